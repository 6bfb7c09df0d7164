import BatchUpdates
import Foundation

/// The flow layout's own update behaviour: it reports the headers and footers of inserted and
/// deleted sections, which the base class then fades (`flow-layout.md` §1.13; reported sorted, as
/// UIKit's flow layout does).
extension CollectionViewFlowLayout {
    /// The sections inserted (after-update indexes) and deleted (before-update indexes) by an
    /// update, sorted; a reloaded section is both.
    static func sectionsChanged(by updateItems: [CollectionViewUpdateItem]) -> (inserted: [Int], deleted: [Int]) {
        var inserted: Set<Int> = []
        var deleted: Set<Int> = []
        for item in updateItems where item.isSectionUpdate {
            if item.updateAction == .insert || item.updateAction == .reload, let after = item.indexPathAfterUpdate?.first {
                inserted.insert(after)
            }
            if item.updateAction == .delete || item.updateAction == .reload, let before = item.indexPathBeforeUpdate?.first {
                deleted.insert(before)
            }
        }
        return (inserted.sorted(), deleted.sorted())
    }

    /// `IndexPath(item: 0, section: s)` for each of `sections` that has a header (or footer) of
    /// `kind` in `supplementaries`.
    func supplementaryIndexPaths(ofKind kind: String, sections: [Int], in supplementaries: [FlowSupplementaries]) -> [IndexPath] {
        sections.filter { section in
            guard supplementaries.indices.contains(section) else { return false }
            switch kind {
            case CollectionView.elementKindSectionHeader: return supplementaries[section].hasHeader
            case CollectionView.elementKindSectionFooter: return supplementaries[section].hasFooter
            default: return false
            }
        }
        .map { IndexPath(item: 0, section: $0) }
    }
}
