import CollectionViewSimulator
import Foundation
import Testing

/// README.md's "Driving the engine directly" example, word for word, so it cannot drift.
@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    @Test func insertedItemsGrowFromTheCentre() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: CircleLayout())
        let data = SectionCountsDataSource([4])
        view.dataSource = data
        view.layoutIfNeeded()

        let animation = view.performBatchUpdates {
            data.counts[0] = 5
            view.insertItems(at: [IndexPath(item: 4, section: 0)])
        }

        let inserted = try #require(animation.track(of: .cell(IndexPath(item: 4, section: 0))))
        #expect(inserted.fate == .inserted)
        #expect(inserted.start.center == CGPoint(x: 160, y: 240) && inserted.start.alpha == 0)
        #expect(animation.hookNames.contains("initialLayoutAttributesForAppearingItem(at:)"))
        let halfway = try #require(animation.attributes(of: .cell(IndexPath(item: 4, section: 0)), at: 0.125))
        #expect(halfway.alpha == 0.5)
    }

    /// README.md's "Selection through an update" example, word for word.
    @Test func theSelectedItemStaysSelectedAfterADiffedUpdate() throws {
        let data = IdentifierDataSource([["a", "b", "c", "d"]])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: CollectionViewFlowLayout())
        view.dataSource = data
        let trace = try view.tapItem(at: IndexPath(item: 2, section: 0))       // "c"
        #expect(trace.map(\.methodName).last == "collectionView(_:didUnhighlightItemAt:)")

        try view.apply([["d", "c", "x", "a"]], to: data)                       // diffed: delete, move, insert
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }
}
