import Foundation
import TimelineOutput

/// How `batchsim fuzz` runs its cases in child processes of the same executable: one child for
/// every layout's seeds, so that a trap (which Swift cannot catch) ends only the child. The parent
/// reports the trap with its layout and seed and starts a new child for the seeds left: the rest
/// of that layout's, then the layouts after it.
///
/// One child for the whole run, not one per layout: a child's start (the runtime, Foundation, the
/// parent's wait for its exit) costs about as much CPU time as 150 steps of fuzzing, and waiting
/// for six children took a third of a default run's wall-clock time.
enum FuzzChildren {
    /// What one child runs: each of `layouts` in order, over `seeds`. The layouts are distinct
    /// (`--layouts` refuses a name twice): a marker names the layout it is for.
    struct Work: Equatable {
        var layouts: [String]
        var seeds: Range<UInt64>
    }

    /// What a child printed, and the signal that ended it (`nil` when it exited).
    struct Outcome {
        var output: String
        var signal: Int32?
    }

    /// The line a child prints before each case, so that the parent knows which one trapped:
    /// the marker, the layout's name, a space and the seed.
    static let caseMarker = "·case "

    /// The marker line for the case of `seed` on `layout`.
    static func markerLine(layout: String, seed: UInt64) -> String {
        "\(caseMarker)\(layout) \(seed)"
    }

    /// Runs `work` in as many children as traps need, passing every line but the markers to
    /// `stdout` in order; the number of findings (each `FAIL` line a child printed, and each trap).
    ///
    /// - Parameters:
    ///   - rerun: The command line that runs one case alone, for a trap's message.
    ///   - launch: Starts a child for some work and waits for it; throws when it cannot start.
    static func run(_ work: Work, stdout: any TextOutput, stderr: any TextOutput,
                    rerun: (_ layout: String, _ seed: UInt64) -> String,
                    launch: (Work) throws -> Outcome) -> Int {
        var findings = 0
        var pending = [work]
        while !pending.isEmpty {
            let next = pending.removeFirst()
            let outcome: Outcome
            do {
                outcome = try launch(next)
            } catch {
                stderr.line("Error: cannot start a child process for \(next.layouts.joined(separator: ", ")): \(error.localizedDescription)")
                return findings + 1
            }
            var last: (layout: String, seed: UInt64)?
            for line in outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                if let marked = parseMarker(line) {
                    last = marked
                } else {
                    stdout.line(String(line))
                    if line.hasPrefix("FAIL ") { findings += 1 }
                }
            }
            guard let signal = outcome.signal else { continue }
            guard let (layout, seed) = last, let index = next.layouts.firstIndex(of: layout) else {
                // No case had started: the child cannot have been running a layout's code.
                stderr.line("Error: a child process for \(next.layouts.joined(separator: ", ")) ended by signal \(signal) before its first case")
                return findings + 1
            }
            findings += 1
            stdout.line("FAIL seed \(seed) (\(layout)): trapped (signal \(signal)); run it alone with: \(rerun(layout, seed))")
            var rest: [Work] = []
            if seed + 1 < next.seeds.upperBound { rest.append(Work(layouts: [layout], seeds: seed + 1..<next.seeds.upperBound)) }
            let after = Array(next.layouts[(index + 1)...])
            if !after.isEmpty { rest.append(Work(layouts: after, seeds: next.seeds)) }
            pending.insert(contentsOf: rest, at: 0)
        }
        return findings
    }

    /// The layout and seed of a marker line, or `nil` for any other line.
    static func parseMarker(_ line: Substring) -> (layout: String, seed: UInt64)? {
        guard line.hasPrefix(caseMarker) else { return nil }
        let fields = line.dropFirst(caseMarker.count).split(separator: " ")
        guard fields.count == 2, let seed = UInt64(fields[1]) else { return nil }
        return (String(fields[0]), seed)
    }
}
