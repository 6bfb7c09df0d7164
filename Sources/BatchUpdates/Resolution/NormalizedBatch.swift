import Foundation

/// A batch's operations split by kind and put in the order UIKit processes them, with reloads
/// decomposed into a delete and an insert (Apple's `reloadItems(at:)` documentation; OpenUXKit's
/// `_endItemAnimations`).
///
/// Positions name sections as `(section, NSNotFound)`, so item and section operations of one
/// kind share a list and sort as UIKit sorts `NSIndexPath`s.
struct NormalizedBatch {
    /// The caller's deletes (items and sections), descending.
    var deletes: [Position] = []
    /// The caller's inserts (items and sections), ascending.
    var inserts: [Position] = []
    /// The caller's reloads (items and sections), ascending by their index path before the update.
    var reloads: [Position] = []
    /// Where each reload's insert lands, parallel to `reloads`.
    var reloadDestinations: [Position] = []
    /// Item and section moves, ascending by source, exact duplicates removed: the list UIKit
    /// validates and maps (its move loop removes exact duplicates from a copy).
    var moves: [(from: Position, to: Position)] = []
    /// Item and section moves as recorded, duplicates included, ascending by source: the list
    /// UIKit hands the layout.
    var recordedMoves: [(from: Position, to: Position)] = []
    /// Operations recorded more than once (deletes, inserts, reloads), with their counts.
    var duplicates: [(BatchOperation, Int)] = []

    /// Splits and sorts the operations. Index paths must be two indexes long, and no item index
    /// may be `NSNotFound`.
    ///
    /// Each operation is hashed once, by its kind and position (two integers, not its index
    /// paths), into a table sized for the batch: O(k) expected, plus the sorts' O(k log k).
    init(_ operations: [BatchOperation]) throws(BatchUpdateError) {
        var seenMoves = Set<MoveKey>()
        // For each delete, insert and reload: where it was first recorded, and how many times.
        var counts: [OperationKey: (first: Int, count: Int)] = [:]
        counts.reserveCapacity(operations.count)
        for (index, operation) in operations.enumerated() {
            let key: OperationKey
            switch operation {
            case .insertItem(let indexPath): key = OperationKey(.insert, try Self.position(indexPath, "insertItems(at:)"))
            case .deleteItem(let indexPath): key = OperationKey(.delete, try Self.position(indexPath, "deleteItems(at:)"))
            case .reloadItem(let indexPath): key = OperationKey(.reload, try Self.position(indexPath, "reloadItems(at:)"))
            case .insertSection(let section): key = OperationKey(.insert, .wholeSection(section))
            case .deleteSection(let section): key = OperationKey(.delete, .wholeSection(section))
            case .reloadSection(let section): key = OperationKey(.reload, .wholeSection(section))
            case .moveItem(let from, let to):
                addMove((try Self.position(from, "moveItem(at:to:)"), try Self.position(to, "moveItem(at:to:)")), seen: &seenMoves)
                continue
            case .moveSection(let from, let to):
                addMove((.wholeSection(from), .wholeSection(to)), seen: &seenMoves)
                continue
            }
            switch key.kind {
            case .insert: inserts.append(key.position)
            case .delete: deletes.append(key.position)
            case .reload: reloads.append(key.position)
            }
            counts[key, default: (index, 0)].count += 1
        }
        duplicates = counts.values.filter { $0.count > 1 }.sorted { $0.first < $1.first }.map { (operations[$0.first], $0.count) }
        deletes.sort(by: >)
        inserts.sort()
        reloads.sort()
        moves.sort { $0.from < $1.from }
        recordedMoves.sort { $0.from < $1.from }
    }

    /// Records a move, and keeps it for validating and mapping unless it is an exact duplicate.
    private mutating func addMove(_ move: (from: Position, to: Position), seen: inout Set<MoveKey>) {
        recordedMoves.append(move)
        if seen.insert(MoveKey(from: move.from, to: move.to)).inserted { moves.append(move) }
    }

    /// A delete, insert or reload by its kind and position: equal exactly when the operations are.
    private struct OperationKey: Hashable {
        enum Kind: UInt8 { case insert, delete, reload }
        var kind: Kind
        var position: Position
        init(_ kind: Kind, _ position: Position) {
            self.kind = kind
            self.position = position
        }
    }

    /// A move by its two positions.
    private struct MoveKey: Hashable {
        var from: Position
        var to: Position
    }

    /// The position of an item operation's index path, which must have two indexes and an item
    /// that is not `NSNotFound` (which would make it a section operation).
    private static func position(_ indexPath: IndexPath, _ operation: String) throws(BatchUpdateError) -> Position {
        guard let position = indexPath.position else {
            throw .malformedIndexPath(indexPath, operation: operation)
        }
        if position.isWholeSection { throw .notFoundItem(indexPath, operation: operation) }
        return position
    }
}
