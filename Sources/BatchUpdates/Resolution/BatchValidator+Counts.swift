extension BatchValidator {
    /// Whether the section count after the update is the count before plus inserts minus deletes
    /// (section reloads count as one of each, duplicates as many times as recorded).
    var sectionCountAddsUp: Bool {
        after.count == before.count + sectionInsertCount - sectionDeleteCount
    }

    var sectionInsertCount: Int { inserts.lazy.filter(\.isWholeSection).count }
    var sectionDeleteCount: Int { deletes.lazy.filter(\.isWholeSection).count }

    /// The item changes of every section that exists before and after the update, ascending by
    /// its index after the update. Operations whose sections are out of range are not counted:
    /// the per-operation assertions report them.
    ///
    /// A move counts as moved out of its section and into another when the section it leaves
    /// maps to another section than the one it enters. With `byRawSection` (the
    /// ``ValidationBehavior/classicRawMoveCounting`` option) it counts when the two raw section
    /// indexes differ, as OpenUXKit's port counts: after `insert section 0`, `move 1-0 -> 1-1`
    /// leaves old section 1 (new section 2) for new section 1, yet counts as neither.
    func itemChanges(sections: SectionMap, byRawSection: Bool = false) -> [SectionItemChanges] {
        // Counted by section in arrays (a section outside the counts is never read back): one
        // batch may touch every section of a large view.
        var inserted = [Int](repeating: 0, count: after.count), movedIn = inserted
        var deleted = [Int](repeating: 0, count: before.count), movedOut = deleted
        for insert in itemInserts where inserted.indices.contains(insert.section) { inserted[insert.section] += 1 }
        for delete in itemDeletes where deleted.indices.contains(delete.section) { deleted[delete.section] += 1 }
        for (from, to) in itemMoves where before.indices.contains(from.section) && after.indices.contains(to.section)
        && (byRawSection ? from.section : sections.newSection(forOld: from.section)) != to.section {
            movedOut[from.section] += 1
            movedIn[to.section] += 1
        }
        var changes: [SectionItemChanges] = []
        changes.reserveCapacity(after.count)
        for newSection in after.indices {
            guard let oldSection = sections.oldSection(forNew: newSection), before.indices.contains(oldSection) else { continue }
            changes.append(SectionItemChanges(
                sectionBeforeUpdate: oldSection, sectionAfterUpdate: newSection,
                countBefore: before[oldSection], countAfter: after[newSection],
                inserted: inserted[newSection], deleted: deleted[oldSection],
                movedIn: movedIn[newSection], movedOut: movedOut[oldSection]))
        }
        return changes
    }

    /// The classic count checks: the section count, then each section's item count, ascending.
    func validateCountsClassic(_ changes: [SectionItemChanges]) throws(BatchUpdateError) {
        guard sectionCountAddsUp else {
            throw .invalidSectionCount(after: after.count, before: before.count,
                                       inserted: sectionInsertCount, deleted: sectionDeleteCount)
        }
        for change in changes {
            if change.countBefore - change.deleted - change.movedOut < 0 {
                throw .deletedMoreItemsThanExist(section: change.sectionAfterUpdate)
            }
            guard change.addsUp else {
                throw .invalidItemCount(
                    section: change.sectionAfterUpdate, after: change.countAfter, before: change.countBefore,
                    inserted: change.inserted, deleted: change.deleted,
                    movedIn: change.movedIn, movedOut: change.movedOut)
            }
        }
    }
}
