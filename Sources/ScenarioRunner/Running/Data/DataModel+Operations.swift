import BatchUpdates
import Foundation

extension DataModel {
    /// The sections after `operations`, placed exactly as UIKit places them: the batch is resolved
    /// as the engine resolves it (deletes and move sources at index paths before the update,
    /// inserts and move destinations after it, a reload a delete and an insert at the slot UIKit
    /// computes ignoring moves) and each new slot takes the identifier of the old item UIKit maps
    /// to it. A reloaded item or section keeps its identifiers (its contents change, not its
    /// identity); an inserted item gets a generated one; an inserted section holds one generated
    /// item per item the batch inserts into it (UIKit ignores those inserts; here they size the
    /// new section), none otherwise.
    ///
    /// Every section's count is the one UIKit's count check expects (before + inserted + moved in
    /// − deleted − moved out), also for a batch UIKit rejects, so that the rejection is the
    /// per-operation message UIKit gives rather than a count mismatch the data made up. Such a
    /// batch's data keeps each section's surviving items in order.
    ///
    /// Identifiers are carried as runs: no generated identifier is named here, and the work is
    /// in the number of operations, not items. The items of a new section that no operation names
    /// after the update (inserts, move destinations, reloads) keep their old order, so a stretch of
    /// them whose ends map to old items as far apart as they are maps to the old items in between;
    /// stretches are halved until their ends do.
    mutating func applying(_ operations: [BatchOperation], behavior: ValidationBehavior) -> [ItemIdentifiers] {
        resolvingAndApplying(operations, behavior: behavior).sections
    }

    /// ``applying(_:behavior:)``, and the batch of `operations` as it resolved for it (`nil` for a
    /// batch UIKit rejects): the resolution the engine makes of the same batch against these
    /// counts, which it can be offered (``CollectionView/offerResolution(_:behavior:)``).
    mutating func resolvingAndApplying(_ operations: [BatchOperation], behavior: ValidationBehavior)
        -> (sections: [ItemIdentifiers], resolved: ResolvedBatchUpdate?) {
        let batch = BatchUpdate(operations)
        let countsBefore = sections.itemCounts
        let counts = batch.expectedItemCountsAfter(itemCountsBefore: countsBefore)
        guard let resolved = try? batch.resolved(itemCountsBefore: countsBefore, itemCountsAfter: counts, behavior: behavior) else {
            let sources = batch.sectionSources(sectionCountBefore: sections.count)
            return (sources.enumerated().map { newSection, source in padded(survivors(of: source, batch), to: counts[newSection]) }, nil)
        }
        let reloads = Dictionary(resolved.updateItems.filter { $0.updateAction == .reload }.compactMap { item in
            item.indexPathAfterUpdate.flatMap { after in item.indexPathBeforeUpdate.map { (after, $0) } }
        }, uniquingKeysWith: { first, _ in first })
        let named = Dictionary(grouping: resolved.updateItems.compactMap(\.indexPathAfterUpdate).filter { $0.count == 2 }, by: \.section)
        let before = sections
        let placed = counts.enumerated().map { newSection, count in
            let source = { (item: Int) -> IndexPath? in
                let new = IndexPath(item: item, section: newSection)
                let old = resolved.oldIndexPath(forNew: new) ?? (reloads.isEmpty ? nil : reloads[new] ?? Self.reloadedSection(new, reloads))
                return old.flatMap { Self.exists($0, in: before) ? $0 : nil }
            }
            var builder = RunBuilder()
            var start = 0
            // A reload UIKit places below item 0 (`BatchUpdateWarning.reloadBelowFirstItem`) names
            // a slot outside the section: it takes no item here, as in the update's map.
            for item in Set((named[newSection] ?? []).map(\.item)).sorted() where (0..<count).contains(item) {
                builder.add(start..<item, source: source, model: &self)
                builder.add(source(item), model: &self)
                start = item + 1
            }
            builder.add(start..<count, source: source, model: &self)
            return builder.finish(model: &self)
        }
        return (placed, resolved)
    }

