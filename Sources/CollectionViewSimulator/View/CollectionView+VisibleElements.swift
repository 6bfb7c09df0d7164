import Foundation

/// What is on screen, as of the last layout pass (and, for the presentation, as the views show it
/// now); getters never lay out, ``layoutIfNeeded()`` does.
extension CollectionView {
    /// The index paths of the items on screen as of the last layout pass, ascending.
    public var indexPathsForVisibleItems: [IndexPath] {
        state.visibleItems
    }

    /// The index paths of the supplementary views of `kind` on screen, ascending.
    public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
        state.visibleSupplementaryElements.filter { $0.category == .supplementaryView && $0.kind == kind }.map(\.indexPath)
    }

    /// The index paths of the decoration views of `kind` on screen, ascending.
    public func indexPathsForVisibleDecorationElements(ofKind kind: String) -> [IndexPath] {
        state.visibleSupplementaryElements.filter { $0.category == .decorationView && $0.kind == kind }.map(\.indexPath)
    }

    /// Copies of the attributes of every element on screen as of the last layout pass. A getter
    /// never lays out (call ``layoutIfNeeded()`` first for a pending change).
    public var layoutAttributesForVisibleElements: [CollectionViewLayoutAttributes] {
        let bounds = bounds
        return engine.state.visibleAttributes.values.filter { $0.isShown(in: bounds) }.map { $0.snapshot() }
    }

    /// Offset, content size and what is on screen as of the last layout pass. Like every getter it
    /// never lays out, so reading it inside a batch leaves the batch's "before" alone; call
    /// ``layoutIfNeeded()`` first to see a pending change.
    public var state: CollectionViewState {
        CollectionViewState(contentOffset: contentOffset, contentSize: contentSize, shown: engine.shownElements(in: bounds))
    }

    /// Copies of the attributes of every element on screen as its view shows them now: the layout's
    /// as of the last layout pass, or, for a view still animating, its animation's values at the
    /// current time. A getter never lays out.
    public var presentationAttributesForVisibleElements: [CollectionViewLayoutAttributes] {
        let stored = engine.state.visibleAttributes
        var shown: [CollectionViewLayoutAttributes] = []
        let presented = presentedVisibleElements
        shown.reserveCapacity(presented.count)
        for (key, attributes) in presented {
            // A running view's values are already a new copy; only the stored attributes need one.
            shown.append(stored[key] === attributes ? attributes.snapshot() : attributes)
        }
        return shown
    }

    /// What ``presentationAttributesForVisibleElements`` copies, by element: the view's own
    /// attributes for a view at rest, which a reader must not change, for readers in the package
    /// that only compare them (the fuzzer, after every step).
    package var presentedVisibleElements: [(element: ElementID, attributes: CollectionViewLayoutAttributes)] {
        let bounds = bounds, presented = engine.presentedVisibleAttributes()
        var shown: [(element: ElementID, attributes: CollectionViewLayoutAttributes)] = []
        shown.reserveCapacity(presented.count)
        for (key, attributes) in presented where attributes.isShown(in: bounds) {
            shown.append((key, attributes))
        }
        return shown
    }
}
