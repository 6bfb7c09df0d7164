import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

// The corpus's mailbox (a symbolic link), compiled in Swift 5 language mode: its swipe actions
// provider and context-menu delegate method are reached from a swipe and a long press.
@Suite("Swipe actions and a context menu compiled in Swift 5 language mode")
@MainActor
struct MailboxSwift5Tests {
    @Test("a swiped Delete and a context menu's Delete each remove their message through the snapshot")
    func swipeAndMenu() throws {
        let screen = MailboxViewController()
        screen.loadViewIfNeeded()
        let collectionView = try #require(screen.collectionView)
        collectionView.layoutIfNeeded()
        #expect(try collectionView.performSwipeAction(at: 0, forItemAt: IndexPath(item: 0, section: 0), edge: .trailing) == .performed)
        try collectionView.contextMenu(forItemAt: IndexPath(item: 0, section: 0))?.allActions.last?.perform()
        #expect(screen.messages[0] == nil && screen.messages[1] == nil && collectionView.numberOfItems(inSection: 0) == 28)
    }
}
