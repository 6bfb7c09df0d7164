import BatchUpdates
import Foundation
import Testing

/// Every UIKit update-check message (as OpenUXKit's `_endItemAnimations` spells them), each from
/// the situation that makes UIKit raise it. The counts are consistent unless the count check is the
/// point, so that each case reaches its assertion under both behaviours' orders.
@Suite("UIKit's messages")
@MainActor
struct BatchUpdateErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let operations: [String]
        let before: [Int]
        let after: [Int]
        var behaviors: [ValidationBehavior] = ValidationBehavior.allCases
        let message: String

        var testDescription: String { name }
    }

    nonisolated static let path = "<NSIndexPath: 0xc000000000000016> {length = 2, path ="

    nonisolated static let perOperation: [Case] = [
        Case(name: "V1 delete and reload", operations: ["reload 0-0", "delete 0-0"], before: [3], after: [2],
             message: "attempt to delete and reload the same index path (\(path) 0 - 0})"),
        Case(name: "V2 section delete out of range", operations: ["delete section 4"], before: [1, 1, 1, 1], after: [1, 1, 1],
             message: "attempt to delete section 4, but there are only 4 sections before the update"),
        Case(name: "V3 delete and move a section", operations: ["delete section 1", "move section 1 -> 0"],
             before: [1, 1, 1], after: [1, 1],
             message: "attempt to perform a delete and a move from the same section (1)"),
        Case(name: "V4 delete and move an item", operations: ["delete 0-1", "move 0-1 -> 0-0"], before: [3], after: [2],
             message: "attempt to perform a delete and a move from the same index path (\(path) 0 - 1})"),
        Case(name: "V5 move out of a deleted section", operations: ["delete section 0", "move 0-0 -> 0-0"],
             before: [2, 2], after: [3],
             message: "cannot move an item from a deleted section (0)"),
        Case(name: "V6 item delete in a missing section", operations: ["delete 2-0"], before: [1, 1], after: [1, 1],
             message: "attempt to delete item 0 from section 2, but there are only 2 sections before the update"),
        Case(name: "V7 item delete out of range", operations: ["delete 0-2"], before: [1], after: [0],
             message: "attempt to delete item 2 from section 0 which only contains 1 items before the update"),
        Case(name: "V7 reload out of range", operations: ["reload 0-20"], before: [20], after: [20],
             message: "attempt to delete item 20 from section 0 which only contains 20 items before the update"),
        Case(name: "V8 section insert out of range", operations: ["insert section 1"], before: [], after: [3],
             message: "attempt to insert section 1 but there are only 1 sections after the update"),
        Case(name: "V9 insert and move to a section", operations: ["insert section 0", "move section 1 -> 0"],
             before: [1, 1], after: [1, 1, 1],
             message: "attempt to perform an insert and a move to the same section (0)"),
        Case(name: "V10 insert and move to an item", operations: ["insert 0-1", "move 0-0 -> 0-1"], before: [2], after: [3],
             message: "attempt to perform an insert and a move to the same index path (\(path) 0 - 1})"),
        Case(name: "V10 reload placed on a move's destination (moves are ignored)", operations: ["reload 0-1", "move 0-0 -> 0-1"],
             before: [2], after: [2],
             message: "attempt to perform an insert and a move to the same index path (\(path) 0 - 1})"),
        Case(name: "V11 move into an inserted section", operations: ["insert section 1", "move 0-0 -> 1-0"],
             before: [2], after: [1, 1],
             message: "cannot move an item into a newly inserted section (1)"),
        Case(name: "V12 item insert into a missing section", operations: ["insert 1-0"], before: [1], after: [1],
             message: "attempt to insert item 0 into section 1, but there are only 1 sections after the update"),
        Case(name: "V13 item insert out of range", operations: ["insert 0-3"], before: [2], after: [3],
             message: "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after the update"),
        Case(name: "V13 insert into an empty section", operations: ["insert 0-0"], before: [0], after: [0],
             behaviors: [.classic],
             message: "attempt to insert item 0 into section 0, but there are only 0 items in section 0 after the update"),
    ] + moves

    nonisolated static let moves: [Case] = [
        Case(name: "V14 section move from out of range", operations: ["move section 2 -> 0"], before: [1, 1], after: [1, 1],
             message: "attempt to move section 2, but there are only 2 sections before the update"),
        Case(name: "V15 section move to out of range (UIKit's 'to to')", operations: ["move section 0 -> 2"],
             before: [1, 1], after: [1, 1],
             message: "attempt to to move section 0 to section 2, but there are only 2 sections after the update"),
        Case(name: "V16 item move from a missing section", operations: ["move 2-0 -> 0-0"], before: [1, 1], after: [1, 1],
             message: "attempt to move index path (\(path) 2 - 0}) from a section that does not exist - there are only 2 sections before the update"),
        Case(name: "V17 item move from out of range", operations: ["move 0-5 -> 0-0"], before: [2], after: [2],
             message: "attempt to move index path (\(path) 0 - 5}) that does not exist - there are only 2 items in section 0 before the update"),
        Case(name: "V18 item move to a missing section", operations: ["move 0-0 -> 2-0"], before: [1, 1], after: [1, 1],
             message: "attempt to move index path (\(path) 0 - 0}) to index path (\(path) 2 - 0}) in section that does not exist - there are only 2 sections after the update"),
        Case(name: "V19 item move to out of range", operations: ["move 0-0 -> 0-5"], before: [2], after: [2],
             message: "attempt to move index path (\(path) 0 - 0}) to index path (\(path) 0 - 5}) that does not exist - there are only 2 items in section 0 after the update"),
        Case(name: "V20 one section to two", operations: ["move section 0 -> 1", "move section 0 -> 2"],
             before: [1, 1, 1], after: [1, 1, 1],
             message: "attempt to move section 0 to both section 1 and section 2"),
        Case(name: "V20 one item to two", operations: ["move 0-0 -> 0-1", "move 0-0 -> 0-2"], before: [3], after: [3],
             message: "attempt to move item at index path \(path) 0 - 0} to both \(path) 0 - 1} and \(path) 0 - 2}"),
        Case(name: "V21 two sections to one", operations: ["move section 0 -> 2", "move section 1 -> 2"],
             before: [1, 1, 1], after: [1, 1, 1],
             message: "attempt to move both section 0 and section 1 to section 2"),
        Case(name: "V21 two items to one", operations: ["move 0-0 -> 0-2", "move 0-1 -> 0-2"], before: [3], after: [3],
             message: "attempt to move both item at index path \(path) 0 - 0} and \(path) 0 - 1} to \(path) 0 - 2}"),
    ]

    @Test("each per-operation assertion", arguments: perOperation)
    func perOperationAssertion(_ testCase: Case) throws {
        for behavior in testCase.behaviors {
            #expect(Self.message(testCase.operations, testCase.before, testCase.after, behavior) == testCase.message,
                    "\(behavior)")
        }
    }

    /// The description of the error resolving the batch throws, which is the message UIKit prints.
    nonisolated static func message(_ operations: [String], _ before: [Int], _ after: [Int],
                        _ behavior: ValidationBehavior = .modern) -> String? {
        do {
            _ = try BatchUpdate(parsing: operations).resolved(itemCountsBefore: before, itemCountsAfter: after, behavior: behavior)
            return nil
        } catch {
            return String(describing: error)
        }
    }
}
