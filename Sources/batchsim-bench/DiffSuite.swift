import BatchUpdates
import Foundation

/// `StagedBatchUpdate` against the standard library's `difference(from:)` + `inferringMoves()`,
/// on the issue's workload (integer identifiers, 4% deleted, 4% inserted, 2% moved) at 10k, 100k
/// and 1M items, in one section and in 100. The standard library's diff is quadratic in the
/// number of changes, so it is measured (with at most 3 runs) only up to 100k items, in one
/// section (it has no notion of sections). Peak memory is one run's rise of `VmHWM` above the
/// resident size before it (``PeakMemory``).
let diffSuite = BenchmarkSuite(
    name: "diff",
    summary: "snapshot diff vs. stdlib difference+inferringMoves (4% del, 4% ins, 2% moved)"
) { clock in
    print("cores: \(ProcessInfo.processInfo.activeProcessorCount); median of \(clock.iterations) runs; peak = VmHWM rise over one run")
    print(["items", "sections", "moved by workload", "diff median", "stages", "moves", "peak",
           "stdlib median", "stdlib moves", "stdlib peak"].joined(separator: " | "))
    for (items, sections) in [(10_000, 1), (100_000, 1), (1_000_000, 1), (10_000, 100), (100_000, 100), (1_000_000, 100)] {
        let workload = DiffWorkload(itemCount: items, sections: sections)
        var row = ["\(items)", "\(sections)", "\(workload.movedCount)"]
        row += measureSnapshotDiff(workload, clock: clock)
        if sections == 1, items <= 100_000 {
            row += measureStandardLibrary(old: workload.old[0], new: workload.new[0], clock: clock)
        } else {
            row += [sections == 1 ? "skipped: quadratic above 100k" : "n/a: no sections", "", ""]
        }
        print(row.joined(separator: " | "))
    }
    print("\nshapes where few items survive, one section (the workloads compared with DifferenceKit, whose figures are in")
    print("the #28 report: it is not a dependency): diff median and ns per item")
    print(["items", "all new", "all new from empty", "all deleted", "50% moved", "10% replaced"].joined(separator: " | "))
    for items in [1_000, 10_000, 100_000] {
        let cells = DiffShape.allCases.map { shape -> String in
            let (old, new) = shape.snapshots(items: items)
            let time = median(clock.measure { try? StagedBatchUpdate<Int, Int>(from: [old], to: [new]) })
            return "\(formatDuration(time)) (\(String(format: "%.0f", time * 1e9 / Double(items))) ns)"
        }
        print((["\(items)"] + cells).joined(separator: " | "))
    }
}

/// One-section diff shapes: every old item replaced by a new one, every item new in a section
/// that was empty, every item deleted (the section stays), half of the positions swapped with a
/// random one, a tenth of the items replaced by new identifiers.
private enum DiffShape: CaseIterable {
    case allNew, allNewFromEmpty, allDeleted, halfMoved, tenthReplaced

    func snapshots(items: Int) -> (old: [Int], new: [Int]) {
        var random = SeededGenerator(seed: 13)
        let old = Array(0..<items)
        switch self {
        case .allNew: return (old, Array(items..<(2 * items)))
        case .allNewFromEmpty: return ([], old)
        case .allDeleted: return (old, [])
        case .halfMoved:
            var new = old
            for index in stride(from: 0, to: items, by: 2) { new.swapAt(index, Int(random.next() % UInt64(items))) }
            return (old, new)
        case .tenthReplaced:
            return (old, old.map { random.next() % 10 == 0 ? items + $0 : $0 })
        }
    }
}

private func measureSnapshotDiff(_ workload: DiffWorkload, clock: BenchmarkClock) -> [String] {
    func diff() -> StagedBatchUpdate<Int, Int>? {
        try? StagedBatchUpdate<Int, Int>(from: workload.old, to: workload.new)
    }
    let peak = PeakMemory.measure(diff)
    let result = diff()
    let times = clock.measure(diff)
    return [formatDuration(median(times)), "\(result?.stages.count ?? -1)", "\(result?.movedItemCount ?? -1)",
            PeakMemory.format(peak)]
}

private func measureStandardLibrary(old: [Int], new: [Int], clock: BenchmarkClock) -> [String] {
    func diff() -> CollectionDifference<Int> {
        new.difference(from: old).inferringMoves()
    }
    let peak = PeakMemory.measure(diff)
    let moves = diff().insertions.count { change in
        if case .insert(_, _, let associated) = change { associated != nil } else { false }
    }
    let times = BenchmarkClock(iterations: min(clock.iterations, 3)).measure(diff)
    return [formatDuration(median(times)), "\(moves)", PeakMemory.format(peak)]
}
