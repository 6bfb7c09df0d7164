import BatchUpdates
import Foundation
import TestSupport

/// The item-level half of a generated batch: the operations on items of sections that stay in
/// place, and those sections' items after the update.
struct ItemPlan {
    var operations: [BatchOperation] = []
    /// The items after the update, keyed by the section's index before it.
    var finalItems: [Int: [String]] = [:]
    var hasReloads = false
}

extension IdentifierModel {
    /// Plans deletes, moves (between staying sections), reloads (only in sections no move touches,
    /// and only when no section moves) and inserts.
    ///
    /// - Parameters:
    ///   - stays: The index after the update of every old section that stays (neither deleted,
    ///     reloaded nor moved).
    func itemPlan(stays: [Int: Int], reloadsAllowed: Bool, using rng: inout SeededGenerator) -> ItemPlan {
        var plan = ItemPlan()
        let final = stays.keys.sorted()
        let itemMoves = Bool.random(using: &rng) && !final.isEmpty
        var removed = Set<IndexPath>()
        var reloaded = Set<IndexPath>()
        var movedInto: [Int: [String]] = [:]
        var touchedByMoves = Set<Int>()
        var moveSources: [String: IndexPath] = [:]
        for section in final {
            for item in sections[section].indices {
                let indexPath = IndexPath(item: item, section: section)
                let roll = Int.random(in: 0..<100, using: &rng)
                if roll < 15 {
                    removed.insert(indexPath)
                    plan.operations.append(.deleteItem(indexPath))
                } else if roll < 27, itemMoves, let target = final.randomElement(using: &rng) {
                    removed.insert(indexPath)
                    movedInto[target, default: []].append(sections[section][item])
                    moveSources[sections[section][item]] = indexPath
                    touchedByMoves.formUnion([section, target])
                }
            }
        }
        for section in final where reloadsAllowed && !touchedByMoves.contains(section) {
            for item in sections[section].indices where !removed.contains(IndexPath(item: item, section: section))
            && Int.random(in: 0..<100, using: &rng) < 12 {
                reloaded.insert(IndexPath(item: item, section: section))
            }
        }
        plan.hasReloads = !reloaded.isEmpty
        plan.operations += reloaded.sorted().map(BatchOperation.reloadItem)
        var serial = 0
        for section in final {
            let newSection = stays[section] ?? section
            var items = sections[section].indices.compactMap { item -> String? in
                let indexPath = IndexPath(item: item, section: section)
                if removed.contains(indexPath) { return nil }
                return reloaded.contains(indexPath) ? sections[section][item] + "'" : sections[section][item]
            }
            var incoming = movedInto[section] ?? []
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                serial += 1
                incoming.append("ins\(section)-\(serial)")
            }
            for id in incoming { items.insert(id, at: Int.random(in: 0...items.count, using: &rng)) }
            for (item, id) in items.enumerated() {
                let indexPath = IndexPath(item: item, section: newSection)
                if let source = moveSources[id] { plan.operations.append(.moveItem(from: source, to: indexPath)) }
                else if id.hasPrefix("ins") { plan.operations.append(.insertItem(indexPath)) }
            }
            plan.finalItems[section] = items
        }
        return plan
    }
}
