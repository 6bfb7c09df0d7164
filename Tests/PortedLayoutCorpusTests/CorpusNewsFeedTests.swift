import CollectionViewSimulator
import CollectionViewSimulatorTesting
import Foundation
import Testing
import UIKitCompatibility

/// The corpus's news feed (`NewsFeedViewController`): its `scrollViewDidScroll(_:)` override hears
/// every change of the offset — a pull past the top, each frame of an animated scroll — stretches
/// the header and loads more stories from inside the call.
@MainActor
@Suite("Corpus news feed: a stretchy header and infinite scroll in scrollViewDidScroll", .uikitExceptionsAsIssues)
struct CorpusNewsFeedTests {
    private func loadedFeed() -> (NewsFeedViewController, UICollectionView) {
        let feed = NewsFeedViewController()
        feed.loadViewIfNeeded()
        let collectionView: UICollectionView = feed.collectionView
        collectionView.layoutIfNeeded()
        return (feed, collectionView)
    }

    private func headerHeight(in collectionView: UICollectionView) -> CGFloat? {
        collectionView.layoutIfNeeded()
        return collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                      at: IndexPath(item: 0, section: 0))?.frame.height
    }

    @Test("pulling past the top stretches the header; scrolling back, animated, shrinks it frame by frame")
    func stretchyHeader() throws {
        let (feed, collectionView) = loadedFeed()
        #expect(headerHeight(in: collectionView) == 200)
        collectionView.contentOffset = CGPoint(x: 0, y: -80)
        #expect(feed.headerStretch == 80)
        #expect(headerHeight(in: collectionView) == 280)

        collectionView.setContentOffset(.zero, animated: true)
        collectionView.advanceTime(by: 0.15)
        let midway = feed.headerStretch
        #expect(midway > 0 && midway < 80, "halfway through the scroll the header is partly stretched")
        collectionView.advanceTime(by: 1)
        #expect(feed.headerStretch == 0 && feed.titleAlpha == 0)
        #expect(headerHeight(in: collectionView) == 200)
    }

    @Test("showing a story scrolls it to the top through scrollToItem; the feed hears each frame and loads more at the end")
    func showStory() throws {
        let (feed, collectionView) = loadedFeed()
        let height = collectionView.bounds.height
        #expect(2_200 - 700 - height < height, "at story 5's offset the end is within a screen: the feed loads more there")
        feed.showStory(at: 5, animated: true)
        collectionView.advanceTime(by: 0.15)
        #expect(feed.pagesLoaded == 1 && feed.titleAlpha == 1, "midway the feed has heard frames, none near the end yet")
        collectionView.advanceTime(by: 1)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 700), "the header's 200 points, then five stories of 100")
        #expect(feed.pagesLoaded == 2)
        collectionView.advanceTime(by: 1)
        feed.showStory(at: 0, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(feed.titleAlpha == 1)
    }

    @Test("scrolling near the end loads the next page from inside the call, once per approach")
    func infiniteScroll() throws {
        let (feed, collectionView) = loadedFeed()
        #expect(feed.stories.count == 20 && collectionView.contentSize.height == 2_200)
        collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
        #expect(feed.pagesLoaded == 1 && feed.titleAlpha == 1)

        collectionView.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
        collectionView.advanceTime(by: 1)
        #expect(feed.pagesLoaded == 2 && feed.stories.count == 40)
        #expect(collectionView.numberOfItems(inSection: 0) == 40 && collectionView.contentSize.height == 4_200)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 800))
        // The page's batch update started from a frame's call, at the clock's time (the end of the
        // advance); its completion, which lets the next page load, runs once the clock passes its end.
        collectionView.advanceTime(by: 1)

        collectionView.fling(withVelocity: CGPoint(x: 0, y: 4))
        collectionView.finishAnimations()
        #expect(feed.pagesLoaded == 3 && collectionView.numberOfItems(inSection: 0) == 60)
    }
}
