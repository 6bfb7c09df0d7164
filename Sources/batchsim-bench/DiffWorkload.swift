import BatchUpdates
import ScenarioRunner

/// A benchmark diff on integer identifiers: `sections` sections of equal size before the update;
/// after it, 4% of the items deleted, 4% new ones inserted at random places, and 2% moved to a
/// random place in a random section. Seeded, so every run diffs the same snapshots.
struct DiffWorkload {
    let old: [[Int]]
    let new: [[Int]]
    /// How many items the workload moved: an upper bound on the fewest moves that do the job.
    let movedCount: Int

    init(itemCount: Int, sections: Int, seed: UInt64 = 7) {
        var random = SeededGenerator(seed: seed)
        let perSection = itemCount / sections
        old = (0..<sections).map { Array($0 * perSection..<($0 + 1) * perSection) }
        // Each new item gets a section and a sort key; survivors that stay keep their old index.
        var keyed = [[(key: Double, id: Int)]](repeating: [], count: sections)
        var moved = 0
        for (section, items) in old.enumerated() {
            for (index, id) in items.enumerated() {
                let roll = random.next() % 100
                if roll < 4 { continue }
                if roll < 6 {
                    moved += 1
                    keyed[Int(random.next() % UInt64(sections))].append((random.unit * Double(perSection), id))
                } else {
                    keyed[section].append((Double(index), id))
                }
            }
        }
        var fresh = itemCount
        for _ in 0..<(itemCount * 4 / 100) {
            keyed[Int(random.next() % UInt64(sections))].append((random.unit * Double(perSection), fresh))
            fresh += 1
        }
        new = keyed.map { $0.sorted { $0.key < $1.key }.map(\.id) }
        movedCount = moved
    }
}
