import BatchUpdates
import Foundation
import ScenarioRunner

/// Resolving a 10,000-operation batch and mapping every old index path, at 10k, 100k and 1M items
/// in 100 sections. The batch mixes item deletes, inserts, moves within and across
/// sections, and reloads; it is valid by construction.
let resolutionSuite = BenchmarkSuite(
    name: "resolve",
    summary: "resolve a 10,000-operation batch over 10k/100k/1M items in 100 sections, map every old index path"
) { clock in
    print(columns(["items", "resolve (median)", "map all (median)", "total", "per item"], widths: [10, 18, 18, 9]))
    for items in [10_000, 100_000, 1_000_000] {
        let workload = ResolutionWorkload(items: items, sections: 100, operations: 10_000, seed: 7)
        var resolved: ResolvedBatchUpdate?
        let resolveTimes = clock.measure { () -> Int in
            resolved = try? workload.batch.resolved(itemCountsBefore: workload.before, itemCountsAfter: workload.after)
            return resolved?.updateItems.count ?? -1
        }
        guard let resolved else {
            print("\(items): the generated batch was rejected; the workload generator is wrong")
            continue
        }
        let mapTimes = clock.measure { () -> Int in
            var checksum = 0
            for (section, count) in workload.before.enumerated() {
                for item in 0..<count {
                    checksum &+= resolved.newIndexPath(forOld: IndexPath(item: item, section: section))?.item ?? -1
                }
            }
            return checksum
        }
        let total = median(resolveTimes) + median(mapTimes)
        print(columns([String(items), formatDuration(median(resolveTimes)), formatDuration(median(mapTimes)),
                       formatDuration(total), formatDuration(total / Double(items))], widths: [10, 18, 18, 9]))
    }
    resolveGrowth(clock)
}

/// How resolving grows with the number of operations k (goal: O(k log k)): k = 2,500 to 160,000
/// over 1M items, with the exponent between consecutive sizes (1.0 is linear).
private func resolveGrowth(_ clock: BenchmarkClock) {
    print("\nresolve k operations over 1M items in 100 sections: growth with k")
    print(columns(["operations", "resolve (median)", "per operation", "exponent"], widths: [10, 18, 18, 9]))
    var previous: (size: Int, time: Double)?
    for operations in [2_500, 10_000, 40_000, 160_000] {
        let workload = ResolutionWorkload(items: 1_000_000, sections: 100, operations: operations, seed: 7)
        let time = median(clock.measure { () -> Int in
            (try? workload.batch.resolved(itemCountsBefore: workload.before, itemCountsAfter: workload.after))?.updateItems.count ?? -1
        })
        let exponent = previous.map { growthExponent(from: $0, to: (operations, time)) } ?? "-"
        print(columns([String(operations), formatDuration(time), formatDuration(time / Double(operations)), exponent], widths: [10, 18, 18, 9]))
        previous = (operations, time)
    }
}

/// A random valid batch over equal sections: per section, random deletes, moves out (to random
/// sections) and reloads (only in sections no move touches), then inserts and moved-in items at
/// random free slots of the section after the update.
struct ResolutionWorkload {
    let before: [Int]
    var after: [Int]
    var batch = BatchUpdate()

    init(items: Int, sections: Int, operations: Int, seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        before = Array(repeating: items / sections, count: sections)
        after = before
        let perSection = operations / sections
        var incoming: [[IndexPath?]] = Array(repeating: [], count: sections)  // nil: an insert
        var touched = Set<Int>()
        for section in 0..<sections {
            var chosen = Array(0..<before[section]).shuffledPrefix(perSection, using: &rng)
            let deletes = chosen.popLast(perSection * 4 / 10)
            let moves = chosen.popLast(perSection / 10)
            for item in deletes { batch.deleteItems(at: [IndexPath(item: item, section: section)]) }
            for item in moves {
                let target = Int.random(in: 0..<sections, using: &rng)
                incoming[target].append(IndexPath(item: item, section: section))
                touched.formUnion([section, target])
            }
            after[section] -= deletes.count + moves.count
            incoming[section] += Array(repeating: nil, count: perSection * 4 / 10)
        }
        for section in 0..<sections where !touched.contains(section) {
            let deleted = Set(batch.operations.compactMap { if case .deleteItem(let p) = $0, p.section == section { p.item } else { nil } })
            let candidates = (0..<before[section]).filter { !deleted.contains($0) }
            for item in candidates.shuffledPrefix(operations / sections / 10, using: &rng) {
                batch.reloadItems(at: [IndexPath(item: item, section: section)])
            }
        }
        for section in 0..<sections {
            after[section] += incoming[section].count
            let slots = Array(0..<after[section]).shuffledPrefix(incoming[section].count, using: &rng)
            for (source, slot) in zip(incoming[section], slots) {
                let destination = IndexPath(item: slot, section: section)
                if let source { batch.moveItem(at: source, to: destination) } else { batch.insertItems(at: [destination]) }
            }
        }
    }
}

extension Array {
    /// `count` distinct elements in random order (a partial Fisher–Yates shuffle).
    func shuffledPrefix(_ count: Int, using rng: inout some RandomNumberGenerator) -> [Element] {
        var copy = self
        let count = Swift.min(count, copy.count)
        for index in 0..<count { copy.swapAt(index, Int.random(in: index..<copy.count, using: &rng)) }
        return Array(copy.prefix(count))
    }

    /// Removes and returns the last `count` elements.
    mutating func popLast(_ count: Int) -> [Element] {
        let taken = Array(suffix(count))
        removeLast(taken.count)
        return taken
    }
}
