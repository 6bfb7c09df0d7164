import CollectionViewSimulator
import Foundation
import Testing

@Suite("Simulated swipes on list rows")
@MainActor
struct CollectionViewSwipeActionsTests {
    /// What the handlers saw: the action's title, the source view and the completion, kept so a
    /// test can complete later.
    final class Recorder {
        var performed: [String] = []
        var sourceViews: [View] = []
        var completions: [(Bool) -> Void] = []
        var asked: [IndexPath] = []
    }

    let recorder = Recorder()

    /// A list of `count` rows whose trailing provider gives "Delete" (completing with `answer`, or
    /// later when `nil`) and "Archive", and whose leading provider gives nothing for odd items.
    func listView(count: Int = 40, answer: Bool? = true, configure: (inout CollectionLayoutListConfiguration) -> Void = { _ in })
        -> CollectionView {
        let recorder = recorder
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            recorder.asked.append(indexPath)
            let actions = ["Delete", "Archive"].map { title in
                ContextualAction(style: title == "Delete" ? .destructive : .normal, title: title) { action, view, completion in
                    recorder.performed.append(action.title ?? "")
                    recorder.sourceViews.append(view)
                    if let answer { completion(answer) } else { recorder.completions.append(completion) }
                }
            }
            return SwipeActionsConfiguration(actions: actions)
        }
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
            indexPath.item.isMultiple(of: 2) ? SwipeActionsConfiguration(actions: []) : nil
        }
        configure(&configuration)
        return prepared(CollectionViewCompositionalLayout.list(using: configuration), width: 320, height: 480, counts: [count])
    }

    func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test("the provider is asked for the item swiped; an action runs with the cell as source view and closes the row")
    func performAction() throws {
        let view = listView()
        let configuration = try #require(try view.swipeItem(at: item(3), edge: .trailing))
        #expect(configuration.actions.map(\.title) == ["Delete", "Archive"] && configuration.performsFirstActionWithFullSwipe)
        #expect(recorder.asked == [item(3)] && view.indexPathForSwipedItem == item(3))
        #expect(try view.performSwipeAction(at: 1, forItemAt: item(3), edge: .trailing) == .performed)
        #expect(recorder.asked == [item(3)], "the row already showing is not asked again")
        #expect(recorder.performed == ["Archive"])
        #expect(recorder.sourceViews.first === view.cellForItem(at: item(3)))
        #expect(view.indexPathForSwipedItem == nil)
        #expect(view.numberOfItems(inSection: 0) == 40, "the simulator deletes nothing itself")
    }

    @Test("completion(false) closes the row too; a later completion closes it then, and only its first call counts")
    func completions() throws {
        #expect(try listView(answer: false).performFullSwipe(onItemAt: item(0), edge: .trailing) == .notPerformed)
        let view = listView(answer: nil)
        #expect(try view.performSwipeAction(at: 0, forItemAt: item(1), edge: .trailing) == .pending)
        #expect(view.indexPathForSwipedItem == item(1))
        let completion = try #require(recorder.completions.first)
        completion(false)
        #expect(view.indexPathForSwipedItem == nil)
        try view.swipeItem(at: item(1), edge: .trailing)
        completion(true)
        #expect(view.indexPathForSwipedItem == item(1), "a second call of a used completion does nothing")
    }

    @Test("swiping another row closes the open one; closeSwipeActions closes without running a handler")
    func oneOpenRow() throws {
        let view = listView()
        try view.swipeItem(at: item(1), edge: .trailing)
        try view.swipeItem(at: item(2), edge: .trailing)
        #expect(view.indexPathForSwipedItem == item(2))
        view.closeSwipeActions()
        #expect(view.indexPathForSwipedItem == nil && recorder.performed.isEmpty)
    }

    @Test("the open row follows its item through an update and closes when the item is deleted")
    func followsUpdates() throws {
        let view = listView()
        try view.swipeItem(at: item(2), edge: .trailing)
        let dataSource = try #require(view.dataSource as? SectionCountsDataSource)
        dataSource.counts = [41]
        try view.throwing.insertItems(at: [item(0)])
        view.finishAnimations()
        #expect(view.indexPathForSwipedItem == item(3))
        dataSource.counts = [40]
        try view.throwing.deleteItems(at: [item(3)])
        view.finishAnimations()
        #expect(view.indexPathForSwipedItem == nil)
    }

    @Test("without performsFirstActionWithFullSwipe a full swipe only opens the row")
    func fullSwipeDisabled() throws {
        let view = listView { configuration in
            let trailing = configuration.trailingSwipeActionsConfigurationProvider
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                let actions = trailing?(indexPath)
                actions?.performsFirstActionWithFullSwipe = false
                return actions
            }
        }
        #expect(try view.performFullSwipe(onItemAt: item(0), edge: .trailing) == .opened)
        #expect(recorder.performed.isEmpty && view.indexPathForSwipedItem == item(0))
        #expect(try view.performFullSwipe(onItemAt: item(1), edge: .trailing) == .opened)
        #expect(view.indexPathForSwipedItem == item(1))
    }

    @Test("no provider, a nil configuration, one without actions and a layout that is not a list reveal nothing")
    func nothingToSwipe() throws {
        let view = listView()
        #expect(try view.swipeItem(at: item(1), edge: .leading) == nil)
        #expect(try view.swipeItem(at: item(2), edge: .leading) == nil)
        #expect(view.indexPathForSwipedItem == nil)
        #expect(throws: ItemGestureError.noSwipeActions(item(2), edge: .leading)) {
            try view.performFullSwipe(onItemAt: item(2), edge: .leading)
        }
        let flow = prepared(CollectionViewFlowLayout(), width: 320, height: 480, counts: [3])
        #expect(try flow.swipeActionsConfiguration(forItemAt: item(0), edge: .trailing) == nil)
        let bare = prepared(CollectionViewCompositionalLayout.list(using: .init(appearance: .grouped)), width: 320, height: 480, counts: [3])
        #expect(try bare.swipeItem(at: item(0), edge: .trailing) == nil)
    }

    @Test("errors name the item, the edge and what is wrong")
    func errors() throws {
        let view = listView()
        #expect(throws: ItemGestureError.itemNotOnScreen(item(39))) { try view.swipeItem(at: item(39), edge: .trailing) }
        #expect(throws: SelectionError.self) { try view.swipeItem(at: item(40), edge: .trailing) }
        #expect(recorder.asked.isEmpty)
        let error = #expect(throws: ItemGestureError.self) { try view.performSwipeAction(at: 5, forItemAt: item(1), edge: .right) }
        #expect(error?.description == "no swipe action 5 on the right edge of item 0-1, which shows 2")
        #expect(ItemGestureError.itemNotOnScreen(item(39)).description
            == "cannot swipe or long-press item 0-39: it has no cell on screen (scroll to it first)")
        #expect(ItemGestureError.noSwipeActions(item(2), edge: .leading).description == "item 0-2 shows no swipe actions on its leading edge")
    }

    @Test("swipe actions providers change no layout output and no configuration's equality")
    func layoutUnchanged() throws {
        let withActions = listView(count: 12)
        let without = prepared(CollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), width: 320, height: 480, counts: [12])
        let rect = CGRect(x: 0, y: 0, width: 320, height: 2_000)
        let lhs = withActions.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        let rhs = without.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        #expect(lhs.count == 12 && lhs.map(\.frame) == rhs.map(\.frame))
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in nil }
        #expect(configuration == CollectionLayoutListConfiguration(appearance: .plain))
        #expect(configuration.trailingSwipeActionsConfigurationProvider != nil && configuration.leadingSwipeActionsConfigurationProvider == nil)
    }
}
