import BatchUpdates
import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

/// `batchsim fuzz`'s child processes, with a launcher that plays a child: it runs its work's cases
/// in order, printing each case's marker, a `FAIL` line for a finding, and stops at a trap.
@Suite("batchsim fuzz's child processes")
struct FuzzChildrenTests {
    /// One case: a layout and a seed.
    private struct Case: Hashable, CustomStringConvertible {
        let layout: String
        let seed: UInt64
        var description: String { "\(layout) \(seed)" }
    }

    /// What a run of `work` did with `traps` and `failures` among its cases.
    private struct Run {
        var launched: [FuzzChildren.Work] = []
        var started: [Case] = []
        var findings = 0
        var stdout = ""
        var stderr = ""
    }

    private func run(_ work: FuzzChildren.Work, traps: Set<Case> = [], failures: Set<Case> = []) -> Run {
        var run = Run()
        let stdout = TextBuffer(), stderr = TextBuffer()
        run.findings = FuzzChildren.run(work, stdout: stdout, stderr: stderr, rerun: { "rerun \($0) \($1)" }) { work in
            run.launched.append(work)
            var output = "child started\n"
            for layout in work.layouts {
                for seed in work.seeds {
                    let fuzzCase = Case(layout: layout, seed: seed)
                    run.started.append(fuzzCase)
                    output += FuzzChildren.markerLine(layout: layout, seed: seed) + "\n"
                    if traps.contains(fuzzCase) { return FuzzChildren.Outcome(output: output + "half a li", signal: 4) }
                    if failures.contains(fuzzCase) { output += "FAIL \(fuzzCase)\n" }
                }
            }
            return FuzzChildren.Outcome(output: output, signal: nil)
        }
        run.stdout = stdout.text
        run.stderr = stderr.text
        return run
    }

    @Test("without a trap, one child runs every layout's seeds, its lines passed on without the markers")
    func oneChild() {
        let work = FuzzChildren.Work(layouts: ["flow", "circle"], seeds: 3..<5)
        let result = run(work, failures: [Case(layout: "circle", seed: 3)])
        #expect(result.launched == [work])
        #expect(result.started.map(\.description) == ["flow 3", "flow 4", "circle 3", "circle 4"])
        #expect(result.stdout == "child started\nFAIL circle 3\n")
        #expect(result.findings == 1)
        #expect(result.stderr.isEmpty)
    }

    @Test("a trap is reported with its layout, seed and rerun command; a new child goes on from the next seed, then the later layouts")
    func trapResumes() {
        let work = FuzzChildren.Work(layouts: ["flow", "circle", "stack"], seeds: 0..<3)
        let result = run(work, traps: [Case(layout: "circle", seed: 1)])
        #expect(result.launched == [work, .init(layouts: ["circle"], seeds: 2..<3), .init(layouts: ["stack"], seeds: 0..<3)])
        #expect(result.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("FAIL") }
                == ["FAIL seed 1 (circle): trapped (signal 4); run it alone with: rerun circle 1"])
        #expect(result.findings == 1)
        // The unfinished line a trap cuts is dropped, not passed on.
        #expect(!result.stdout.contains("half a li"))
    }

    @Test("a trap at a layout's last seed starts no empty child")
    func trapAtLastSeed() {
        let result = run(.init(layouts: ["flow", "circle"], seeds: 0..<2), traps: [Case(layout: "flow", seed: 1), Case(layout: "circle", seed: 1)])
        #expect(result.launched == [.init(layouts: ["flow", "circle"], seeds: 0..<2), .init(layouts: ["circle"], seeds: 0..<2)])
        #expect(result.findings == 2)
    }

    @Test("random traps and findings: every case runs once, in order, no child is empty, each trap and finding is counted (seed printed)",
          arguments: 0..<40)
    func randomTraps(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let layouts = Array(["flow", "circle", "stack", "zoomingLine"].prefix(Int.random(in: 1...4, using: &random)))
        let first = UInt64.random(in: 0..<100, using: &random)
        let work = FuzzChildren.Work(layouts: layouts, seeds: first..<first + UInt64.random(in: 1...6, using: &random))
        let every = layouts.flatMap { layout in work.seeds.map { Case(layout: layout, seed: $0) } }
        let traps = Set(every.filter { _ in random.chance(0.25) })
        let failures = Set(every.filter { !traps.contains($0) && random.chance(0.25) })
        let result = run(work, traps: traps, failures: failures)
        #expect(result.started == every, "seed \(seed)")
        #expect(result.findings == traps.count + failures.count, "seed \(seed)")
        #expect(result.launched.allSatisfy { !$0.layouts.isEmpty && !$0.seeds.isEmpty }, "seed \(seed): \(result.launched)")
        for trap in traps { #expect(result.stdout.contains("FAIL seed \(trap.seed) (\(trap.layout)): trapped"), "seed \(seed)") }
        #expect(result.stderr.isEmpty, "seed \(seed)")
    }

    @Test("a child that cannot start, or ends by a signal before any case, is an error that names its layouts")
    func childErrors() {
        struct CannotStart: Error, LocalizedError { var errorDescription: String? { "no such file" } }
        let stdout = TextBuffer(), stderr = TextBuffer()
        let work = FuzzChildren.Work(layouts: ["flow", "circle"], seeds: 0..<2)
        let findings = FuzzChildren.run(work, stdout: stdout, stderr: stderr, rerun: { _, _ in "" }) { _ in throw CannotStart() }
        #expect(findings == 1)
        #expect(stderr.text == "Error: cannot start a child process for flow, circle: no such file\n")
        let killed = TextBuffer()
        let early = FuzzChildren.run(work, stdout: stdout, stderr: killed, rerun: { _, _ in "" }) { _ in .init(output: "", signal: 9) }
        #expect(early == 1)
        #expect(killed.text == "Error: a child process for flow, circle ended by signal 9 before its first case\n")
    }

    @Test("a marker line names a layout and a seed; other lines are not markers")
    func markers() {
        let line = FuzzChildren.markerLine(layout: "zoomingLine", seed: 18_446_744_073_709_551_615)
        #expect(FuzzChildren.parseMarker(Substring(line)).map { "\($0.layout) \($0.seed)" } == "zoomingLine 18446744073709551615")
        for other in ["FAIL seed 3", "·case flow", "·case flow x", "·case a b 3", "case flow 3"] {
            #expect(FuzzChildren.parseMarker(Substring(other)) == nil, "\(other)")
        }
    }
}
