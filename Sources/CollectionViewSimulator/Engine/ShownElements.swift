import Foundation

/// The elements a rectangle shows of the attributes on screen, in ``CollectionViewState``'s
/// order: the items ascending, then the supplementary and decoration elements in element order.
/// A hidden element, or one outside the rectangle, is not shown.
///
/// The engine keeps the last one made with the attributes it was made from
/// (``UpdateEngine/shownElements(in:)``): a change reads the state before and after it, the
/// fuzzer twice a step more, and most of those reads find the screen as the last one left it.
struct ShownElements: Equatable {
    /// The rectangle the elements are shown in.
    let bounds: CGRect
    /// The items shown, ascending.
    let items: [IndexPath]
    /// The supplementary and decoration elements shown, in element order.
    let others: [ElementID]

    /// What `bounds` shows of `visible`, whose keys are their attributes' elements (an invariant
    /// the engine checks).
    @MainActor init(_ visible: [ElementID: CollectionViewLayoutAttributes], in bounds: CGRect) {
        self.bounds = bounds
        // Loops rather than closures: a main-actor closure handed to the standard library checks
        // its executor on every call.
        // One list, sorted once in element order, where the cells come first: each list below is
        // made at its size.
        var shown: [ElementID] = []
        shown.reserveCapacity(visible.count)
        var cellCount = 0
        for (id, element) in visible where element.isShown(in: bounds) {
            shown.append(id)
            if case .cell = id.role { cellCount += 1 }
        }
        // The positions are sorted (as `ElementID.sorted()` orders them), so that the elements are
        // not copied into a sorted array before they are split.
        let order = ElementID.orderedPositions(count: shown.count, element: { shown[$0] }) { shown[$0] < shown[$1] }
        var items: [IndexPath] = [], others: [ElementID] = []
        items.reserveCapacity(cellCount)
        others.reserveCapacity(shown.count - cellCount)
        for position in order {
            let id = shown[position]
            if case .cell = id.role { items.append(id.indexPath) } else { others.append(id) }
        }
        self.items = items
        self.others = others
    }
}

extension CollectionViewLayoutAttributes {
    /// Whether a view with these attributes shows in `rect`: not hidden, and its frame overlaps
    /// the rectangle. The one rule for what is on screen (``ShownElements``, a view's visible
    /// attributes and what its views present).
    func isShown(in rect: CGRect) -> Bool {
        !isHidden && frame.intersects(rect)
    }
}

extension UpdateEngine {
    /// What `bounds` shows of the attributes on screen: the one made last when neither they nor
    /// the rectangle changed since (each load of attributes is a new version,
    /// ``UpdateEngineState/visibleRevision``, and a rollback puts back an older one with its own),
    /// a new one otherwise. Under `BATCHSIM_INTERNAL_CHECKS` a kept one must equal a new one: the
    /// attributes on screen are the engine's own copies, which nothing changes in place.
    ///
    /// Kept beside ``state``, not in it: reading a view's state while the engine holds an access
    /// to its state (a layout or a completion handler asking during a change) writes nothing there.
    func shownElements(in bounds: CGRect) -> ShownElements {
        let revision = state.visibleRevision
        if let kept = keptShownElements, kept.revision == revision, kept.shown.bounds == bounds {
            #if BATCHSIM_INTERNAL_CHECKS
            precondition(kept.shown == ShownElements(state.visibleAttributes, in: bounds),
                         "the attributes on screen changed in place since their elements were listed")
            #endif
            return kept.shown
        }
        let shown = ShownElements(state.visibleAttributes, in: bounds)
        keptShownElements = (revision, shown)
        return shown
    }
}
