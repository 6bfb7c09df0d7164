import BatchUpdates
import Foundation
import TimelineOutput

/// `batchsim diff`: computes the batch (or staged batches) that turn one snapshot of identifiers
/// into another, as a diffable data source would, and checks every stage against UIKit's rules.
@MainActor enum DiffCommand {
    static let usage = """
        Usage: batchsim diff --old SNAPSHOT --new SNAPSHOT [--changed IDS] [--behavior modern|classic]

        Diffs two snapshots of item identifiers into the batch updates UIKit should be given: real
        moves (minimal: a longest increasing subsequence of each section's survivors stays put),
        reloads for changed items, and stages where one batch cannot express the change safely.
        Every stage is then resolved as UIKit would; exits 1 if one is rejected.

        Options:
          --old SNAPSHOT    Sections separated by '|', identifiers by commas or spaces: "a,b,c|d".
                            Name the sections to give them identity: "A: a b c | B: d" (then every
                            section needs a name); unnamed sections are matched by position.
          --new SNAPSHOT    The snapshot after the update, in the same form.
          --changed IDS     Identifiers whose content changed (reloaded if they survive): "b,d".
          --behavior NAME   modern (iOS 16.4 and later, the default) or classic.
          -h, --help        Show this help.

        Example:
          batchsim diff --old "a,b,c|d" --new "c,a,e|d,b" --changed d
        """

    static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        BatchSimCommandLine.command(arguments, usage: usage, stdout: stdout, stderr: stderr, parse: { arguments throws(ArgumentScanner.UsageError) in
            let scan = try ArgumentScanner(arguments, valued: ["--old", "--new", "--changed", "--behavior"], flags: [])
            guard scan.positional.isEmpty else { throw ArgumentScanner.UsageError(message: "unexpected argument '\(scan.positional[0])'") }
            return try Request(scan)
        }, body: { request in
            do {
                return report(try request.diff(), behavior: request.behavior, stdout: stdout)
            } catch {
                return BatchSimCommandLine.usageError(String(describing: error), usage: usage, stderr: stderr)
            }
        })
    }

    private static func report(_ diff: StagedBatchUpdate<String, String>, behavior: ValidationBehavior,
                               stdout: any TextOutput) -> ExitCode {
        stdout.write(diff.description)
        if !diff.description.hasSuffix("\n") { stdout.line() }
        for (index, stage) in diff.stages.enumerated() {
            do {
                let resolved = try stage.resolved(behavior: behavior)
                if !resolved.warnings.isEmpty {
                    stdout.line("stage \(index + 1) is accepted by UIKit but corrupts it: \(resolved.warnings)")
                    return .failure
                }
            } catch {
                stdout.line("stage \(index + 1) is rejected by UIKit: \(error)")
                return .failure
            }
        }
        stdout.line("Every stage resolves as UIKit would, without error or warning.")
        return .success
    }

    /// The command's arguments, checked.
    struct Request {
        let old: [(name: String?, items: [String])]
        let new: [(name: String?, items: [String])]
        let changed: Set<String>
        let behavior: ValidationBehavior

        init(_ scan: ArgumentScanner) throws(ArgumentScanner.UsageError) {
            guard let old = scan.options["--old"] else { throw .init(message: "--old is required: a snapshot such as \"a,b,c|d\"") }
            guard let new = scan.options["--new"] else { throw .init(message: "--new is required: a snapshot such as \"c,a|d,b\"") }
            self.old = try Self.snapshot(old, option: "--old")
            self.new = try Self.snapshot(new, option: "--new")
            changed = Set(Self.identifiers(scan.options["--changed"] ?? ""))
            let known = Set((self.old + self.new).flatMap(\.items))
            if let unknown = Self.identifiers(scan.options["--changed"] ?? "").first(where: { !known.contains($0) }) {
                throw .init(message: "--changed: '\(unknown)' is in neither snapshot")
            }
            let behaviorName = scan.options["--behavior"] ?? "modern"
            guard let behavior = ValidationBehavior(rawValue: behaviorName) else {
                throw .init(message: "--behavior takes modern or classic, not '\(behaviorName)'")
            }
            self.behavior = behavior
        }

        /// Named sections keep their names as identity; unnamed ones are matched by position,
        /// which is the same as naming each by its index.
        func diff() throws -> StagedBatchUpdate<String, String> {
            func sections(_ snapshot: [(name: String?, items: [String])]) -> [SnapshotSection<String, String>] {
                snapshot.enumerated().map { SnapshotSection(id: $0.element.name ?? "#\($0.offset)", items: $0.element.items) }
            }
            return try StagedBatchUpdate(from: sections(old), to: sections(new), changedItems: changed)
        }

        private static func snapshot(_ text: String, option: String) throws(ArgumentScanner.UsageError) -> [(name: String?, items: [String])] {
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
            var sections: [(name: String?, items: [String])] = []
            for part in text.split(separator: "|", omittingEmptySubsequences: false) {
                let pieces = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                let name = pieces.count == 2 ? pieces[0].trimmingCharacters(in: .whitespaces) : nil
                if let name, name.isEmpty || name.contains(where: \.isWhitespace) {
                    throw .init(message: "\(option): '\(part.trimmingCharacters(in: .whitespaces))' has an empty or spaced section name before ':'")
                }
                sections.append((name, identifiers(String(pieces.last ?? ""))))
            }
            return sections
        }

        private static func identifiers(_ text: String) -> [String] {
            text.split(whereSeparator: { $0 == "," || $0.isWhitespace }).map(String.init)
        }
    }
}
