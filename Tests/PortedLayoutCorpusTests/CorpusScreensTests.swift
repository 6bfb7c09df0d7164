import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility

/// The screens around the corpus's layouts: a collection-view controller and a plain view
/// controller, driven as UIKit drives them (load, appear, update).
@Suite("View controllers declared with the corpus")
@MainActor
struct CorpusScreensTests {
    @Test("a collection-view controller loads its view once, is its data source, and clears the selection when it appears")
    func collectionViewControllerScreen() throws {
        let screen = ContactsViewController()
        #expect(!screen.isViewLoaded && screen.collectionViewLayout is StickyHeaderFlowLayout)
        screen.loadViewIfNeeded()
        screen.loadViewIfNeeded()
        #expect(screen.loads == 1 && screen.isViewLoaded && screen.view === screen.collectionView)
        #expect(screen.collectionView.dataSource === screen && screen.collectionView.delegate === screen)
        #expect(!screen.installsStandardGestureForInteractiveMovement && screen.clearsSelectionOnViewWillAppear)
        #expect(!screen.useLayoutToLayoutNavigationTransitions)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.collectionView.visibleCells.compactMap { ($0 as? ContactCell)?.name }.sorted()
            == ["Ada", "Alan", "Anita", "Barbara", "Bjarne", "Grace"])

        try screen.collectionView.throwing.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        screen.beginAppearanceTransition(true, animated: false)
        screen.endAppearanceTransition()
        #expect(screen.appearances == 1 && screen.collectionView.indexPathsForSelectedItems == [])
    }

    @Test("the screen's batch updates, written without self. inside the updates closure, animate and validate")
    func collectionViewControllerUpdates() throws {
        let screen = ContactsViewController()
        screen.loadViewIfNeeded()
        screen.collectionView.layoutIfNeeded()
        screen.add("Brian", toSection: 1)
        let inserted = try #require(screen.collectionView.lastAnimation?.track(of: .cell(IndexPath(item: 2, section: 1))))
        #expect(inserted.fate == .inserted)
        screen.removeSection(0)
        #expect(screen.collectionView.numberOfSections == 2)
        screen.collectionView.finishAnimations()
        #expect(screen.contact(at: CGPoint(x: 58, y: 100)) == "Barbara")
    }

    @Test("a plain view controller builds its collection view in viewDidLoad and holds it in its view")
    func plainViewControllerScreen() throws {
        let screen = GalleryViewController()
        screen.loadViewIfNeeded()
        let collectionView = try #require(screen.collectionView)
        #expect(collectionView.superview === screen.view && screen.view.subviews.count == 1)
        #expect(collectionView.bounds.size == screen.view.bounds.size && collectionView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(collectionView.window != nil)
        collectionView.layoutIfNeeded()
        #expect(Set((0..<12).map { IndexPath(item: $0, section: 0) }).isSubset(of: collectionView.indexPathsForVisibleItems))
    }
}

@Suite("Files that import only QuartzCore")
@MainActor
struct CorpusQuartzCoreTests {
    @Test("QuartzCore brings Foundation, as Apple's does: the file names IndexPath, CGRect and CGFloat")
    func quartzCoreReexportsFoundation() {
        let tilt = CardTilt.transform(for: IndexPath(item: 4, section: 0), in: CGRect(x: 0, y: 0, width: 375, height: 600))
        #expect(tilt.m42 == -4 && tilt.m11 == 1)
    }
}
