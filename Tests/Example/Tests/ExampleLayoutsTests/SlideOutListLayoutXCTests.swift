import CollectionViewSimulatorTesting
import ExampleLayouts
import XCTest

/// The same helpers in an XCTest test case.
final class SlideOutListLayoutXCTests: XCTestCase {
    override func setUp() {
        super.setUp()
        recordUIKitExceptionsAsFailures()   // a batch UIKit would reject fails the test instead of stopping it
    }

    func testInsertGrowsIn() throws {
        // XCTest runs each test method on the main thread, so its body is on the main actor. (A
        // `@MainActor` test method is not used: Linux's XCTest bundle crashes listing it.)
        try MainActor.assumeIsolated {
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: SlideOutListLayout())
            let data = SectionCountsDataSource([3])
            view.dataSource = data
            view.layoutIfNeeded()

            let insert = view.performBatchUpdates {
                data.counts[0] += 1
                view.insertItems(at: [IndexPath(item: 1, section: 0)])
            }

            assertGolden(of: insert)
            XCTAssertEqual(try insert.sample(.cell(0, 1), at: 0).alpha, 0)
        }
    }
}
