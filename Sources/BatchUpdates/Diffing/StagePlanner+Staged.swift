import Foundation

extension StagePlanner {
    /// The staged split (see ``BatchUpdateStageKind``): removals, sections, items, emptied
    /// sections; each stage's snapshot is built from the previous one's positions. The removals
    /// ride in the next stage when that is safe (``removalsJoin(_:)``).
    func appendStaged(to sequence: inout StageSequence<S, I>) {
        let layout = StagedLayout(match: match, plan: plan)
        let afterRemovals = snapshotAfterRemovals(layout)
        let afterSections = layout.entries.map { entry -> SnapshotSection<S, I> in
            switch entry {
            case .old(let s): afterRemovals[layout.keptIndex[s]]
            case .inserted(let t): SnapshotSection(id: new[t].id, items: newItems(of: t, survivors: false))
            }
        }
        let afterItems = layout.entries.map { entry -> SnapshotSection<S, I> in
            switch entry {
            case .old(let s) where layout.emptiedLater[s]: SnapshotSection(id: old[s].id, items: [])
            case .old(let s): new[match.sectionNewForOld[s]]
            case .inserted(let t): new[t]
            }
        }
        switch removalsJoin(layout) {
        case .items:
            sequence.append(.items, removals(layout) + itemOperations(layout, fromOld: true), endingAt: afterItems)
        case .sections:
            sequence.append(.sections, removals(layout) + sectionOperations(layout, fromOld: true),
                            endingAt: afterSections)
            sequence.append(.items, itemOperations(layout, fromOld: false), endingAt: afterItems)
        default:  // .removals: a stage of their own
            sequence.append(.removals, removals(layout), endingAt: afterRemovals)
            sequence.append(.sections, sectionOperations(layout, fromOld: false), endingAt: afterSections)
            sequence.append(.items, itemOperations(layout, fromOld: false), endingAt: afterItems)
        }
        let emptied = layout.entries.indices.filter { index in
            if case .old(let s) = layout.entries[index] { return layout.emptiedLater[s] }
            return false
        }
        sequence.append(.emptiedSectionDeletes, emptied.map(BatchOperation.deleteSection), endingAt: new)
    }

    /// Which stage the removals can ride in; `.removals` when they need their own.
    ///
    /// - With the items, when no section is inserted or moved and nothing is reloaded: the batch
    ///   then has no section operation but the deletes of sections without survivors, which is a
    ///   ``BatchUpdateStageKind/combined`` batch without its hazards.
    /// - With the sections, when nothing is reloaded (a section move would shift a reload away
    ///   from where UIKit places it) and no item is deleted from a moved section (UIKit would
    ///   animate it twice or corrupt memory).
    private func removalsJoin(_ layout: StagedLayout) -> BatchUpdateStageKind {
        guard match.changedItems.isEmpty else { return .removals }
        let moved = (0..<match.oldSectionCount).filter { s in
            match.sectionNewForOld[s] >= 0 && !plan.sectionStays[match.sectionNewForOld[s]]
        }
        if moved.isEmpty, !layout.entries.contains(where: { if case .inserted = $0 { true } else { false } }) {
            return .items
        }
        let deletesInMovedSections = moved.contains { s in
            match.oldItems(inSection: s).contains { match.itemNewForOld[$0] < 0 }
        }
        return deletesInMovedSections ? .removals : .sections
    }

    /// Kept old sections with their surviving items.
    private func snapshotAfterRemovals(_ layout: StagedLayout) -> [SnapshotSection<S, I>] {
        (0..<match.oldSectionCount).filter { layout.keptIndex[$0] >= 0 }.map { s in
            let range = match.oldItems(inSection: s)
            guard range.contains(where: { match.itemNewForOld[$0] < 0 }) else { return old[s] }
            let items = zip(old[s].items, range).compactMap { match.itemNewForOld[$0.1] >= 0 ? $0.0 : nil }
            return SnapshotSection(id: old[s].id, items: items)
        }
    }

    /// The items of new section `t` that survive (or, with `survivors` false, that are new).
    private func newItems(of t: Int, survivors: Bool) -> [I] {
        zip(new[t].items, match.newItems(inSection: t)).compactMap { id, j in
            (match.itemOldForNew[j] >= 0) == survivors ? id : nil
        }
    }

    /// Deletes of sections with no survivors, deletes of items elsewhere, reloads at old paths.
    private func removals(_ layout: StagedLayout) -> [BatchOperation] {
        var operations = (0..<match.oldSectionCount).filter { layout.keptIndex[$0] < 0 }
            .map(BatchOperation.deleteSection)
        for s in 0..<match.oldSectionCount where layout.keptIndex[s] >= 0 {
            let base = match.oldOffsets[s]
            for g in match.oldItems(inSection: s) where match.itemNewForOld[g] < 0 {
                operations.append(.deleteItem(IndexPath(item: g - base, section: s)))
            }
        }
        return operations + match.changedItems.map { .reloadItem(oldIndexPath(ofItem: $0)) }
    }

    /// Inserted sections at their indexes in ``StagedLayout/entries``, then moved sections from
    /// their index after removals (or, `fromOld`, before them, when the removals share the batch).
    private func sectionOperations(_ layout: StagedLayout, fromOld: Bool) -> [BatchOperation] {
        var inserts: [BatchOperation] = []
        var moves: [BatchOperation] = []
        for (index, entry) in layout.entries.enumerated() {
            switch entry {
            case .inserted: inserts.append(.insertSection(index))
            case .old(let s):
                let t = match.sectionNewForOld[s]
                if t >= 0, !plan.sectionStays[t] {
                    moves.append(.moveSection(from: fromOld ? s : layout.keptIndex[s], to: index))
                }
            }
        }
        return inserts + moves
    }

    /// New items of surviving sections, then every moving item from where the sections stage left
    /// it (or, `fromOld`, from the old snapshot, when the removals share the batch and there was
    /// no sections stage).
    private func itemOperations(_ layout: StagedLayout, fromOld: Bool) -> [BatchOperation] {
        var inserts: [BatchOperation] = []
        var moves: [BatchOperation] = []
        for (index, entry) in layout.entries.enumerated() {
            let t: Int
            switch entry {
            case .old(let s) where layout.emptiedLater[s]: continue
            case .old(let s): t = match.sectionNewForOld[s]
            case .inserted(let inserted): t = inserted
            }
            let base = match.newOffsets[t]
            for j in match.newItems(inSection: t) {
                let g = match.itemOldForNew[j]
                let destination = IndexPath(item: j - base, section: index)
                if g < 0 {
                    if case .old = entry { inserts.append(.insertItem(destination)) }
                } else if !plan.itemStays[j] {
                    let source = fromOld ? oldIndexPath(ofItem: g)
                        : IndexPath(item: layout.survivorRank[g],
                                    section: layout.entryIndex[match.oldSection(ofItem: g)])
                    moves.append(.moveItem(from: source, to: destination))
                }
            }
        }
        return inserts + moves
    }
}