    /// The items of old section `source` that neither move nor are deleted, in order.
    private func survivors(of source: Int?, _ batch: BatchUpdate) -> ItemIdentifiers {
        guard let source else { return ItemIdentifiers() }
        let items = sections[source]
        var result = ItemIdentifiers()
        var start = 0
        for removed in batch.removedItems(inSection: source) where items.indices.contains(removed) {
            result.append(contentsOf: items.extracting(start..<removed))
            start = removed + 1
        }
        result.append(contentsOf: items.extracting(start..<items.count))
        return result
    }

    /// `items` cut or filled up with generated identifiers to `count`.
    private mutating func padded(_ items: ItemIdentifiers, to count: Int) -> ItemIdentifiers {
        var result = items.extracting(0..<min(count, items.count))
        result.append(contentsOf: makeIdentifiers(count - result.count))
        return result
    }

    /// For an item of a reloaded section, the item at the same position in the section before.
    private static func reloadedSection(_ new: IndexPath, _ reloads: [IndexPath: IndexPath]) -> IndexPath? {
        let key = IndexPath(indexes: [new.section, NSNotFound])
        return reloads[key].map { IndexPath(item: new.item, section: $0[0]) }
    }

    private static func exists(_ indexPath: IndexPath, in sections: [ItemIdentifiers]) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && sections[indexPath.section].indices.contains(indexPath.item)
    }
}

/// Builds a section item by item from old items and new ones, as runs: consecutive old items of
/// one section become one cut of it, consecutive new items one generated run.
private struct RunBuilder {
    private var result = ItemIdentifiers()
    /// Old items not yet added: a stretch of one section.
    private var old: (section: Int, items: Range<Int>)?
    /// New items not yet added.
    private var new = 0

    /// Adds the old item at `indexPath`, or a new one when it is `nil`.
    mutating func add(_ indexPath: IndexPath?, model: inout DataModel) {
        guard let indexPath else {
            flushOld(model)
            new += 1
            return
        }
        add(indexPath.item..<(indexPath.item + 1), ofSection: indexPath.section, model: &model)
    }

    /// Adds the items `items` of a new section whose old items `source` gives, in order: where
    /// the ends of a stretch map as far apart as they are, the whole stretch at once, otherwise
    /// each half. `items` holds no item an operation names after the update, whose old items keep
    /// their order.
    mutating func add(_ items: Range<Int>, source: (Int) -> IndexPath?, model: inout DataModel) {
        guard let first = items.first else { return }
        let last = items.upperBound - 1
        let (from, to) = (source(first), first == last ? nil : source(last))
        if first == last { return add(from, model: &model) }
        if let from, let to, from.section == to.section, to.item - from.item == last - first {
            return add(from.item..<(to.item + 1), ofSection: from.section, model: &model)
        }
        let middle = first + items.count / 2
        add(first..<middle, source: source, model: &model)
        add(middle..<items.upperBound, source: source, model: &model)
    }

    /// Adds the old items `items` of section `section`.
    private mutating func add(_ items: Range<Int>, ofSection section: Int, model: inout DataModel) {
        flushNew(&model)
        if let old, old.section == section, old.items.upperBound == items.lowerBound {
            self.old = (section, old.items.lowerBound..<items.upperBound)
            return
        }
        flushOld(model)
        old = (section, items)
    }

    /// The section.
    mutating func finish(model: inout DataModel) -> ItemIdentifiers {
        flushOld(model)
        flushNew(&model)
        return result
    }

    private mutating func flushOld(_ model: DataModel) {
        guard let old else { return }
        result.append(contentsOf: model.sections[old.section].extracting(old.items))
        self.old = nil
    }

    private mutating func flushNew(_ model: inout DataModel) {
        guard new > 0 else { return }
        result.append(contentsOf: model.makeIdentifiers(new))
        new = 0
    }
}
