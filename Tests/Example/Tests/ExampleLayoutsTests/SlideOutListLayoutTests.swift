import CollectionViewSimulatorTesting
import ExampleLayouts
import Testing

/// UIKit's calls, without `try`: under the trait, a batch UIKit would reject fails the test at that call.
@MainActor
@Suite(.uikitExceptionsAsIssues) struct SlideOutListLayoutTests {
    /// A list of five rows in a 320 × 480 view.
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: SlideOutListLayout())
    let data = SectionCountsDataSource([5])

    init() {
        view.dataSource = data
        view.layoutIfNeeded()
    }

    @Test func insertThenDelete() throws {
        let insert = view.performBatchUpdates {
            data.counts[0] += 1
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        view.advanceTime(by: 0.1)   // the delete interrupts the insert
        let delete = view.performBatchUpdates {
            data.counts[0] -= 1
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }

        assertGolden(of: [insert, delete])
        expectInvariants(of: [insert, delete], in: view)
    }

    @Test func deletedRowSlidesOutToTheLeft() throws {
        let delete = view.performBatchUpdates {
            data.counts[0] -= 1
            view.deleteItems(at: [IndexPath(item: 2, section: 0)])
        }

        let halfway = try delete.sample(before: .cell(0, 2), at: 0.125)   // the row that left
        #expect(halfway.center.x == 0 && halfway.alpha == 0.5)
        let neighbour = try delete.sample(after: .cell(0, 2), at: 0.25)   // the row that moved up
        #expect(neighbour.center.y == 110)
    }
}
