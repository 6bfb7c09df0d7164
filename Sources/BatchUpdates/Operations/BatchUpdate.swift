import Foundation

/// The operations of one `performBatchUpdates` call, recorded with UIKit's own method names.
///
/// Record operations in any order, as inside UIKit's `updates` closure, then resolve the batch
/// against the data source's item counts before and after with
/// ``resolved(itemCountsBefore:itemCountsAfter:behavior:)``:
///
/// ```swift
/// var batch = BatchUpdate()
/// batch.deleteItems(at: [IndexPath(item: 2, section: 0)])
/// batch.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0))
/// let resolved = try batch.resolved(itemCountsBefore: [8, 3], itemCountsAfter: [7, 3])
/// print(resolved.updateItems)  // [delete 0-2, move 0-1 -> 0-4]
/// ```
///
/// Recording never traps and never rejects: every check runs when the batch is resolved. A
/// section set holding `NSNotFound` records one operation on section `NSNotFound`, since
/// `IndexSet` cannot enumerate such a set; resolving rejects it as out of range.
public struct BatchUpdate: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The recorded operations, one per index path or section, in the order they were recorded.
    public private(set) var operations: [BatchOperation]

    /// Creates an empty batch: `performBatchUpdates(nil)`.
    public init() {
        operations = []
    }

    /// Creates a batch from operations, for example parsed from the compact syntax.
    public init(_ operations: [BatchOperation]) {
        self.operations = operations
    }

    /// Whether the batch records no operation.
    public var isEmpty: Bool { operations.isEmpty }

    /// Records `insertItems(at:)`: new items at index paths after the update.
    public mutating func insertItems(at indexPaths: [IndexPath]) {
        operations += indexPaths.map(BatchOperation.insertItem)
    }

    /// Records `deleteItems(at:)`: items at index paths before the update.
    public mutating func deleteItems(at indexPaths: [IndexPath]) {
        operations += indexPaths.map(BatchOperation.deleteItem)
    }

    /// Records `reloadItems(at:)`: items named by their index paths before the update. UIKit
    /// decomposes each reload into a delete and an insert.
    public mutating func reloadItems(at indexPaths: [IndexPath]) {
        operations += indexPaths.map(BatchOperation.reloadItem)
    }

    /// Records `moveItem(at:to:)`: from an index path before the update to one after it.
    public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        operations.append(.moveItem(from: indexPath, to: newIndexPath))
    }

    /// Records `insertSections(_:)`: new sections at indexes after the update.
    public mutating func insertSections(_ sections: IndexSet) {
        operations += Self.indexes(of: sections).map(BatchOperation.insertSection)
    }

    /// Records `deleteSections(_:)`: sections at indexes before the update.
    public mutating func deleteSections(_ sections: IndexSet) {
        operations += Self.indexes(of: sections).map(BatchOperation.deleteSection)
    }

    /// Records `reloadSections(_:)`: sections named by their indexes before the update. UIKit
    /// decomposes each into a section delete and a section insert.
    public mutating func reloadSections(_ sections: IndexSet) {
        operations += Self.indexes(of: sections).map(BatchOperation.reloadSection)
    }

    /// Records `moveSection(_:toSection:)`: from a section index before the update to one after it.
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        operations.append(.moveSection(from: section, to: newSection))
    }

    /// The sections of a section set, in ascending order.
    ///
    /// `IndexSet` traps when it enumerates a set that holds `NSNotFound` (`Int.max`); only
    /// `contains(_:)` and `count` are safe on such a set. So a set holding it records one
    /// operation for section `NSNotFound` alone, which resolving rejects with UIKit's range
    /// message (no collection view has that many sections), and nothing traps.
    private static func indexes(of sections: IndexSet) -> [Int] {
        sections.contains(NSNotFound) ? [NSNotFound] : Array(sections)
    }

    /// Records one operation.
    public mutating func append(_ operation: BatchOperation) {
        operations.append(operation)
    }

    /// Records several operations.
    public mutating func append(contentsOf operations: some Sequence<BatchOperation>) {
        self.operations += operations
    }

    public var description: String {
        "[" + operations.map(\.description).joined(separator: ", ") + "]"
    }
}

extension BatchUpdate {
    /// Creates a batch from operations in the compact syntax, e.g. `["delete 0-2", "move 0-1 -> 0-4"]`.
    ///
    /// - Throws: ``CompactSyntaxError`` for the first text that is not an operation.
    public init(parsing texts: [String]) throws(CompactSyntaxError) {
        var operations: [BatchOperation] = []
        for text in texts { operations += try BatchOperation.parse(text) }
        self.init(operations)
    }
}
