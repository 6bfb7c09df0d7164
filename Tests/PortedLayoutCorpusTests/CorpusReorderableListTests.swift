import CollectionViewSimulator
import CollectionViewSimulatorTesting
import Foundation
import Testing
import UIKitCompatibility

/// The corpus's reorderable to-do screen (`ReorderableTasksViewController`): a subclass of the
/// diffable data source decides what moves and writes the order back to the app's model. Under
/// the trait, anything UIKit would raise for fails the test at its call.
@MainActor
@Suite("Corpus reorderable list: a diffable data source subclass", .uikitExceptionsAsIssues)
struct CorpusReorderableListTests {
    typealias Screen = ReorderableTasksViewController

    private func loadedScreen() throws -> (Screen, UICollectionView) {
        let screen = Screen()
        screen.loadViewIfNeeded()
        let collectionView = try #require(screen.collectionView)
        collectionView.layoutIfNeeded()
        return (screen, collectionView)
    }

    private func center(of item: Int, in collectionView: UICollectionView) throws -> CGPoint {
        try #require(collectionView.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))).center
    }

    @Test("a drag through the long-press handler reorders the rows; the app's model and the snapshot agree")
    func dragReorders() throws {
        let (screen, collectionView) = try loadedScreen()
        #expect(collectionView.dataSource === screen.dataSource)
        screen.handleReorderGesture(state: .began, location: try center(of: 3, in: collectionView))
        screen.handleReorderGesture(state: .changed, location: try center(of: 1, in: collectionView))
        screen.handleReorderGesture(state: .ended, location: try center(of: 1, in: collectionView))
        let titles = ["Write the spec", "Ship", "Review the layout", "Fix the flaky test"]
        #expect(screen.tasks.map(\.title) == titles)
        #expect(screen.dataSource.snapshot().itemIdentifiers == screen.tasks)
        collectionView.finishAnimations()
        let shown = collectionView.visibleCells
            .sorted { $0.frame.minY < $1.frame.minY }
            .compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        #expect(shown == titles)
    }

    @Test("a done task cannot be lifted: canMoveItemAt refuses it and nothing changes")
    func doneTaskStays() throws {
        let (screen, collectionView) = try loadedScreen()
        let titles = screen.tasks.map(\.title)
        screen.handleReorderGesture(state: .began, location: try center(of: 0, in: collectionView))
        screen.handleReorderGesture(state: .changed, location: try center(of: 2, in: collectionView))
        screen.handleReorderGesture(state: .ended, location: try center(of: 2, in: collectionView))
        #expect(screen.tasks.map(\.title) == titles)
        screen.complete("Ship")
        collectionView.finishAnimations()
        screen.handleReorderGesture(state: .began, location: try center(of: 3, in: collectionView))
        screen.handleReorderGesture(state: .changed, location: try center(of: 1, in: collectionView))
        screen.handleReorderGesture(state: .ended, location: try center(of: 1, in: collectionView))
        #expect(screen.tasks.map(\.title) == titles && screen.tasks.last?.isDone == true)
        #expect(screen.dataSource.snapshot().itemIdentifiers == screen.tasks)
    }

    @Test("cells get the registration's border; the list is not being dragged")
    func cellChrome() throws {
        let (screen, collectionView) = try loadedScreen()
        let done = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let open = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(done.layer.borderWidth == 0 && open.layer.borderWidth == 1)
        #expect(open.layer.borderColor == UIColor.systemGray4.cgColor && open.layer.cornerRadius == 8)
        #expect(!screen.isScrollingUp)
    }
}
