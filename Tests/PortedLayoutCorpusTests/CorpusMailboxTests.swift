import CollectionViewSimulator
import CollectionViewSimulatorTesting
import Foundation
import Testing
import UIKitCompatibility

/// The corpus's mailbox (`MailboxViewController`): its list configuration's swipe actions and its
/// delegate's context menu, played as a finger would, change the data through the snapshot, and
/// the view animates what the app applied.
@MainActor
@Suite("Corpus mailbox: swipe actions and context menus", .uikitExceptionsAsIssues)
struct CorpusMailboxTests {
    private func loadedScreen() -> (MailboxViewController, UICollectionView) {
        let screen = MailboxViewController()
        screen.loadViewIfNeeded()
        let collectionView: UICollectionView = screen.collectionView
        collectionView.layoutIfNeeded()
        return (screen, collectionView)
    }

    private func item(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test("swiping Delete removes the message through the snapshot, animates its row out and closes the row")
    func swipeToDelete() throws {
        let (screen, collectionView) = loadedScreen()
        let actions = try #require(try collectionView.swipeItem(at: item(2), edge: .trailing))
        #expect(actions.actions.map(\.title) == ["Delete", "Flag"])
        #expect(actions.actions.map(\.style) == [.destructive, .normal])
        #expect(actions.actions[0].backgroundColor == .systemRed && actions.actions[1].backgroundColor == .systemOrange)
        #expect(collectionView.indexPathForSwipedItem == item(2))

        #expect(try collectionView.performSwipeAction(at: 0, forItemAt: item(2), edge: .trailing) == .performed)
        #expect(screen.messages[2] == nil && collectionView.numberOfItems(inSection: 0) == 29)
        #expect(screen.dataSource.snapshot().itemIdentifiers.prefix(3) == [0, 1, 3])
        let animation = try #require(collectionView.lastAnimation)
        #expect(animation.track(ofBefore: .cell(item(2)))?.fate == .deleted)
        #expect(animation.track(ofBefore: .cell(item(3)))?.fate == .moved)
        #expect(collectionView.indexPathForSwipedItem == nil)
    }

    @Test("a full trailing swipe performs Delete; a full leading swipe only opens Read, which a tap performs")
    func fullSwipes() throws {
        let (screen, collectionView) = loadedScreen()
        #expect(try collectionView.performFullSwipe(onItemAt: item(0), edge: .trailing) == .performed)
        #expect(screen.messages[0] == nil)

        #expect(try collectionView.performFullSwipe(onItemAt: item(0), edge: .leading) == .opened)
        #expect(collectionView.indexPathForSwipedItem == item(0) && screen.messages[1]?.isRead == false)
        #expect(try collectionView.performSwipeAction(at: 0, forItemAt: item(0), edge: .leading) == .performed)
        #expect(screen.messages[1]?.isRead == true)
        #expect(try collectionView.swipeItem(at: item(0), edge: .leading)?.actions.first?.title == "Unread")
    }

    @Test("in a right-to-left layout the leading actions are on the right")
    func rightToLeft() throws {
        let (screen, collectionView) = loadedScreen()
        defer { withExtendedLifetime(screen) {} }   // the providers hold the screen weakly, as apps write them
        #expect(try collectionView.swipeActionsConfiguration(forItemAt: item(1), edge: .right)?.actions.first?.title == "Delete")
        collectionView.semanticContentAttribute = .forceRightToLeft
        #expect(try collectionView.swipeActionsConfiguration(forItemAt: item(1), edge: .right)?.actions.first?.title == "Read")
        #expect(try collectionView.swipeActionsConfiguration(forItemAt: item(1), edge: .left)?.actions.first?.title == "Delete")
    }

    @Test("the Flag handler gets the row's cell as its source view")
    func flag() throws {
        let (screen, collectionView) = loadedScreen()
        #expect(try collectionView.performSwipeAction(at: 1, forItemAt: item(4), edge: .trailing) == .performed)
        #expect(screen.flagged == [4] && collectionView.numberOfItems(inSection: 0) == 30)
    }

    @Test("a long press shows the delegate's menu; its Delete action deletes through the snapshot")
    func contextMenu() throws {
        let (screen, collectionView) = loadedScreen()
        let menu = try #require(try collectionView.contextMenu(forItemAt: item(5)))
        #expect(menu.children.map(\.title) == ["Pin", "Delete"] && screen.menuEvents == ["display"])
        #expect(collectionView.contextMenuConfigurationShowing?.identifier as? NSIndexPath == NSIndexPath(indexes: [0, 5], length: 2))
        menu.allActions.first { $0.title == "Delete" }?.perform()
        collectionView.dismissContextMenu()
        #expect(screen.menuEvents == ["display", "ended"] && screen.messages[5] == nil)
        #expect(collectionView.lastAnimation?.track(ofBefore: .cell(item(5)))?.fate == .deleted)

        let pinMenu = try #require(try collectionView.contextMenu(forItemAt: item(0)))
        pinMenu.allActions.first?.perform()
        #expect(screen.pinned == 0)
    }

    @Test("swiping a row off screen or an item that does not exist is refused with what and where")
    func errors() throws {
        let (screen, collectionView) = loadedScreen()
        defer { withExtendedLifetime(screen) {} }
        #expect(throws: ItemGestureError.itemNotOnScreen(item(29))) {
            try collectionView.performSwipeAction(at: 0, forItemAt: item(29), edge: .trailing)
        }
        #expect(throws: SelectionError.itemOutOfRange(item(30), itemCounts: [30])) {
            try collectionView.swipeItem(at: item(30), edge: .trailing)
        }
        #expect(throws: ItemGestureError.actionOutOfRange(2, actionCount: 2, item(1), edge: .trailing)) {
            try collectionView.performSwipeAction(at: 2, forItemAt: item(1), edge: .trailing)
        }
        #expect(collectionView.selectionFollowsFocus && collectionView.remembersLastFocusedIndexPath && !collectionView.allowsFocus)
    }
}
