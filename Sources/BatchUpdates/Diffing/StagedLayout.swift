/// Where sections and items sit in the intermediate snapshots of a staged diff
/// (``BatchUpdateStageKind/removals`` → ``BatchUpdateStageKind/sections`` →
/// ``BatchUpdateStageKind/items`` → ``BatchUpdateStageKind/emptiedSectionDeletes``).
///
/// - After removals, the old sections that are kept (surviving ones, and deleted ones that still
///   hold surviving items: "emptied" later) hold their surviving items, in old order.
/// - After sections, the section list is ``entries``: the new sections in new order, with each
///   emptied-later section placed so that the sections that do not move (staying survivors and
///   emptied-later ones) keep their old relative order, which is what UIKit's fill expects.
/// - After items, the same list holds the new items; emptied-later sections are empty.
struct StagedLayout {
    /// A section of the snapshots after the sections stage.
    enum Entry {
        /// An old section (surviving, or to be deleted once emptied), by its old index.
        case old(Int)
        /// A new section inserted by the sections stage, by its new index.
        case inserted(Int)
    }

    /// For each old section: its index after removals, or -1 when the removals stage deletes it.
    private(set) var keptIndex: [Int]
    /// For each old section: whether it is deleted only after its surviving items move out.
    private(set) var emptiedLater: [Bool]
    /// For each old item (global): its index within its section after removals, or -1 if deleted.
    private(set) var survivorRank: [Int]
    /// The sections after the sections stage (and after the items stage), in order.
    private(set) var entries: [Entry] = []
    /// For each old section: its index in ``entries``, or -1.
    private(set) var entryIndex: [Int]

    init(match: SnapshotMatch, plan: MovePlan) {
        keptIndex = Array(repeating: -1, count: match.oldSectionCount)
        emptiedLater = Array(repeating: false, count: match.oldSectionCount)
        survivorRank = Array(repeating: -1, count: match.itemNewForOld.count)
        entryIndex = Array(repeating: -1, count: match.oldSectionCount)
        var kept = 0
        for s in 0..<match.oldSectionCount {
            var rank = 0
            for g in match.oldItems(inSection: s) where match.itemNewForOld[g] >= 0 {
                survivorRank[g] = rank
                rank += 1
            }
            emptiedLater[s] = match.sectionNewForOld[s] < 0 && rank > 0
            if match.sectionNewForOld[s] >= 0 || rank > 0 {
                keptIndex[s] = kept
                kept += 1
            }
        }
        placeEntries(match: match, plan: plan)
    }

    /// New sections in new order; each emptied-later section goes just before the first staying
    /// section that followed it in the old order (or last).
    private mutating func placeEntries(match: SnapshotMatch, plan: MovePlan) {
        let pending = (0..<match.oldSectionCount).filter { emptiedLater[$0] }
        var next = 0
        for t in 0..<match.newSectionCount {
            let s = match.sectionOldForNew[t]
            guard s >= 0 else {
                entries.append(.inserted(t))
                continue
            }
            if plan.sectionStays[t] {
                while next < pending.count, pending[next] < s {
                    append(.old(pending[next]))
                    next += 1
                }
            }
            append(.old(s))
        }
        for s in pending[next...] { append(.old(s)) }
    }

    private mutating func append(_ entry: Entry) {
        if case .old(let s) = entry { entryIndex[s] = entries.count }
        entries.append(entry)
    }
}
