import Foundation

extension StagePlanner {
    /// One ``BatchUpdateStageKind/combined`` batch from the old snapshot to the new one, preceded
    /// by an ``BatchUpdateStageKind/itemReloads`` stage when the reloads cannot ride in it.
    func appendCombined(to sequence: inout StageSequence<S, I>) {
        let reloads = match.changedItems.map { BatchOperation.reloadItem(oldIndexPath(ofItem: $0)) }
        let reloadsJoin = reloadsCanJoinCombined
        if !reloadsJoin { sequence.append(.itemReloads, reloads, endingAt: old) }
        // One array of the exact size: growing it and concatenating the parts copied every
        // operation two or three times, the most of a diff where every item is new.
        var operations: [BatchOperation] = []
        operations.reserveCapacity(combinedOperationCount + (reloadsJoin ? reloads.count : 0))
        appendCombinedDeletes(to: &operations)
        if reloadsJoin { operations += reloads }
        appendCombinedInserts(to: &operations)
        appendCombinedMoves(to: &operations)
        sequence.append(.combined, operations, endingAt: new)
    }

    /// How many operations the combined batch has besides reloads: deleted and inserted sections,
    /// deleted and inserted items of surviving sections, moved sections and items.
    private var combinedOperationCount: Int {
        var count = 0
        for s in 0..<match.oldSectionCount {
            if match.sectionNewForOld[s] < 0 {
                count += 1
            } else {
                count += match.oldItems(inSection: s).count(where: { match.itemNewForOld[$0] < 0 })
            }
        }
        for t in 0..<match.newSectionCount {
            if match.sectionOldForNew[t] < 0 {
                count += 1
                continue
            }
            if !plan.sectionStays[t] { count += 1 }
            count += match.newItems(inSection: t).count(where: { match.itemOldForNew[$0] < 0 || !plan.itemStays[$0] })
        }
        return count
    }

    /// Whether UIKit's move-ignoring placement puts every reload where its item really lands:
    /// no section moves (they shift sections that the placement does not follow), and no item
    /// move leaves or enters a reloaded item's section (it would shift the item within it).
    private var reloadsCanJoinCombined: Bool {
        guard !match.changedItems.isEmpty else { return true }
        guard movedSectionCount == 0 else { return false }
        var left = [Bool](repeating: false, count: match.oldSectionCount)
        var entered = [Bool](repeating: false, count: match.newSectionCount)
        for t in 0..<match.newSectionCount where match.sectionOldForNew[t] >= 0 {
            for j in match.newItems(inSection: t) where match.itemOldForNew[j] >= 0 && !plan.itemStays[j] {
                entered[t] = true
                left[match.oldSection(ofItem: match.itemOldForNew[j])] = true
            }
        }
        return match.changedItems.allSatisfy { g in
            let s = match.oldSection(ofItem: g)
            return !left[s] && !entered[match.sectionNewForOld[s]]
        }
    }

    private var movedSectionCount: Int {
        (0..<match.newSectionCount).count(where: { match.sectionOldForNew[$0] >= 0 && !plan.sectionStays[$0] })
    }

    /// Deleted sections, then deleted items of surviving sections (items of deleted sections go
    /// with their section, as UIKit drops item deletes inside deleted sections). Each section's
    /// index paths are one index path whose item is set: cheaper than building each anew, the
    /// most of a diff where every item goes or every item is new.
    private func appendCombinedDeletes(to operations: inout [BatchOperation]) {
        for s in 0..<match.oldSectionCount where match.sectionNewForOld[s] < 0 {
            operations.append(.deleteSection(s))
        }
        for s in 0..<match.oldSectionCount where match.sectionNewForOld[s] >= 0 {
            let base = match.oldOffsets[s]
            var indexPath = IndexPath(item: 0, section: s)
            for g in match.oldItems(inSection: s) where match.itemNewForOld[g] < 0 {
                indexPath.item = g - base
                operations.append(.deleteItem(indexPath))
            }
        }
    }

    /// Inserted sections (with all their items), then inserted items of surviving sections.
    private func appendCombinedInserts(to operations: inout [BatchOperation]) {
        for t in 0..<match.newSectionCount where match.sectionOldForNew[t] < 0 {
            operations.append(.insertSection(t))
        }
        for t in 0..<match.newSectionCount where match.sectionOldForNew[t] >= 0 {
            let base = match.newOffsets[t]
            var indexPath = IndexPath(item: 0, section: t)
            for j in match.newItems(inSection: t) where match.itemOldForNew[j] < 0 {
                indexPath.item = j - base
                operations.append(.insertItem(indexPath))
            }
        }
    }

    /// Moved sections, then moved items, each from its old index path to its new one. As for
    /// deletes, index paths are set rather than built; only an item that changes section looks
    /// up its old section.
    private func appendCombinedMoves(to operations: inout [BatchOperation]) {
        for t in 0..<match.newSectionCount where match.sectionOldForNew[t] >= 0 && !plan.sectionStays[t] {
            operations.append(.moveSection(from: match.sectionOldForNew[t], to: t))
        }
        guard match.bothSidesHaveItems else { return }
        for t in 0..<match.newSectionCount where match.sectionOldForNew[t] >= 0 {
            let base = match.newOffsets[t]
            let s = match.sectionOldForNew[t]
            let oldRange = match.oldItems(inSection: s)
            var source = IndexPath(item: 0, section: s)
            var destination = IndexPath(item: 0, section: t)
            for j in match.newItems(inSection: t) where match.itemOldForNew[j] >= 0 && !plan.itemStays[j] {
                let g = match.itemOldForNew[j]
                destination.item = j - base
                if oldRange.contains(g) {
                    source.item = g - oldRange.lowerBound
                    operations.append(.moveItem(from: source, to: destination))
                } else {
                    operations.append(.moveItem(from: oldIndexPath(ofItem: g), to: destination))
                }
            }
        }
    }
}
