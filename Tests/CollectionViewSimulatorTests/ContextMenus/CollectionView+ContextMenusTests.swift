import CollectionViewSimulator
import Foundation
import Testing

@Suite("Simulated long presses and context menus")
@MainActor
struct CollectionViewContextMenusTests {
    /// A delegate implementing only the iOS 13 method, recording what it is asked and told.
    final class SingleItemDelegate: CollectionViewDelegate {
        var events: [String] = []
        var configuration: (IndexPath) -> ContextMenuConfiguration? = { indexPath in
            ContextMenuConfiguration(identifier: NSString(string: "item \(indexPath.item)"), previewProvider: nil) { suggested in
                Menu(title: "\(suggested.count) suggested", children: [Action(title: "Open") { _ in }])
            }
        }

        func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> ContextMenuConfiguration? {
            events.append("ask \(indexPath.item) at \(Int(point.x)),\(Int(point.y))")
            return configuration(indexPath)
        }

        func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                            animator: (any ContextMenuInteractionAnimating)?) {
            events.append("display \(configuration.identifier)")
            animator?.addCompletion { self.events.append("displayed") }
            animator?.addAnimations { self.events.append("animate") }
        }

        func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                            animator: (any ContextMenuInteractionAnimating)?) {
            events.append("end \(configuration.identifier)")
            animator?.addCompletion { self.events.append("ended") }
        }
    }

    /// A delegate implementing both methods: UIKit asks the iOS 16 one only.
    final class ItemsDelegate: CollectionViewDelegate {
        var asked: [[IndexPath]] = []
        var askedSingle = 0

        func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> ContextMenuConfiguration? {
            askedSingle += 1
            return nil
        }

        func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                            point: CGPoint) -> ContextMenuConfiguration? {
            asked.append(indexPaths)
            return ContextMenuConfiguration(identifier: nil, previewProvider: { ViewController() }) { _ in Menu(children: []) }
        }
    }

    func grid(_ delegate: some CollectionViewDelegate) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        return prepared(layout, width: 320, height: 480, counts: [30]) { $0.delegate = delegate }
    }

    func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test("a long press asks the iOS 13 method through the iOS 16 default, shows the menu and calls the animator's additions in order")
    func singleItem() throws {
        let delegate = SingleItemDelegate()
        let view = grid(delegate)
        let menu = try #require(try view.contextMenu(forItemAt: item(1)))
        #expect(menu.title == "0 suggested" && menu.allActions.map(\.title) == ["Open"])
        #expect(delegate.events == ["ask 1 at 160,50", "display item 1", "animate", "displayed"])
        #expect(view.contextMenuConfigurationShowing?.identifier as? NSString == "item 1")
        view.dismissContextMenu()
        view.dismissContextMenu()
        #expect(delegate.events.suffix(2) == ["end item 1", "ended"])
        #expect(view.contextMenuConfigurationShowing == nil)
    }

    @Test("a press on empty space asks for no items, which the iOS 13 method cannot answer")
    func emptySpace() throws {
        let delegate = SingleItemDelegate()
        let view = grid(delegate)
        #expect(view.contextMenu(at: CGPoint(x: 105, y: 50)) == nil)
        #expect(delegate.events.isEmpty)
        #expect(view.contextMenu(at: CGPoint(x: 50, y: 150)) != nil)
        #expect(delegate.events.first == "ask 3 at 50,150")
    }

    @Test("a nil configuration or one with neither provider shows nothing; a new press ends the menu showing")
    func nothingShown() throws {
        let delegate = SingleItemDelegate()
        let view = grid(delegate)
        try view.contextMenu(forItemAt: item(0))
        delegate.configuration = { _ in nil }
        #expect(try view.contextMenu(forItemAt: item(2)) == nil)
        delegate.configuration = { _ in ContextMenuConfiguration(identifier: nil, previewProvider: nil) }
        #expect(try view.contextMenu(forItemAt: item(2)) == nil)
        #expect(delegate.events.filter { $0.hasPrefix("end ") || $0.hasPrefix("display ") } == ["display item 0", "end item 0"])
        #expect(view.contextMenuConfigurationShowing == nil)
    }

    @Test("a delegate implementing the iOS 16 method is asked it alone, with every selected item when one of them is pressed")
    func multipleItems() throws {
        let delegate = ItemsDelegate()
        let view = grid(delegate)
        view.allowsMultipleSelection = true
        try view.tapItem(at: item(4))
        try view.tapItem(at: item(2))
        #expect(try view.contextMenu(forItemAt: item(4)) != nil)
        try view.contextMenu(forItemAt: item(5))
        #expect(view.contextMenu(at: CGPoint(x: 105, y: 10)) != nil)
        #expect(delegate.asked == [[item(2), item(4)], [item(5)], []])
        #expect(delegate.askedSingle == 0)
    }

    @Test("an item off screen or missing is refused")
    func errors() {
        let view = grid(SingleItemDelegate())
        #expect(throws: ItemGestureError.itemNotOnScreen(item(29))) { try view.contextMenu(forItemAt: item(29)) }
        #expect(throws: SelectionError.itemOutOfRange(item(30), itemCounts: [30])) { try view.contextMenu(forItemAt: item(30)) }
    }

    @Test("a collection-view controller's subclass overrides the iOS 13 method as in UIKit")
    func controllerOverride() throws {
        final class Screen: CollectionViewController {
            override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            override func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                         point: CGPoint) -> ContextMenuConfiguration? {
                ContextMenuConfiguration(identifier: indexPath as any NSCopying, previewProvider: nil) { _ in Menu(title: "row \(indexPath.item)") }
            }
        }
        let screen = Screen(collectionViewLayout: CollectionViewFlowLayout())
        screen.collectionView.layoutIfNeeded()
        #expect(try screen.collectionView.contextMenu(forItemAt: item(2))?.title == "row 2")
    }
}

@Suite("Context menu configurations")
@MainActor
struct ContextMenuConfigurationTests {
    @Test("without an identifier each configuration gets its own, in order of making")
    func identifiers() throws {
        let first = ContextMenuConfiguration(identifier: nil, previewProvider: nil)
        let second = ContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        let a = try #require(first.identifier as? NSString) as String
        let b = try #require(second.identifier as? NSString) as String
        #expect(a.hasPrefix("com.batchupdatesimulator.contextmenu.") && a != b)
        let number = { (s: String) in Int(s.split(separator: ".").last ?? "") ?? 0 }
        #expect(number(b) == number(a) + 1)
        #expect(first.menu() == nil)
    }

    @Test("the menu is the action provider's, given the suggested actions")
    func menu() {
        let suggested = Action(title: "Copy") { _ in }
        let configuration = ContextMenuConfiguration(identifier: nil, previewProvider: nil) { elements in Menu(children: elements) }
        #expect(configuration.menu(suggestedActions: [suggested])?.children == [suggested])
    }
}
