import CollectionViewSimulator
import Foundation

/// An element as expectations name it: `cell 0-3`, `header 1`, `footer 1`,
/// `supplementary Badge 0-2`, `decoration RowDecoration 0-1`, by its index path after the step, or
/// with ` (before)` by its index path before the step (`cell 0-5 (before)`), the only way to name
/// a deleted element or a reload's outgoing view.
///
/// ```swift
/// ElementName("header 2 (before)")?.indexPath   // [2, 0]
/// ```
public struct ElementName: Sendable, Hashable, LosslessStringConvertible {
    /// Which kind of view.
    public enum Category: Sendable, Hashable {
        /// A cell.
        case cell
        /// A supplementary view of a kind (headers and footers are the flow layout's two kinds).
        case supplementary(kind: String)
        /// A decoration view of a kind.
        case decoration(kind: String)
    }

    /// Which kind of view.
    public var category: Category
    /// The index path, `[section, item]`; a header's or footer's item is 0.
    public var indexPath: IndexPath
    /// Whether ``indexPath`` is the element's index path before the step rather than after.
    public var isBeforeUpdate: Bool

    /// Creates a name.
    public init(_ category: Category, at indexPath: IndexPath, isBeforeUpdate: Bool = false) {
        self.category = category
        self.indexPath = indexPath
        self.isBeforeUpdate = isBeforeUpdate
    }

    /// Parses a name as scenario files write it; `nil` when it is not one.
    public init?(_ description: String) {
        guard case .success(let name) = Self.parse(description) else { return nil }
        self = name
    }

    /// The name as files write it: `cell 0-3`, `header 1 (before)`.
    public var description: String {
        let suffix = isBeforeUpdate ? " (before)" : ""
        let path = "\(indexPath.section)-\(indexPath.item)"
        switch category {
        case .cell: return "cell \(path)\(suffix)"
        case .supplementary(let kind) where indexPath.item == 0 && kind == CollectionView.elementKindSectionHeader:
            return "header \(indexPath.section)\(suffix)"
        case .supplementary(let kind) where indexPath.item == 0 && kind == CollectionView.elementKindSectionFooter:
            return "footer \(indexPath.section)\(suffix)"
        case .supplementary(let kind): return "supplementary \(kind) \(path)\(suffix)"
        case .decoration(let kind): return "decoration \(kind) \(path)\(suffix)"
        }
    }
}
