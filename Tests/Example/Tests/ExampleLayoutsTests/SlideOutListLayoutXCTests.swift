import CollectionViewSimulatorTesting
import ExampleLayouts
import XCTest

/// The same helpers in an XCTest test case.
final class SlideOutListLayoutXCTests: XCTestCase {
    func testInsertGrowsIn() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: SlideOutListLayout())
        let data = SectionCountsDataSource([3])
        view.dataSource = data
        view.layoutIfNeeded()

        let insert = try view.throwing.performBatchUpdates {
            data.counts[0] += 1
            try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)])
        }

        assertGolden(of: insert)
        XCTAssertEqual(try insert.sample(.cell(0, 1), at: 0).alpha, 0)
    }
}
