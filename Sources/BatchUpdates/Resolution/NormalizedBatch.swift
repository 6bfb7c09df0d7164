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
    init(_ operations: [BatchOperation]) throws(BatchUpdateError) {
        var seenMoves = Set<[Position]>()
        var counts: [BatchOperation: Int] = [:]
        for operation in operations {
            switch operation {
            case .insertItem(let indexPath): inserts.append(try Self.position(indexPath, "insertItems(at:)"))
            case .deleteItem(let indexPath): deletes.append(try Self.position(indexPath, "deleteItems(at:)"))
            case .reloadItem(let indexPath): reloads.append(try Self.position(indexPath, "reloadItems(at:)"))
            case .insertSection(let section): inserts.append(.wholeSection(section))
            case .deleteSection(let section): deletes.append(.wholeSection(section))
            case .reloadSection(let section): reloads.append(.wholeSection(section))
            case .moveItem(let from, let to):
                let move = (try Self.position(from, "moveItem(at:to:)"), try Self.position(to, "moveItem(at:to:)"))
                recordedMoves.append(move)
                if seenMoves.insert([move.0, move.1]).inserted { moves.append(move) }
                continue
            case .moveSection(let from, let to):
                recordedMoves.append((.wholeSection(from), .wholeSection(to)))
                if seenMoves.insert([.wholeSection(from), .wholeSection(to)]).inserted {
                    moves.append((.wholeSection(from), .wholeSection(to)))
                }
                continue
            }
            counts[operation, default: 0] += 1
        }
        duplicates = operations.uniqued().compactMap { operation in
            counts[operation].flatMap { $0 > 1 ? (operation, $0) : nil }
        }
        deletes.sort(by: >)
        inserts.sort()
        reloads.sort()
        moves.sort { $0.from < $1.from }
        recordedMoves.sort { $0.from < $1.from }
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

extension Sequence where Element: Hashable {
    /// The elements in their first-seen order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
