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
    /// Duplicates are found by the sorts, which put equal operations side by side: a batch
    /// without any (the usual one) is never hashed, so splitting costs the sorts' O(k log k).
    init(_ operations: [BatchOperation]) throws(BatchUpdateError) {
        for operation in operations {
            switch operation {
            case .insertItem(let indexPath): inserts.append(try Self.position(indexPath, "insertItems(at:)"))
            case .deleteItem(let indexPath): deletes.append(try Self.position(indexPath, "deleteItems(at:)"))
            case .reloadItem(let indexPath): reloads.append(try Self.position(indexPath, "reloadItems(at:)"))
            case .insertSection(let section): inserts.append(.wholeSection(section))
            case .deleteSection(let section): deletes.append(.wholeSection(section))
            case .reloadSection(let section): reloads.append(.wholeSection(section))
            case .moveItem(let from, let to):
                recordedMoves.append((try Self.position(from, "moveItem(at:to:)"), try Self.position(to, "moveItem(at:to:)")))
            case .moveSection(let from, let to):
                recordedMoves.append((.wholeSection(from), .wholeSection(to)))
            }
        }
        deletes.sort(by: >)
        inserts.sort()
        reloads.sort()
        // Stable: moves from one source keep the order recorded.
        recordedMoves.sort { $0.from < $1.from }
        moves = Self.removingExactDuplicates(recordedMoves)
        if Self.hasNeighbours(deletes) || Self.hasNeighbours(inserts) || Self.hasNeighbours(reloads) {
            duplicates = try Self.duplicates(in: operations)
        }
    }

    /// Whether a sorted list holds a value twice.
    private static func hasNeighbours(_ sorted: [Position]) -> Bool {
        zip(sorted, sorted.dropFirst()).contains { $0 == $1 }
    }

    /// The moves (sorted by source, stably) without the later copies of an exact duplicate: the
    /// copies share a source, so only moves from one source are compared with each other.
    private static func removingExactDuplicates(_ sorted: [(from: Position, to: Position)]) -> [(from: Position, to: Position)] {
        var kept: [(from: Position, to: Position)] = []
        kept.reserveCapacity(sorted.count)
        var groupStart = 0
        var destinations = Set<Position>()
        for move in sorted {
            if let last = kept.last, last.from != move.from {
                groupStart = kept.count
                destinations.removeAll(keepingCapacity: true)
            }
            let group = kept[groupStart...]
            if group.count < 16 {
                guard !group.contains(where: { $0.to == move.to }) else { continue }
            } else {
                if destinations.isEmpty { destinations.formUnion(group.lazy.map(\.to)) }
                guard destinations.insert(move.to).inserted else { continue }
            }
            kept.append(move)
        }
        return kept
    }

    /// The deletes, inserts and reloads recorded more than once, in the order first recorded,
    /// with their counts: each operation hashed once, by its kind and position (two integers, not
    /// its index paths).
    private static func duplicates(in operations: [BatchOperation]) throws(BatchUpdateError) -> [(BatchOperation, Int)] {
        // For each delete, insert and reload: where it was first recorded, and how many times.
        var counts = [OperationKey: (first: Int, count: Int)](minimumCapacity: operations.count)
        for (index, operation) in operations.enumerated() {
            let key: OperationKey
            switch operation {
            case .insertItem(let indexPath): key = OperationKey(.insert, try Self.position(indexPath, "insertItems(at:)"))
            case .deleteItem(let indexPath): key = OperationKey(.delete, try Self.position(indexPath, "deleteItems(at:)"))
            case .reloadItem(let indexPath): key = OperationKey(.reload, try Self.position(indexPath, "reloadItems(at:)"))
            case .insertSection(let section): key = OperationKey(.insert, .wholeSection(section))
            case .deleteSection(let section): key = OperationKey(.delete, .wholeSection(section))
            case .reloadSection(let section): key = OperationKey(.reload, .wholeSection(section))
            case .moveItem, .moveSection: continue
            }
            counts[key, default: (index, 0)].count += 1
        }
        return counts.values.filter { $0.count > 1 }.sorted { $0.first < $1.first }.map { (operations[$0.first], $0.count) }
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
