import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

/// A controller that snaps a shelf one card per swipe through `scrollViewWillEndDragging`'s
/// target, pausing its auto-advance while the finger is down.
@Suite("A shelf that snaps in scrollViewWillEndDragging")
@MainActor
struct CorpusFeaturedStoriesTests {
    private func shelf() -> FeaturedStoriesViewController {
        let screen = FeaturedStoriesViewController()
        screen.loadViewIfNeeded()
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    @Test("a hard fling moves one card however far it would coast, and the shelf comes to rest on it")
    func flingMovesOneCard() {
        let screen = shelf()
        let collectionView = screen.collectionView!
        collectionView.fling(withVelocity: CGPoint(x: 3, y: 0))
        #expect(screen.isAutoAdvancePaused && collectionView.isDecelerating)
        collectionView.finishAnimations()
        #expect(collectionView.contentOffset == CGPoint(x: 292, y: 0))
        #expect(screen.settledCards == [1] && !screen.isAutoAdvancePaused)
        collectionView.fling(withVelocity: CGPoint(x: -2, y: 0))
        collectionView.finishAnimations()
        #expect(collectionView.contentOffset == .zero && screen.settledCards == [1, 0])
    }

    @Test("a slow drag past half a card settles on the next one; one that ends on a card stops at once")
    func slowDrags() {
        let screen = shelf()
        let collectionView = screen.collectionView!
        collectionView.drag(by: CGPoint(x: -200, y: 0))
        collectionView.finishAnimations()
        #expect(collectionView.contentOffset == CGPoint(x: 292, y: 0) && screen.settledCards == [1])
        collectionView.drag(by: CGPoint(x: 0, y: 0))
        #expect(screen.settledCards == [1, 1] && !collectionView.isDecelerating, "at rest on a card: willDecelerate is false")
    }
}
