import Foundation

/// How a view joins and leaves a superview: the one path ``View/addSubview(_:)``, the
/// `insertSubview` methods, ``View/removeFromSuperview()`` and a collection view's own views take,
/// with UIKit's notifications around it.
///
/// A view that changes superview hears, in order: its old superview's `willRemoveSubview(_:)`,
/// its own `willMove(toSuperview:)`, `willMove(toWindow:)` on it and every view under it when its
/// ``View/window`` changes; then the move; then `didMoveToWindow()` on the same views,
/// `didMoveToSuperview()`, and the new superview's `didAddSubview(_:)`. A view reordered within
/// its superview hears nothing, as in UIKit.
extension View {
    /// Puts `view` among the subviews at the index `index` gives for the other subviews (clamped),
    /// moving it from its superview first.
    func place(_ view: View, at index: ([View]) -> Int) {
        guard view.superview !== self else {
            var others = subviews
            others.removeAll { $0 === view }
            others.insert(view, at: min(max(index(others), 0), others.count))
            subviews = others
            return
        }
        view.move(to: self) { superview in
            superview.subviews.insert(view, at: min(max(index(superview.subviews), 0), superview.subviews.count))
        }
    }

    /// Moves the view out of its superview and into `newSuperview` (or into none), calling
    /// `insert` with the new superview to put it in its subviews.
    func move(to newSuperview: View?, insert: (View) -> Void) {
        let oldSuperview = superview
        let oldWindow = window, newWindow = newSuperview?.window
        let movesWindow = oldWindow !== newWindow
        let traits = traitsInTree()
        if oldSuperview != nil { removeConstraintsLeavingWithSubtree() }
        oldSuperview?.willRemoveSubview(self)
        willMove(toSuperview: newSuperview)
        if movesWindow { forEachInTree { $0.willMove(toWindow: newWindow) } }
        oldSuperview?.subviews.removeAll { $0 === self }
        superview = newSuperview
        if let newSuperview { insert(newSuperview) }
        if movesWindow { forEachInTree { $0.didMoveToWindow() } }
        didMoveToSuperview()
        newSuperview?.didAddSubview(self)
        Self.tellTraitChanges(traits)
    }

    /// The traits of the view and of every view under it, top down, to compare after a change.
    func traitsInTree() -> [(view: View, traits: TraitCollection)] {
        var traits: [(view: View, traits: TraitCollection)] = []
        forEachInTree { traits.append(($0, $0.traitCollection)) }
        return traits
    }

    /// Calls `traitCollectionDidChange(_:)` on each view of `before` whose traits are no longer
    /// those it had, in order, the controller of a root view just before its view.
    static func tellTraitChanges(_ before: [(view: View, traits: TraitCollection)]) {
        for (view, previous) in before where view.traitCollection != previous {
            view.owningController?.traitCollectionDidChange(previous)
            view.traitCollectionDidChange(previous)
        }
    }

    /// Replaces the subviews `isReplaced` picks with `views`, back to front, as one block where
    /// the first of them was (at the back when there was none); the other subviews keep their
    /// order. Picked views not in `views` leave (``removeFromSuperview()``), and views of `views`
    /// that are not subviews yet join with the notifications of a move.
    ///
    /// - Parameters:
    ///   - isReplaced: Whether a subview belongs to the block.
    ///   - views: The block's views, back to front.
    func replaceSubviews(where isReplaced: (View) -> Bool, with views: [View]) {
        if isArranged(where: isReplaced, as: views) { return }
        if let arranged = reordered(where: isReplaced, with: views) {
            if !arranged.elementsEqual(subviews, by: ===) { subviews = arranged }
            return
        }
        let blockStart = subviews.firstIndex(where: isReplaced) ?? 0
        let kept = Set(views.map(ObjectIdentifier.init))
        for subview in subviews where isReplaced(subview) && !kept.contains(ObjectIdentifier(subview)) {
            subview.removeFromSuperview()
        }
        for view in views where view.superview !== self {
            view.move(to: self) { $0.subviews.append(view) }
        }
        let others = subviews.filter { !isReplaced($0) && !kept.contains(ObjectIdentifier($0)) }
        let start = min(blockStart, others.count)
        let arranged = Array(others[..<start]) + views + others[start...]
        if !arranged.elementsEqual(subviews, by: ===) { subviews = arranged }
    }

    /// Puts `views`, the same views as the subviews from index `start` on in another order, in
    /// their place: a reordering, so no view joins or leaves and nothing is notified. The subviews
    /// stay as they are (and keep their revision) when they already are `views` there.
    func reorderSubviews(from start: Int, to views: [View]) {
        precondition(start >= 0 && start + views.count <= subviews.count, "a reordering within the subviews")
        guard let first = firstDifference(from: start, to: views) else { return }
        subviews.replaceSubrange((start + first)..<(start + views.count), with: views[first...])
    }

    /// The first offset at which `views` differ from the subviews from `start` on; `nil` when they
    /// do not.
    private func firstDifference(from start: Int, to views: [View]) -> Int? {
        // A loop, not `first(where:)`: a main-actor closure checks its executor on every call.
        let current = subviews
        for offset in views.indices where current[start + offset] !== views[offset] { return offset }
        return nil
    }

    /// Where `views` are, one run of consecutive subviews in order; 0 when there are none, `nil`
    /// when they are not such a run.
    func start(of views: [View]) -> Int? {
        guard let first = views.first else { return 0 }
        let subviews = subviews
        var index = 0
        while index < subviews.count, subviews[index] !== first { index += 1 }
        guard index + views.count <= subviews.count, subviews[index..<(index + views.count)].elementsEqual(views, by: ===) else { return nil }
        return index
    }

    /// Whether the subviews already are what ``replaceSubviews(where:with:)`` would make them: the
    /// picked subviews are `views`, in order, in one run. Identity comparisons over the block, and
    /// `isReplaced` asked only of the subviews outside it: a display pass that moved no view (most
    /// frames of a scroll) then costs no set of every subview.
    private func isArranged(where isReplaced: (View) -> Bool, as views: [View]) -> Bool {
        guard let start = subviews.firstIndex(where: isReplaced) else { return views.isEmpty }
        let end = start + views.count
        guard end <= subviews.count else { return false }
        for offset in views.indices where subviews[start + offset] !== views[offset] { return false }
        return !subviews[end...].contains(where: isReplaced)
    }

    /// The subviews as ``replaceSubviews(where:with:)`` arranges them when the picked subviews are
    /// exactly `views`, each once, so that no view leaves or joins: the common case of a display
    /// pass, found in one pass over the subviews that asks `isReplaced` once per subview. `nil`
    /// when a view would leave or join.
    private func reordered(where isReplaced: (View) -> Bool, with views: [View]) -> [View]? {
        var others: [View] = [], picked = Set<ObjectIdentifier>(minimumCapacity: views.count)
        others.reserveCapacity(subviews.count)
        var blockStart: Int?
        for subview in subviews {
            if isReplaced(subview) {
                if blockStart == nil { blockStart = others.count }
                picked.insert(ObjectIdentifier(subview))
            } else {
                others.append(subview)
            }
        }
        guard picked.count == views.count else { return nil }
        for view in views where picked.remove(ObjectIdentifier(view)) == nil { return nil }
        let start = blockStart ?? 0
        return Array(others[..<start]) + views + others[start...]
    }

    /// Calls `body` on the view and every view under it, depth first, back to front.
    private func forEachInTree(_ body: (View) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInTree(body) }
    }
}
