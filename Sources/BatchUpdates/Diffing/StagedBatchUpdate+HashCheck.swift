extension StagedBatchUpdate {
    /// What an apply's check for equal identifiers with different hashes needs from its diff.
    @usableFromInline
    package struct HashCheck: Sendable {
        /// Old and new items matched by `==` whose hashes differ, in new order.
        @usableFromInline package var mismatches: [HashMismatch]
        /// Old items no new item matched (global indexes, ascending): deleted, or equal to a new
        /// item that hashes differently.
        @usableFromInline package var unmatchedOld: [Int]
        /// New items no old item matched (global indexes, ascending).
        @usableFromInline package var unmatchedNew: [Int]

        @inlinable
        init(mismatches: [HashMismatch], unmatchedOld: [Int], unmatchedNew: [Int]) {
            self.mismatches = mismatches
            self.unmatchedOld = unmatchedOld
            self.unmatchedNew = unmatchedNew
        }
    }

    /// The diff of ``init(from:to:changedItems:changedSections:)``, with the hash of every
    /// identifier taken once and compared across each matched pair: a diffable data source's
    /// apply needs both, and hashing again for its check cost it more than the diff.
    ///
    /// - Throws: What ``init(from:to:changedItems:changedSections:)`` throws.
    @inlinable
    package static func checkingHashes(
        from old: [SnapshotSection<SectionID, ItemID>], to new: [SnapshotSection<SectionID, ItemID>],
        changedItems: Set<ItemID> = [], changedSections: Set<SectionID> = []
    ) throws(SnapshotDiffError) -> (diff: Self, check: HashCheck) {
        if changedItems.isEmpty && changedSections.isEmpty && old == new {
            var mismatches: [HashMismatch] = []
            var g = 0
            for (before, after) in zip(old, new) {
                for (a, b) in zip(before.items, after.items) {
                    if a.hashValue != b.hashValue { mismatches.append(HashMismatch(old: g, new: g)) }
                    g += 1
                }
            }
            return (Self(stages: []), HashCheck(mismatches: mismatches, unmatchedOld: [], unmatchedNew: []))
        }
        let match = try SnapshotMatch(old: old, new: new, changedItems: changedItems, changedSections: changedSections,
                                      checkingHashes: true)
        let check = HashCheck(mismatches: match.hashMismatches,
                              unmatchedOld: match.itemNewForOld.indices.filter { match.itemNewForOld[$0] < 0 },
                              unmatchedNew: match.itemOldForNew.indices.filter { match.itemOldForNew[$0] < 0 })
        return (Self(stages: stages(from: old, to: new, match: match)), check)
    }
}
