import BatchUpdates
import TestSupport

/// Two random snapshots of string identifiers and what changed between them, for the diff oracle.
///
/// Each seed switches a handful of features on or off (section deletes, inserts, moves; items
/// moving within and across sections, out of deleted sections and into inserted ones; item and
/// section reloads), so that both single-batch and staged diffs are common. The generator knows
/// nothing of how the diff works: it only decides what the new snapshot looks like.
struct RandomSnapshotPair {
    typealias Snapshot = [SnapshotSection<String, String>]

    var old: Snapshot
    var new: Snapshot
    var changedItems: Set<String>
    var changedSections: Set<String>

    init(seed: UInt64) {
        var rng = SeededGenerator(seed: seed)
        var features = Set<Feature>()
        for feature in Feature.allCases where Bool.random(using: &rng) { features.insert(feature) }
        old = Self.randomSnapshot(using: &rng)
        let newSectionIDs = Self.newSectionOrder(old.map(\.id), features: features, using: &rng)
        new = Self.newSnapshot(old: old, sectionIDs: newSectionIDs, features: features, using: &rng)
        changedItems = []
        changedSections = []
        if features.contains(.reloads) {
            changedItems = Set(old.flatMap(\.items).filter { _ in Int.random(in: 0..<100, using: &rng) < 15 })
            changedItems.insert("not-an-item")
        }
        if features.contains(.sectionReloads) {
            changedSections = Set(old.map(\.id).filter { _ in Int.random(in: 0..<100, using: &rng) < 30 })
        }
    }

    /// The pair of `seed` with every item of one side removed, its sections kept: every item is
    /// new (`.old` emptied) or every item goes (`.new` emptied), sections still deleted, inserted,
    /// moved and reloaded; the changed items are the survivors' (none) plus the old ones.
    init(seed: UInt64, emptying side: Side) {
        self.init(seed: seed)
        switch side {
        case .old: old = old.map { SnapshotSection(id: $0.id, items: []) }
        case .new: new = new.map { SnapshotSection(id: $0.id, items: []) }
        }
    }

    /// One snapshot of the pair.
    enum Side: CaseIterable {
        case old, new
    }

    enum Feature: CaseIterable {
        case deleteSections, insertSections, moveSections, moveItems, crossSectionMoves, reloads, sectionReloads
    }

    private static func randomSnapshot(using rng: inout SeededGenerator) -> Snapshot {
        (0..<Int.random(in: 0...5, using: &rng)).map { s in
            SnapshotSection(id: "s\(s)", items: (0..<Int.random(in: 0...8, using: &rng)).map { "i\(s)-\($0)" })
        }
    }

    private static func newSectionOrder(_ ids: [String], features: Set<Feature>, using rng: inout SeededGenerator) -> [String] {
        var order = ids.filter { _ in !features.contains(.deleteSections) || Int.random(in: 0..<100, using: &rng) >= 30 }
        if features.contains(.moveSections), order.count > 1 {
            for _ in 0..<Int.random(in: 1...2, using: &rng) {
                let id = order.remove(at: Int.random(in: order.indices, using: &rng))
                order.insert(id, at: Int.random(in: 0...order.count, using: &rng))
            }
        }
        if features.contains(.insertSections) {
            for n in 0..<Int.random(in: 1...2, using: &rng) {
                order.insert("n\(n)", at: Int.random(in: 0...order.count, using: &rng))
            }
        }
        return order
    }

    private static func newSnapshot(old: Snapshot, sectionIDs: [String], features: Set<Feature>,
                                     using rng: inout SeededGenerator) -> Snapshot {
        var items: [String: [String]] = [:]
        var arrivals: [String: [String]] = [:]
        for section in old {
            let survives = sectionIDs.contains(section.id)
            for id in section.items where Int.random(in: 0..<100, using: &rng) >= 15 {
                let crosses = features.contains(.crossSectionMoves) && Int.random(in: 0..<100, using: &rng) < 20
                if survives && !crosses {
                    items[section.id, default: []].append(id)
                } else if features.contains(.crossSectionMoves), let target = sectionIDs.randomElement(using: &rng) {
                    arrivals[target, default: []].append(id)
                }
            }
        }
        var fresh = 0
        return sectionIDs.map { id in
            var list = items[id] ?? []
            if features.contains(.moveItems), list.count > 1 {
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    let item = list.remove(at: Int.random(in: list.indices, using: &rng))
                    list.insert(item, at: Int.random(in: 0...list.count, using: &rng))
                }
            }
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                fresh += 1
                list.insert("f\(id)-\(fresh)", at: Int.random(in: 0...list.count, using: &rng))
            }
            for item in arrivals[id] ?? [] { list.insert(item, at: Int.random(in: 0...list.count, using: &rng)) }
            return SnapshotSection(id: id, items: list)
        }
    }
}
