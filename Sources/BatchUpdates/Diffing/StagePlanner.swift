import Foundation

/// Turns a match and a move plan into stages: one ``BatchUpdateStageKind/combined`` batch when
/// that is provably safe, the staged split otherwise, and section reloads last.
struct StagePlanner<S: Hashable & Sendable, I: Hashable & Sendable> {
    let old: [SnapshotSection<S, I>]
    let new: [SnapshotSection<S, I>]
    let match: SnapshotMatch
    let plan: MovePlan

    func stages() -> [BatchUpdateStage<S, I>] {
        var sequence = StageSequence(startingFrom: old)
        if isCombinedSafe {
            appendCombined(to: &sequence)
        } else {
            appendStaged(to: &sequence)
        }
        sequence.append(.sectionReloads, match.changedSections.map(BatchOperation.reloadSection), endingAt: new)
        return sequence.stages
    }

    /// Whether one batch expresses the change safely (see ``BatchUpdateStageKind/combined``):
    /// no surviving item leaves a deleted section or enters an inserted one, and every moved
    /// section holds the same items in the same order before and after.
    var isCombinedSafe: Bool {
        for s in 0..<match.oldSectionCount where match.sectionNewForOld[s] < 0 {
            if match.oldItems(inSection: s).contains(where: { match.itemNewForOld[$0] >= 0 }) { return false }
        }
        for t in 0..<match.newSectionCount {
            let s = match.sectionOldForNew[t]
            if s < 0 {
                if match.newItems(inSection: t).contains(where: { match.itemOldForNew[$0] >= 0 }) { return false }
            } else if !plan.sectionStays[t], !holdsSameItems(old: s, new: t) {
                return false
            }
        }
        return true
    }

    private func holdsSameItems(old s: Int, new t: Int) -> Bool {
        let oldRange = match.oldItems(inSection: s)
        let newRange = match.newItems(inSection: t)
        return oldRange.count == newRange.count
            && zip(oldRange, newRange).allSatisfy { match.itemOldForNew[$0.1] == $0.0 }
    }

    /// The index path in the old snapshot of old global item `g`.
    func oldIndexPath(ofItem g: Int) -> IndexPath {
        SnapshotMatch.indexPath(ofItem: g, offsets: match.oldOffsets)
    }
}
