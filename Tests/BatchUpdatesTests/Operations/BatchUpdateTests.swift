import BatchUpdates
import Foundation
import Testing

@Suite("Recording operations")
@MainActor
struct BatchUpdateTests {
    @Test("index paths have item and section on every platform")
    func indexPathItemAndSection() {
        let indexPath = IndexPath(item: 4, section: 2)
        #expect(indexPath.item == 4)
        #expect(indexPath.section == 2)
        #expect(indexPath.compactDescription == "2-4")
    }

    @Test("each of UIKit's eight calls records one operation per index path or section")
    func recordsEightCalls() {
        var batch = BatchUpdate()
        batch.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        batch.deleteItems(at: [IndexPath(item: 2, section: 1)])
        batch.reloadItems(at: [IndexPath(item: 3, section: 0)])
        batch.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 1))
        batch.insertSections([2, 3])
        batch.deleteSections([4])
        batch.reloadSections([5])
        batch.moveSection(1, toSection: 6)
        #expect(batch.description == """
            [insert 0-0, insert 0-1, delete 1-2, reload 0-3, move 0-1 -> 1-4, insert section 2, \
            insert section 3, delete section 4, reload section 5, move section 1 -> 6]
            """)
    }
}
