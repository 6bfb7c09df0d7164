import Foundation
import BatchUpdates
import TimelineOutput

/// `batchsim validate`: resolves a batch written in the compact syntax against item counts, as
/// UIKit does, and prints the update items and the old→new map, or UIKit's message.
@MainActor enum ValidateCommand {
    static let usage = """
        Usage: batchsim validate --before COUNTS --after COUNTS [--behavior modern|classic] OPERATION…

        Validates a batch update as UIKit's performBatchUpdates does and prints the update items in the
        order prepare(forCollectionViewUpdates:) receives them (every recorded operation, as UIKit hands
        them over), the old→new index-path map, and a warning for each hazard UIKit accepts silently;
        for a batch UIKit rejects, prints UIKit's exception message and exits 1.

        Options:
          --before COUNTS     Item count of each section before the update, comma-separated: 8,3
                              (an empty string for no sections).
          --after COUNTS      Item count of each section the data source reports after the update.
          --behavior NAME     modern (iOS 16.4 and later, the default), classic (earlier messages), or
                              classic-raw-moves (classic, counting moves between raw section indexes).
          --strict            Exit 1 when UIKit accepts the batch but it corrupts UIKit (a warning).
          --max-items N       Budget: the most items before the update that the map lists, one by one
                              (default \(defaultMaxItems)); a batch over more is refused before any work.
          -h, --help          Show this help.

        Operations (index paths are section-item):
          "insert 0-1"  "delete 0-1, 0-2"  "reload 1-0"  "move 0-1 -> 2-0"
          "insert section 2"  "delete section 1"  "reload section 0"  "move section 1 -> 3"

        Example:
          batchsim validate --before 8,3 --after 7,3 "delete 0-2" "move 0-1 -> 0-4"
        """

    /// The default of `--max-items`: listing the map of this many items takes a fraction of a second.
    nonisolated static let defaultMaxItems = 1_000_000

    static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        BatchSimCommandLine.command(arguments, usage: usage, stdout: stdout, stderr: stderr, parse: Request.init) { request in
            run(request, stdout: stdout, stderr: stderr)
        }
    }

    /// Runs the request.
    private static func run(_ request: Request, stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        let itemCount = request.before.reduce(0) { total, count in
            let (sum, overflow) = total.addingReportingOverflow(count)
            return overflow ? Int.max : sum
        }
        guard itemCount <= request.maxItems else {
            stderr.line("Error: the sections before the update hold \(itemCount) items, over the budget of \(request.maxItems) items whose map validate lists; raise it with --max-items \(itemCount)")
            return .failure
        }
        do {
            let resolved = try request.batch.resolved(
                itemCountsBefore: request.before, itemCountsAfter: request.after, behavior: request.behavior)
            stdout.write(ResolvedBatchListing(resolved).text)
            return request.strict && !resolved.warnings.isEmpty ? .failure : .success
        } catch {
            stdout.line("Invalid batch: UIKit raises NSInternalInconsistencyException:")
            stdout.line(error.description)
            return .failure
        }
    }

    /// The command's arguments, checked.
    struct Request {
        let before: [Int]
        let after: [Int]
        let behavior: ValidationBehavior
        let strict: Bool
        let maxItems: Int
        let batch: BatchUpdate

        init(_ arguments: [String]) throws(ArgumentScanner.UsageError) {
            let scan = try ArgumentScanner(arguments, valued: ["--before", "--after", "--behavior", "--max-items"],
                                           flags: ["--strict"])
            before = try Self.counts(scan.options["--before"], option: "--before")
            after = try Self.counts(scan.options["--after"], option: "--after")
            let behaviorName = scan.options["--behavior"] ?? "modern"
            guard let behavior = ValidationBehavior(rawValue: behaviorName) else {
                let names = ValidationBehavior.allCases.map(\.rawValue)
                throw .init(message: "--behavior takes \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), not '\(behaviorName)'")
            }
            let budget = scan.options["--max-items"] ?? String(ValidateCommand.defaultMaxItems)
            guard let maxItems = Int(budget), maxItems >= 0 else {
                throw .init(message: "--max-items takes a whole number ≥ 0, not '\(budget)'")
            }
            self.maxItems = maxItems
            self.behavior = behavior
            strict = scan.flags.contains("--strict")
            do {
                batch = try BatchUpdate(parsing: scan.positional)
            } catch {
                throw .init(message: error.description)
            }
        }

        private static func counts(_ text: String?, option: String) throws(ArgumentScanner.UsageError) -> [Int] {
            guard let text else { throw .init(message: "\(option) is required: the item count of each section, as 8,3") }
            if text.trimmingCharacters(in: .whitespaces).isEmpty { return [] }
            var counts: [Int] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let count = Int(part.trimmingCharacters(in: .whitespaces)), count >= 0 else {
                    throw .init(message: "\(option) '\(text)': '\(part)' is not an item count; give whole numbers ≥ 0 separated by commas")
                }
                counts.append(count)
            }
            return counts
        }
    }
}
