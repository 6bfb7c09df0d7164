import BatchUpdates
import Foundation
import Testing

/// The Swift example in README.md, so that its printed output cannot drift from the code.
@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    @Test("validating a batch in Swift prints what the README says")
    func readmeExample() throws {
        var batch = BatchUpdate()
        batch.deleteItems(at: [IndexPath(item: 2, section: 0)])
        batch.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))

        let resolved = try batch.resolved(itemCountsBefore: [8, 3], itemCountsAfter: [7, 3])
        #expect(String(describing: resolved.updateItems) == "[delete 0-2, move 0-1 -> 0-4]")
        #expect(String(describing: resolved.newIndexPath(forOld: IndexPath(item: 3, section: 0))) == "Optional([0, 1])")

        var message = ""
        do {
            _ = try batch.resolved(itemCountsBefore: [8, 3], itemCountsAfter: [8, 3], behavior: .classic)
        } catch {
            message = error.description
        }
        #expect(message == """
            Invalid update: invalid number of items in section 0.  The number of items contained in an existing \
            section after the update (8) must be equal to the number of items contained in that section before the \
            update (8), plus or minus the number of items inserted or deleted from that section (0 inserted, \
            1 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, \
            0 moved out).
            """)
    }
}
