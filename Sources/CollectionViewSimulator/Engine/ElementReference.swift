import Foundation

/// Names one element of an update to look it up: by its index path after the update, or, with
/// ``Side-swift.enum/before``, by its index path before it — the only way to name a deleted element
/// or the view a reload replaces.
///
/// ```swift
/// animation.attributes(of: .cell(IndexPath(item: 3, section: 0)), at: 0.125)
/// animation.track(of: .cell(before: IndexPath(item: 5, section: 0)))?.fate   // .deleted
/// animation.track(of: .header(1))
/// ```
public struct ElementReference: Sendable, Hashable, CustomStringConvertible {
    /// Which index path names the element.
    public enum Side: Sendable, Hashable {
        /// The index path after the update.
        case after
        /// The index path before the update.
        case before
    }

    /// Cell, supplementary view or decoration view.
    public var category: CollectionView.ElementCategory
    /// The supplementary or decoration kind; `nil` for a cell.
    public var kind: String?
    /// The index path that names the element, on ``side``.
    public var indexPath: IndexPath
    /// Whether ``indexPath`` is the one after the change or before it.
    public var side: Side

    /// Creates a reference.
    public init(category: CollectionView.ElementCategory, kind: String?, indexPath: IndexPath, side: Side = .after) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.side = side
    }

    /// The cell at `indexPath` after the update.
    public static func cell(_ indexPath: IndexPath) -> ElementReference {
        ElementReference(category: .cell, kind: nil, indexPath: indexPath)
    }

    /// The cell that showed `indexPath` before the update.
    public static func cell(before indexPath: IndexPath) -> ElementReference {
        ElementReference(category: .cell, kind: nil, indexPath: indexPath, side: .before)
    }

    /// The section header of `section` after the update (a flow layout's header: item 0).
    public static func header(_ section: Int) -> ElementReference {
        .supplementary(CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    /// The section footer of `section` after the update.
    public static func footer(_ section: Int) -> ElementReference {
        .supplementary(CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
    }

    /// A supplementary view of `kind` at `indexPath`.
    public static func supplementary(_ kind: String, at indexPath: IndexPath, side: Side = .after) -> ElementReference {
        ElementReference(category: .supplementaryView, kind: kind, indexPath: indexPath, side: side)
    }

    /// A decoration view of `kind` at `indexPath`.
    public static func decoration(_ kind: String, at indexPath: IndexPath, side: Side = .after) -> ElementReference {
        ElementReference(category: .decorationView, kind: kind, indexPath: indexPath, side: side)
    }

    /// Whether `element` is the one named.
    public func matches(_ element: AnimatedElement) -> Bool {
        element.category == category && element.kind == kind
            && (side == .after ? element.indexPathAfterUpdate : element.indexPathBeforeUpdate) == indexPath
    }

    public var description: String {
        Self.name(category: category, kind: kind, indexPath: indexPath) + (side == .before ? " (before)" : "")
    }

    /// `cell 0-3`, `header 1`, `footer 1`, `supplementary KIND 0-2`, `decoration KIND 0-1`.
    static func name(category: CollectionView.ElementCategory, kind: String?, indexPath: IndexPath) -> String {
        switch category {
        case .cell:
            return "cell \(indexPath.compactDescription)"
        case .supplementaryView where kind == CollectionView.elementKindSectionHeader && indexPath.count == 2 && indexPath[1] == 0:
            return "header \(indexPath[0])"
        case .supplementaryView where kind == CollectionView.elementKindSectionFooter && indexPath.count == 2 && indexPath[1] == 0:
            return "footer \(indexPath[0])"
        case .supplementaryView:
            return "supplementary \(kind ?? "") \(indexPath.compactDescription)"
        case .decorationView:
            return "decoration \(kind ?? "") \(indexPath.compactDescription)"
        }
    }
}
