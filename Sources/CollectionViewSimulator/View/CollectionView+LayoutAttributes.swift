import Foundation

/// The view's questions about one element's layout (UIKit's `layoutAttributesForItem(at:)` and
/// `layoutAttributesForSupplementaryElement(ofKind:at:)`), which Apple's documentation says to
/// use instead of asking the layout directly.
extension CollectionView {
    /// The layout's attributes of the item at `indexPath`, in the view's coordinates (the
    /// content's, as the layout's are), or `nil` when the view has no such item (UIKit's
    /// `layoutAttributesForItem(at:)`).
    ///
    /// As UIKit's (and AppKit's twin, whose documentation says so), it lays the view out first when
    /// the layout is invalid — except inside a batch update, whose "before" that would erase —
    /// and then asks the layout. The index path is checked against the view's counts (the data
    /// source's as of the last update), so a deleted item's old path is `nil` after the update.
    /// Where the view mirrors its layout (right to left, a layout whose
    /// `flipsHorizontallyInOppositeLayoutDirection` is `true`), the answer is mirrored as the cell
    /// is shown.
    ///
    /// - Parameter indexPath: The item's index path.
    /// - Returns: A copy of the layout's attributes; `nil` for an index path that names no item or
    ///   when the layout has none.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        prepareForElementQuery()
        let counts = engine.itemCounts
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.item) else { return nil }
        return collectionViewLayout.shownLayoutAttributes(for: .cell(indexPath))?.snapshot()
    }

    /// The layout's attributes of the supplementary view of `kind` at `indexPath`, in the view's
    /// coordinates, or `nil` when the layout has none there (UIKit's
    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`).
    ///
    /// The layout numbers its supplementary views itself, so only the section is checked: an
    /// index path in a section the view does not have is `nil`. Like
    /// ``layoutAttributesForItem(at:)``, it lays the view out first outside a batch update.
    ///
    /// - Parameters:
    ///   - kind: The supplementary view's kind (for example ``elementKindSectionHeader``).
    ///   - indexPath: The index path the layout gives the view.
    /// - Returns: A copy of the layout's attributes, or `nil`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        prepareForElementQuery()
        guard engine.itemCounts.indices.contains(indexPath.section) else { return nil }
        return collectionViewLayout.shownLayoutAttributes(for: .supplementary(kind, at: indexPath))?.snapshot()
    }

    /// Lays the view out, as the element queries do before asking the layout, unless a batch
    /// update is being gathered (its "before" stays as it is).
    private func prepareForElementQuery() {
        guard engine.batchDepth == 0 else { return }
        layoutIfNeeded()
    }
}
