/// UIKit's per-operation assertions, in UIKit's order (uikit-batch-updates.md §3.1–3.2): deletes
/// against the counts before the update, inserts against the counts after it, then moves.
///
/// Item deletes inside deleted sections and item inserts inside inserted sections are dropped
/// here, as UIKit drops them, so they are neither checked nor counted (§2.5).
struct BatchValidator {
    let batch: NormalizedBatch
    let before: [Int]
    let after: [Int]

    /// Sections deleted or inserted, including the halves of section reloads.
    let deletedSections: Set<Int>
    let insertedSections: Set<Int>
    /// Item deletes (with reloads' deletes) outside deleted sections, descending.
    let itemDeletes: [Position]
    /// Item inserts (with reloads' inserts) outside inserted sections, ascending.
    let itemInserts: [Position]
    let sectionMoves: [(from: Int, to: Int)]
    let itemMoves: [(from: Position, to: Position)]

    init(batch: NormalizedBatch, before: [Int], after: [Int]) {
        self.batch = batch
        self.before = before
        self.after = after
        let deletes = batch.allDeletes
        let inserts = batch.allInserts
        deletedSections = Set(deletes.lazy.filter(\.isWholeSection).map(\.section))
        insertedSections = Set(inserts.lazy.filter(\.isWholeSection).map(\.section))
        itemDeletes = deletes.filter { [deletedSections] in !$0.isWholeSection && !deletedSections.contains($0.section) }
        itemInserts = inserts.filter { [insertedSections] in !$0.isWholeSection && !insertedSections.contains($0.section) }
        sectionMoves = batch.moves.filter(\.from.isWholeSection).map { ($0.from.section, $0.to.section) }
        itemMoves = batch.moves.filter { !$0.from.isWholeSection }
    }

    /// Runs every per-operation assertion and throws the first that fails.
    func validateOperations() throws(BatchUpdateError) {
        try validateDeletes()
        try validateInserts()
        try validateMoveRanges()
        try validateMoveDuplicates()
    }

    private func validateDeletes() throws(BatchUpdateError) {
        let sectionMoveSources = Set(sectionMoves.map(\.from))
        let itemMoveSourceSections = Set(itemMoves.map(\.from.section))
        let itemMoveSources = Set(itemMoves.map(\.from))
        for delete in batch.allDeletes where delete.isWholeSection {
            guard before.indices.contains(delete.section) else {
                throw .deleteSectionOutOfRange(section: delete.section, sectionCount: before.count)
            }
            if sectionMoveSources.contains(delete.section) { throw .deleteAndMoveSameSection(delete.section) }
            if itemMoveSourceSections.contains(delete.section) { throw .moveFromDeletedSection(delete.section) }
        }
        for delete in itemDeletes {
            guard before.indices.contains(delete.section) else {
                throw .deleteItemFromMissingSection(item: delete.item, section: delete.section, sectionCount: before.count)
            }
            guard (0..<before[delete.section]).contains(delete.item) else {
                throw .deleteItemOutOfRange(item: delete.item, section: delete.section, itemCount: before[delete.section])
            }
            if itemMoveSources.contains(delete) { throw .deleteAndMoveSameIndexPath(delete.indexPath) }
        }
    }

    private func validateInserts() throws(BatchUpdateError) {
        let sectionMoveTargets = Set(sectionMoves.map(\.to))
        let itemMoveTargetSections = Set(itemMoves.map(\.to.section))
        let itemMoveTargets = Set(itemMoves.map(\.to))
        for insert in batch.allInserts where insert.isWholeSection {
            guard after.indices.contains(insert.section) else {
                throw .insertSectionOutOfRange(section: insert.section, sectionCount: after.count)
            }
            if sectionMoveTargets.contains(insert.section) { throw .insertAndMoveSameSection(insert.section) }
            if itemMoveTargetSections.contains(insert.section) { throw .moveIntoInsertedSection(insert.section) }
        }
        for insert in itemInserts {
            guard after.indices.contains(insert.section) else {
                throw .insertItemIntoMissingSection(item: insert.item, section: insert.section, sectionCount: after.count)
            }
            guard (0..<after[insert.section]).contains(insert.item) else {
                throw .insertItemOutOfRange(item: insert.item, section: insert.section, itemCount: after[insert.section])
            }
            if itemMoveTargets.contains(insert) { throw .insertAndMoveSameIndexPath(insert.indexPath) }
        }
    }

    private func validateMoveRanges() throws(BatchUpdateError) {
        for move in sectionMoves {
            guard before.indices.contains(move.from) else {
                throw .moveSectionFromOutOfRange(section: move.from, sectionCount: before.count)
            }
            guard after.indices.contains(move.to) else {
                throw .moveSectionToOutOfRange(section: move.from, destination: move.to, sectionCount: after.count)
            }
        }
        for (from, to) in itemMoves {
            guard before.indices.contains(from.section) else {
                throw .moveItemFromMissingSection(from.indexPath, sectionCount: before.count)
            }
            guard (0..<before[from.section]).contains(from.item) else {
                throw .moveItemFromOutOfRange(from.indexPath, itemCount: before[from.section])
            }
            guard after.indices.contains(to.section) else {
                throw .moveItemToMissingSection(from.indexPath, destination: to.indexPath, sectionCount: after.count)
            }
            guard (0..<after[to.section]).contains(to.item) else {
                throw .moveItemToOutOfRange(from.indexPath, destination: to.indexPath, itemCount: after[to.section])
            }
        }
    }

    /// V20 (one source, two destinations) then V21 (two sources, one destination), sections first.
    /// Exact duplicate moves were already removed, as UIKit removes them.
    private func validateMoveDuplicates() throws(BatchUpdateError) {
        if let (from, first, second) = Self.firstRepeatedSource(sectionMoves) {
            throw .sectionMovedTwice(section: from, firstDestination: first, secondDestination: second)
        }
        if let (first, second, to) = Self.firstRepeatedDestination(sectionMoves) {
            throw .twoSectionsMovedToOne(first: first, second: second, destination: to)
        }
        if let (from, first, second) = Self.firstRepeatedSource(itemMoves) {
            throw .itemMovedTwice(from.indexPath, firstDestination: first.indexPath, secondDestination: second.indexPath)
        }
        if let (first, second, to) = Self.firstRepeatedDestination(itemMoves) {
            throw .twoItemsMovedToOne(first: first.indexPath, second: second.indexPath, destination: to.indexPath)
        }
    }

    /// The first source named twice in moves sorted by source, with its two destinations.
    private static func firstRepeatedSource<T: Equatable>(_ moves: [(from: T, to: T)]) -> (T, T, T)? {
        zip(moves, moves.dropFirst()).first { $0.0.from == $0.1.from }.map { ($0.0.from, $0.0.to, $0.1.to) }
    }

    /// The first destination named twice, with its two sources in order.
    private static func firstRepeatedDestination<T: Hashable>(_ moves: [(from: T, to: T)]) -> (T, T, T)? {
        var sources: [T: T] = [:]
        for move in moves {
            if let first = sources.updateValue(move.from, forKey: move.to) { return (first, move.from, move.to) }
        }
        return nil
    }
}
