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
    mutating func applying(_ operations: [BatchOperation], behavior: ValidationBehavior) -> [[String]] {
        let batch = BatchUpdate(operations)
        let sources = batch.sectionSources(sectionCountBefore: sections.count)
        let counts = batch.expectedItemCountsAfter(itemCountsBefore: sections.map(\.count))
        guard let resolved = try? batch.resolved(
            itemCountsBefore: sections.map(\.count), itemCountsAfter: counts, behavior: behavior) else {
            return sources.enumerated().map { newSection, source in padded(survivors(of: source, batch), to: counts[newSection]) }
        }
        let reloads = Dictionary(resolved.updateItems.filter { $0.updateAction == .reload }.compactMap { item in
            item.indexPathAfterUpdate.flatMap { after in item.indexPathBeforeUpdate.map { (after, $0) } }
        }, uniquingKeysWith: { first, _ in first })
        return counts.enumerated().map { newSection, count in
            (0..<count).map { item in
                let new = IndexPath(item: item, section: newSection)
                let old = resolved.oldIndexPath(forNew: new) ?? reloads[new] ?? reloadedSection(new, reloads)
                return old.flatMap(identifier(at:)) ?? makeIdentifier()
            }
        }
    }

    /// The items of old section `source` that neither move nor are deleted, in order.
    private func survivors(of source: Int?, _ batch: BatchUpdate) -> [String] {
        guard let source else { return [] }
        return sections[source].indices.filter { !batch.removesItem(at: IndexPath(item: $0, section: source)) }.map { sections[source][$0] }
    }

    /// `items` cut or filled up with generated identifiers to `count`.
    private mutating func padded(_ items: [String], to count: Int) -> [String] {
        Array(items.prefix(count)) + (0..<max(0, count - items.count)).map { _ in makeIdentifier() }
    }

    /// For an item of a reloaded section, the item at the same position in the section before.
    private func reloadedSection(_ new: IndexPath, _ reloads: [IndexPath: IndexPath]) -> IndexPath? {
        let key = IndexPath(indexes: [new.section, NSNotFound])
        return reloads[key].map { IndexPath(item: new.item, section: $0[0]) }
    }

    private func identifier(at indexPath: IndexPath) -> String? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }
}
