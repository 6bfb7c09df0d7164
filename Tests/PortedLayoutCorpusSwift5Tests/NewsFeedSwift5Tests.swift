import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

// The corpus's news feed (a symbolic link), compiled in Swift 5 language mode: its
// `scrollViewDidScroll(_:)` override is called as the view's clock passes an animated scroll.
@Suite("A scrollViewDidScroll override compiled in Swift 5 language mode")
@MainActor
struct NewsFeedSwift5Tests {
    @Test("the feed's override stretches its header and loads the next page from the scroll's frames")
    func feedScrolls() throws {
        let feed = NewsFeedViewController()
        feed.loadViewIfNeeded()
        let collectionView = try #require(feed.collectionView)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 0, y: -40)
        #expect(feed.headerStretch == 40)
        collectionView.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
        collectionView.advanceTime(by: 1)
        #expect(feed.headerStretch == 0 && feed.pagesLoaded == 2 && collectionView.numberOfItems(inSection: 0) == 40)
        feed.showStory(at: 3, animated: false)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 500), "scrollToItem puts the story's top at the view's top")
    }
}
