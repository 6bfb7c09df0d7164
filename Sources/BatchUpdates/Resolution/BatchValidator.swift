/// UIKit's per-operation assertions in the order of UIKit's update loop, as OpenUXKit decompiles
/// `_endItemAnimations` (OpenUXKit's `UXCollectionView+BatchUpdates.m`): one pass over every
/// delete in descending order, section and item deletes interleaved, a section delete scanning
/// the moves in their order; one pass over every insert in ascending order, a section insert
/// scanning the moves likewise; then each move in its order, checked for range and then against
/// the moves after it. So a batch with two faults gets the message of the one UIKit meets first.
///
/// Item deletes inside deleted sections and item inserts inside inserted sections are dropped,
/// as UIKit drops them, so they are neither counted nor mapped (§2.5), but the layout still
/// receives them. The passes' order decides whether they are checked first: a section delete
/// `(s, NSNotFound)` comes before its items in a descending pass, so item deletes inside it are
/// dropped unchecked; a section insert comes after its items in an ascending pass, so item
/// inserts inside it are range-checked before they are dropped.
///
/// Two checks are the model's own and stay where the crash texts developers quote put them:
/// an item delete (or a reload's delete) against an item move from the same index path (V4),
/// and an item insert (or a reload's insert) against a move to the same index path (V10).
/// OpenUXKit's port has neither.
struct BatchValidator {
    let batch: NormalizedBatch
    let before: [Int]
    let after: [Int]

    /// Every delete UIKit performs (the caller's and the reloads'), descending; every insert,
    /// ascending.
    let deletes: [Position]
    let inserts: [Position]
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
        deletes = batch.allDeletes
        inserts = batch.allInserts
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
        try validateMoves()
    }

    /// Deletes against the counts before the update, descending: V2, V3 and V5 for a section;
    /// V6, V7 and V4 for an item outside the deleted sections.
    private func validateDeletes() throws(BatchUpdateError) {
        // Looked up by binary search rather than hashed: most batches move a few items and
        // delete no section.
        let firstMoveOut = deletedSections.isEmpty ? [:] : firstMove { $0.from.section }
        let itemMoveSources = itemMoves.map(\.from)  // ascending, as the moves are
        for delete in deletes {
            if delete.isWholeSection {
                guard before.indices.contains(delete.section) else {
                    throw .deleteSectionOutOfRange(section: delete.section, sectionCount: before.count)
                }
                if let move = firstMoveOut[delete.section] {
                    throw move.from.isWholeSection ? .deleteAndMoveSameSection(delete.section) : .moveFromDeletedSection(delete.section)
                }
            } else if !deletedSections.contains(delete.section) {
                guard before.indices.contains(delete.section) else {
                    throw .deleteItemFromMissingSection(item: delete.item, section: delete.section, sectionCount: before.count)
                }
                guard (0..<before[delete.section]).contains(delete.item) else {
                    throw .deleteItemOutOfRange(item: delete.item, section: delete.section, itemCount: before[delete.section])
                }
                if Self.sorted(itemMoveSources, contains: delete) { throw .deleteAndMoveSameIndexPath(delete.indexPath) }
            }
        }
    }

    /// Inserts against the counts after the update, ascending: V8, V9 and V11 for a section;
    /// V12, V13 and V10 for an item. A reload's insert that lands below item 0 passes, as it
    /// passes UIKit's signed comparison (a warning reports it); the caller's own negative item
    /// does not.
    private func validateInserts() throws(BatchUpdateError) {
        let firstMoveIn = insertedSections.isEmpty ? [:] : firstMove { $0.to.section }
        let itemMoveTargets = itemMoves.map(\.to).sorted()
        let reloadsBelowItemZero = Set(batch.reloadDestinations.filter { !$0.isWholeSection && $0.item < 0 })
        for insert in inserts {
            if insert.isWholeSection {
                guard after.indices.contains(insert.section) else {
                    throw .insertSectionOutOfRange(section: insert.section, sectionCount: after.count)
                }
                if let move = firstMoveIn[insert.section] {
                    throw move.to.isWholeSection ? .insertAndMoveSameSection(insert.section) : .moveIntoInsertedSection(insert.section)
                }
            } else {
                guard after.indices.contains(insert.section) else {
                    throw .insertItemIntoMissingSection(item: insert.item, section: insert.section, sectionCount: after.count)
                }
                guard insert.item < after[insert.section], insert.item >= 0 || reloadsBelowItemZero.contains(insert) else {
                    throw .insertItemOutOfRange(item: insert.item, section: insert.section, itemCount: after[insert.section])
                }
                if Self.sorted(itemMoveTargets, contains: insert) { throw .insertAndMoveSameIndexPath(insert.indexPath) }
            }
        }
    }

    /// The first move, in the order UIKit scans them (ascending by source), for each value of `key`.
    private func firstMove(by key: ((from: Position, to: Position)) -> Int) -> [Int: (from: Position, to: Position)] {
        var first: [Int: (from: Position, to: Position)] = [:]
        for move in batch.moves where first[key(move)] == nil { first[key(move)] = move }
        return first
    }

    /// Each move in order: its range on both sides (V14–V19), then the first later move with the
    /// same source (V20) or the same destination (V21). Exact duplicates are already gone, as
    /// UIKit's loop removes them.
    private func validateMoves() throws(BatchUpdateError) {
        let moves = batch.moves
        // The next move to the same destination: neighbours once sorted by destination, then order.
        var nextToSameDestination = [Int?](repeating: nil, count: moves.count)
        let byDestination = moves.indices.sorted { (moves[$0].to, $0) < (moves[$1].to, $1) }
        for (index, later) in zip(byDestination, byDestination.dropFirst()) where moves[index].to == moves[later].to {
            nextToSameDestination[index] = later
        }
        for (index, move) in moves.enumerated() {
            try validateRange(of: move)
            // Moves are sorted by source, so a later move with the same source is the next one,
            // and it comes before any later move with the same destination.
            if index + 1 < moves.count, moves[index + 1].from == move.from {
                let (from, first, second) = (move.from, move.to, moves[index + 1].to)
                throw from.isWholeSection
                    ? .sectionMovedTwice(section: from.section, firstDestination: first.section, secondDestination: second.section)
                    : .itemMovedTwice(from.indexPath, firstDestination: first.indexPath, secondDestination: second.indexPath)
            }
            if let later = nextToSameDestination[index] {
                let (first, second, to) = (move.from, moves[later].from, move.to)
                throw to.isWholeSection
                    ? .twoSectionsMovedToOne(first: first.section, second: second.section, destination: to.section)
                    : .twoItemsMovedToOne(first: first.indexPath, second: second.indexPath, destination: to.indexPath)
            }
        }
    }

    /// Whether an ascending list holds `position`, by binary search.
    private static func sorted(_ positions: [Position], contains position: Position) -> Bool {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] == position
    }

    private func validateRange(of move: (from: Position, to: Position)) throws(BatchUpdateError) {
        let (from, to) = move
        if from.isWholeSection {
            guard before.indices.contains(from.section) else {
                throw .moveSectionFromOutOfRange(section: from.section, sectionCount: before.count)
            }
            guard after.indices.contains(to.section) else {
                throw .moveSectionToOutOfRange(section: from.section, destination: to.section, sectionCount: after.count)
            }
            return
        }
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
