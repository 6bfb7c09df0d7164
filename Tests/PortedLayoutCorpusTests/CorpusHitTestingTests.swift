import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

/// Screens whose touches go through hit-testing overrides, and a list whose rows carry custom view
/// accessories.
@Suite("Hit testing and custom accessories in app screens")
@MainActor
struct CorpusHitTestingTests {
    /// The carousel: the collection view is 280 wide at x 55 of a 390-wide container; card `i` is
    /// at x `260 i ..< 260 i + 250` of the content.
    private func carousel() -> PeekingCarouselViewController {
        let controller = PeekingCarouselViewController()
        controller.loadViewIfNeeded()
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    @Test("a tap on a card opens it; a tap just off its edge too, through its touch margin")
    func cards() throws {
        let controller = carousel()
        try controller.collectionView.tap(at: CGPoint(x: 125, y: 100))
        try controller.collectionView.tap(at: CGPoint(x: 253, y: 100))
        #expect(controller.openedTitles == ["Card 1", "Card 1"])
        #expect(controller.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("the container hands a tap on the next card, past the collection view's edge, to that card")
    func forwarded() throws {
        let controller = carousel()
        // x 300 of the content is x 355 of the container: outside the collection view (55 ..< 335).
        #expect(controller.collectionView.visibleCells.count == 2)
        try controller.collectionView.tap(at: CGPoint(x: 300, y: 100))
        #expect(controller.openedTitles == ["Card 2"])
        controller.touchForwardingView.collectionView = nil
        try controller.collectionView.tap(at: CGPoint(x: 300, y: 100))
        #expect(controller.openedTitles == ["Card 2"])
        // The container's left margin holds no card: nothing opens.
        controller.touchForwardingView.collectionView = controller.collectionView
        try controller.collectionView.tap(at: CGPoint(x: -20, y: 100))
        #expect(controller.openedTitles == ["Card 2"])
    }

    @Test("each reminder row shows its done badge as a leading custom accessory, a subview of the cell")
    func reminderBadges() throws {
        let controller = RemindersListViewController()
        controller.loadViewIfNeeded()
        controller.collectionView.layoutIfNeeded()
        let cells = controller.collectionView.visibleCells.compactMap { $0 as? UICollectionViewListCell }
        #expect(cells.count == 3)
        for cell in cells {
            let indexPath = try #require(controller.collectionView.indexPath(for: cell))
            let configuration = try #require(cell.accessories.first?.customViewConfiguration)
            let badge = try #require(configuration.customView as? ReminderDoneBadge)
            #expect(badge.superview === cell)
            #expect(badge.isDone == controller.reminders[indexPath.item].isDone)
            #expect(configuration.reservedLayoutWidth == .custom(32) && configuration.maintainsFixedSize)
            guard case .leading(displayed: .always, _) = configuration.placement else {
                Issue.record("expected a leading accessory shown always")
                return
            }
            #expect(cell.accessories.map(\.kind) == [.customView, .disclosureIndicator])
        }
    }

    @Test("marking a reminder done replaces its row, whose new badge shows it done")
    func toggled() throws {
        let controller = RemindersListViewController()
        controller.loadViewIfNeeded()
        controller.collectionView.layoutIfNeeded()
        controller.toggleDone(at: 0)
        controller.collectionView.layoutIfNeeded()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let badge = try #require(cell.accessories.first?.customViewConfiguration?.customView as? ReminderDoneBadge)
        #expect(badge.isDone && badge.alpha == 1)
        #expect(cell.subviews.filter { $0 is ReminderDoneBadge }.count == 1)
    }
}
