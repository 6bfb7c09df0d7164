import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("batchsim validate")
@MainActor
struct ValidateCommandTests {
    private func run(_ arguments: [String]) -> (status: ExitCode, stdout: String, stderr: String) {
        let stdout = TextBuffer()
        let stderr = TextBuffer()
        let status = BatchSimCommandLine.run(arguments: ["validate"] + arguments, stdout: stdout, stderr: stderr)
        return (status, stdout.text, stderr.text)
    }

    @Test("a valid batch prints its update items and the folded old→new map")
    func validBatch() {
        let result = run(["--before", "8,3", "--after", "7,3", "delete 0-2", "move 0-1 -> 0-4"])
        #expect(result.status == .success)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            Valid batch: [8, 3] before, [7, 3] after

            Update items, in the order prepare(forCollectionViewUpdates:) receives them:
              delete 0-2
              move 0-1 -> 0-4

            Sections, old → new:
              0 → 0
              1 → 1

            Items, old → new:
              0-0          → 0-0
              0-1          → 0-4  (moved)
              0-2          deleted
              0-3…0-5      → 0-1…0-3
              0-6…0-7      → 0-5…0-6
              1-0…1-2      → 1-0…1-2

            """)
    }

    @Test("an invalid batch prints UIKit's message and exits 1")
    func invalidBatch() {
        let result = run(["--before", "8,3", "--after", "7,3", "delete 0-9"])
        #expect(result.status == .failure)
        #expect(result.stdout == """
            Invalid batch: UIKit raises NSInternalInconsistencyException:
            attempt to delete item 9 from section 0 which only contains 8 items before the update

            """)
    }

    @Test("--behavior classic selects the classic count message")
    func classicBehavior() {
        let result = run(["--before", "3", "--after", "3", "--behavior", "classic", "insert 0-0"])
        #expect(result.status == .failure)
        #expect(result.stdout.contains("Invalid update: invalid number of items in section 0."))
    }

    @Test("sections inserted and deleted, and warnings; --strict turns a warning into a failure")
    func sectionsAndWarnings() {
        let lenient = run(["--before", "2,1", "--after", "1,1,3", "delete 0-0, 0-0", "insert section 2", "insert 0-0"])
        #expect(lenient.status == .success)
        #expect(lenient.stdout.contains("  inserted → 2\n"))
        #expect(lenient.stdout.contains("  warning: 'delete 0-0' is recorded 2 times"))
        let strict = run(["--before", "2,1", "--after", "1,1,3", "--strict", "delete 0-0, 0-0", "insert section 2", "insert 0-0"])
        #expect(strict.status == .failure)
    }

    @Test("the layout's list holds every recorded operation, and a hazard UIKit accepts prints a warning")
    func recordedOperationsAndHazardWarning() {
        let result = run(["--before", "1,1", "--after", "1", "delete section 0", "delete 0-0", "reload 1-0"])
        #expect(result.status == .success)
        #expect(result.stdout.contains("""
            Update items, in the order prepare(forCollectionViewUpdates:) receives them:
              delete 0-0
              delete section 0
              reload 1-0 -> 0--1

            """))
        #expect(result.stdout.contains("  warning: 'reload 1-0' places its insert at 0--1, below item 0"))
        #expect(run(["--before", "1,1", "--after", "1", "--strict", "delete section 0", "delete 0-0", "reload 1-0"]).status == .failure)
    }

    @Test("--behavior classic-raw-moves counts moves between raw section indexes")
    func rawMoveCounting() {
        let arguments = ["--before", "1,1", "--after", "0,2,0", "insert section 0", "move 1-0 -> 1-1"]
        #expect(run(arguments + ["--behavior", "classic"]).status == .success)
        let raw = run(arguments + ["--behavior", "classic-raw-moves"])
        #expect(raw.status == .failure)
        #expect(raw.stdout.contains("Invalid update: invalid number of items in section 1."))
    }

    @Test("the map's budget is checked before any work, names itself and how to raise it")
    func itemBudget() {
        let huge = run(["--before", "9223372036854775807,1", "--after", "9223372036854775807,1", "delete 0-0", "insert 0-0"])
        #expect(huge.status == .failure)
        #expect(huge.stdout.isEmpty)
        #expect(huge.stderr == "Error: the sections before the update hold 9223372036854775807 items, over the budget of 1000000 items whose map validate lists; raise it with --max-items 9223372036854775807\n")
        #expect(run(["--before", "3,3", "--after", "3,3", "--max-items", "5"]).status == .failure)
        #expect(run(["--before", "3,3", "--after", "3,3", "--max-items", "6"]).status == .success)
    }

    @Test("operations at the edge of Int are rejected with a message, never a trap (issue #15)", arguments: [
        (["--before", "5", "--after", "5,0", "reload section 9223372036854775807", "insert section 0"], "Invalid batch"),
        (["--before", "5", "--after", "5", "reload 0-9223372036854775807"], "reloadItems(at:) was given item 9223372036854775807 (NSNotFound)"),
        (["--before", "5", "--after", "6", "insert 0-9223372036854775807"], "insertItems(at:) was given item 9223372036854775807 (NSNotFound)"),
    ])
    func edgeOfInt(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == .failure)
        #expect(result.stdout.contains(message), "\(result.stdout)")
    }

    @Test("malformed input is a usage error that quotes it", arguments: [
        (["--before", "8", "--after", "8", "delete 0-x"], "Error: 'delete 0-x' is not a batch operation: '0-x' is not an index path; write section-item" as String),
        (["--before", "8", "--after", "8", "remove 0-1"], "Error: 'remove 0-1' is not a batch operation: 'remove' is not an operation"),
        (["--after", "8", "delete 0-1"], "Error: --before is required"),
        (["--before", "8,-1", "--after", "8", "delete 0-1"], "Error: --before '8,-1': '-1' is not an item count"),
        (["--before", "8", "--after", "7", "--behaviour", "classic"], "Error: unknown option '--behaviour'; did you mean '--behavior'?"),
        (["--before", "8", "--after", "7", "--behavior", "ios12"], "Error: --behavior takes modern, classic or classic-raw-moves, not 'ios12'"),
        (["--before", "8", "--after", "7", "--max-items", "many"], "Error: --max-items takes a whole number ≥ 0, not 'many'"),
        (["--before", "8", "--after", "7", "move 0-1 0-2"], "Error: 'move 0-1 0-2' is not a batch operation: a move is written"),
    ])
    func usageErrors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == .usage)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("Usage: batchsim validate --before COUNTS --after COUNTS [--behavior modern|classic] OPERATION…\nSee 'batchsim validate --help' for more.\n"))
    }

    @Test("--help explains the command on standard output")
    func help() {
        let result = run(["--help"])
        #expect(result.status == .success)
        #expect(result.stdout.contains("--behavior NAME"))
        #expect(result.stdout.contains("batchsim validate --before 8,3 --after 7,3 \"delete 0-2\" \"move 0-1 -> 0-4\""))
    }
}
