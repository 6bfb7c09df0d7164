import Foundation

/// The collection view's views as its subviews, as in UIKit: a cell, supplementary or decoration
/// view joins the collection view's ``View/subviews`` when it is displayed (after the delegate's
/// `willDisplay`, which UIKit's documentation says comes "before adding a cell to its content"),
/// stays while it animates off screen, and when it ends display it stays a hidden subview while it
/// waits in its reuse pool, or leaves the collection view when it is not pooled.
///
/// UIKit keeps a pooled view as a hidden subview rather than removing it (its private
/// "hidden for reuse" state: rdar://39604024, "UICollectionView prefetching can cause display of
/// pages hidden for reuse"; Apple's macOS port of the collection view, UXKit, does the same in
/// `-[UXCollectionView _reuseCell:]`, as OpenUXKit's reading of it,
/// `UXCollectionView+VisibleCells.m`, shows: the recycled view is set `hidden` and stays, and is
/// removed from its superview only when it is not queued). The simulator sets the view's
/// ``View/isHidden``; the attributes it is displayed with next set it again.
///
/// The collection view's own views form one block of its subviews: the hidden pooled views, then
/// the views on screen and animating off, back to front in ``DrawingOrder``. The block stays where
/// its first view was (at the back when the collection view showed nothing yet, as UXKit adds a
/// view below every other subview when no view of its own is under it), so views the app added
/// with ``View/addSubview(_:)`` stay in front of the cells and views sent to the back stay behind
/// them, each keeping its place among the app's own views.
extension UpdateEngine {
    /// Puts a view just displayed among the collection view's subviews: above its other own views
    /// (at the back when it has none); ``arrangeSubviews()`` puts it in its place at the end of
    /// the pass.
    func addSubview(displaying displayed: CollectionReusableView) {
        guard displayed.superview !== view else { return }
        let index = view.subviews.lastIndex(where: isOwnView).map { $0 + 1 } ?? 0
        displayed.move(to: view) { $0.subviews.insert(displayed, at: index) }
    }

    /// Takes a view that ended display off screen: hidden when its pool will keep it, removed from
    /// the collection view otherwise.
    func removeSubview(endingDisplay ended: CollectionReusableView, kind: String) {
        if cells.pools(ended, kind: kind) {
            ended.isHidden = true
        } else if ended.superview === view {
            ended.removeFromSuperview()
        }
    }

    /// Makes the collection view's own subviews exactly its pooled views (hidden, by number), then
    /// its views on screen and animating off in ``DrawingOrder``; the app's subviews keep theirs.
    func arrangeSubviews() {
        let drawn = drawnSubviews()
        // Neither the pools nor the subviews changed since the last pass arranged them: the same pooled block.
        // (`if let` rather than closures: a main-actor closure checks its executor on every call.)
        var kept: SubviewArrangement?
        if let last = lastArrangement, last.poolRevision == cells.poolRevision, last.subviewsRevision == view.subviewsRevision {
            kept = last
        }
        let pooled: [View]
        if let kept { pooled = kept.pooled } else { pooled = pooledSubviewsByNumber() }
        for each in pooled where !each.isHidden { each.isHidden = true }
        if let kept, kept.drawn.elementsEqual(drawn.lazy.map(ObjectIdentifier.init)) { return }
        view.replaceSubviews(where: isOwnView, with: pooled + drawn)
        guard keepsArrangement else { return }
        lastArrangement = SubviewArrangement(poolRevision: cells.poolRevision, subviewsRevision: view.subviewsRevision,
                                             pooled: pooled, drawn: drawn.map(ObjectIdentifier.init))
    }

    /// The views on screen and animating off, back to front in ``DrawingOrder``.
    private func drawnSubviews() -> [View] {
        // Views on screen show distinct elements, and views leaving are named before the update, so
        // no two share a place but leaving views of one element: only those need an order of their
        // own (by number) for the sort to keep. The views on screen go in as the dictionary has them.
        var drawn: [(view: View, place: DrawingOrder)] = []
        drawn.reserveCapacity(cells.onScreen.count + cells.leaving.count)
        for (element, number) in cells.onScreen {
            guard let shown = cells.views[number] else { continue }
            drawn.append((shown, DrawingOrder(zIndex: shown.layer.zPosition, element: element, isNamedBeforeUpdate: false)))
        }
        for (number, leaving) in cells.leaving.sorted(by: { $0.key < $1.key }) {
            guard let leavingView = cells.views[number] else { continue }
            drawn.append((leavingView, DrawingOrder(zIndex: leavingView.layer.zPosition, element: leaving.element, isNamedBeforeUpdate: true)))
        }
        return drawn.sortedInDrawingOrder(by: \.place).map(\.view)
    }

    /// The pooled views that are the collection view's subviews, by number (any without one
    /// first, in pool order).
    ///
    /// Pools keep every view that ever ended display, so after a long session they hold far more
    /// views than the screen, and every display pass (each frame of a scroll) lists them: the
    /// cell store keeps their numbers in order as views enter and leave the pools, so the pass
    /// neither walks the pools nor sorts them.
    private func pooledSubviewsByNumber() -> [View] {
        var pooled: [View] = []
        pooled.reserveCapacity(cells.unnumberedPooled.count + cells.pooledNumbers.count)
        for each in cells.unnumberedPooled where each.superview === view { pooled.append(each) }
        for number in cells.pooledNumbers {
            if let numbered = cells.views[number], numbered.superview === view { pooled.append(numbered) }
        }
        return pooled
    }

    /// The subviews hit testing and ``View/viewWithTag(_:)`` look through: the app's own and the
    /// views on screen, without the pooled views and those animating off.
    var subviewsOnScreen: [View] {
        let shown = Set(cells.onScreen.values)
        return view.subviews.filter { subview in
            guard let reusable = subview as? CollectionReusableView, let number = cells.number(of: reusable) else { return true }
            return shown.contains(number)
        }
    }

    /// Whether `subview` is one of the views the collection view created or adopted.
    private func isOwnView(_ subview: View) -> Bool {
        guard let reusable = subview as? CollectionReusableView else { return false }
        return cells.number(of: reusable) != nil
    }
}
