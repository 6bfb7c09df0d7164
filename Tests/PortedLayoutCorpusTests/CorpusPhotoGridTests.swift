import CollectionViewSimulator
import CollectionViewSimulatorTesting
import Foundation
import Testing
import UIKitCompatibility

/// The corpus's photo grid (`PhotoGridViewController`): a `viewDidLoad` that sets UIKit's everyday
/// scroll-view and collection-view properties compiles and keeps them, and its cells restyle
/// through `configurationUpdateHandler` when the user selects them.
@MainActor
@Suite("Corpus photo grid: everyday view settings and configuration update handlers", .uikitExceptionsAsIssues)
struct CorpusPhotoGridTests {
    private func loadedGrid() -> (PhotoGridViewController, UICollectionView) {
        let grid = PhotoGridViewController()
        grid.loadViewIfNeeded()
        let collectionView: UICollectionView = grid.collectionView
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        collectionView.layoutIfNeeded()
        return (grid, collectionView)
    }

    @Test("viewDidLoad's settings are kept; .never leaves the content inset unadjusted")
    func settings() {
        let (grid, collectionView) = loadedGrid()
        collectionView.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(collectionView.keyboardDismissMode == .onDrag && !collectionView.showsHorizontalScrollIndicator)
        #expect(collectionView.prefetchDataSource === grid && collectionView.horizontalScrollIndicatorInsets.top == 8)
        #expect(collectionView.selfSizingInvalidation == .enabledIncludingConstraints)
        #expect(grid.view.viewWithTag(PhotoGridViewController.gridTag) === collectionView)
        #expect(grid.prefetched.isEmpty, "the simulator never calls the prefetching data source")
    }

    @Test("selecting a photo shows its checkmark through the cell's configuration update handler")
    func selection() throws {
        let (grid, collectionView) = loadedGrid()
        let indexPath = IndexPath(item: 4, section: 0)
        let cell = try #require(collectionView.cellForItem(at: indexPath))
        let checkmark = try #require(cell.viewWithTag(PhotoGridViewController.checkmarkTag))
        #expect(checkmark.isHidden && cell.accessibilityIdentifier == "photo-4" && cell.accessibilityLabel == "Photo 5")
        collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
        #expect(!checkmark.isHidden && grid.styledSelections[4] == true)
        collectionView.deselectItem(at: indexPath, animated: false)
        #expect(checkmark.isHidden && grid.styledSelections[4] == false)
    }
}
