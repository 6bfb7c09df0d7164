/// The old↔new section map of a batch: deleted sections map to
/// nothing, moved sections to their destination, and every other surviving section fills the
/// free new sections (neither inserted nor a move's destination) in ascending order.
///
/// When the counts do not add up (a batch UIKit rejects, or one with duplicate operations) the
/// fill stops where either side runs out, and the rest map to nothing.
struct SectionMap: Hashable, Sendable {
    /// For each old section, its new index, or -1.
    private(set) var newForOld: [Int]
    /// For each new section, its old index, or -1.
    private(set) var oldForNew: [Int]

    init(oldCount: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>, moves: [(from: Int, to: Int)]) {
        guard !deleted.isEmpty || !inserted.isEmpty || !moves.isEmpty else {
            // No section operation, as in most batches: each section is itself, as far as both
            // sides reach (the fill below, without a set lookup per section).
            let shared = min(max(oldCount, 0), max(newCount, 0))
            newForOld = Array(0..<shared) + Array(repeating: -1, count: max(oldCount, 0) - shared)
            oldForNew = Array(0..<shared) + Array(repeating: -1, count: max(newCount, 0) - shared)
            return
        }
        newForOld = Array(repeating: -1, count: max(oldCount, 0))
        oldForNew = Array(repeating: -1, count: max(newCount, 0))
        var moveSources = Set<Int>()
        var moveTargets = Set<Int>()
        for (from, to) in moves where newForOld.indices.contains(from) && oldForNew.indices.contains(to) {
            newForOld[from] = to
            oldForNew[to] = from
            moveSources.insert(from)
            moveTargets.insert(to)
        }
        let survivors = newForOld.indices.lazy.filter { !deleted.contains($0) && !moveSources.contains($0) }
        let free = oldForNew.indices.lazy.filter { !inserted.contains($0) && !moveTargets.contains($0) }
        for (old, new) in zip(survivors, free) {
            newForOld[old] = new
            oldForNew[new] = old
        }
    }

    func newSection(forOld section: Int) -> Int? {
        newForOld.indices.contains(section) && newForOld[section] >= 0 ? newForOld[section] : nil
    }

    func oldSection(forNew section: Int) -> Int? {
        oldForNew.indices.contains(section) && oldForNew[section] >= 0 ? oldForNew[section] : nil
    }
}
