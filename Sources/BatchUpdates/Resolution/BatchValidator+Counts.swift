extension BatchValidator {
    /// Whether the section count after the update is the count before plus inserts minus deletes
    /// (section reloads count as one of each, duplicates as many times as recorded).
    var sectionCountAddsUp: Bool {
        after.count == before.count + sectionInsertCount - sectionDeleteCount
    }

    var sectionInsertCount: Int { batch.allInserts.lazy.filter(\.isWholeSection).count }
    var sectionDeleteCount: Int { batch.allDeletes.lazy.filter(\.isWholeSection).count }

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
        var inserted: [Int: Int] = [:]
        var deleted: [Int: Int] = [:]
        var movedIn: [Int: Int] = [:]
        var movedOut: [Int: Int] = [:]
        for insert in itemInserts { inserted[insert.section, default: 0] += 1 }
        for delete in itemDeletes { deleted[delete.section, default: 0] += 1 }
        for (from, to) in itemMoves where before.indices.contains(from.section) && after.indices.contains(to.section)
        && (byRawSection ? from.section : sections.newSection(forOld: from.section)) != to.section {
            movedOut[from.section, default: 0] += 1
            movedIn[to.section, default: 0] += 1
        }
        return after.indices.compactMap { newSection in
            guard let oldSection = sections.oldSection(forNew: newSection) else { return nil }
            return SectionItemChanges(
                sectionBeforeUpdate: oldSection, sectionAfterUpdate: newSection,
                countBefore: before[oldSection], countAfter: after[newSection],
                inserted: inserted[newSection, default: 0], deleted: deleted[oldSection, default: 0],
                movedIn: movedIn[newSection, default: 0], movedOut: movedOut[oldSection, default: 0])
        }
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
