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
    ///
    /// When the last pass's arrangement still describes the subviews, the view joins it at the end
    /// of its block, so that the pass rearranges the block in place instead of from nothing.
    func addSubview(displaying displayed: CollectionReusableView) {
        guard displayed.superview !== view else { return }
        let index = view.subviews.lastIndex(where: isOwnView).map { $0 + 1 } ?? 0
        let joinable = arrangementJoinable(by: displayed, at: index), ownership = cells.ownershipRevision
        var revisionAfterInsert: Int?
        displayed.move(to: view) { superview in
            // Only if nothing the move notifies changed the subviews before or after the insertion.
            let unchanged = superview.subviewsRevision == joinable?.kept.subviewsRevision
            superview.subviews.insert(displayed, at: index)
            if unchanged { revisionAfterInsert = superview.subviewsRevision }
        }
        guard let joinable, view.subviewsRevision == revisionAfterInsert, cells.ownershipRevision == ownership else { return }
        lastArrangement = joinable.kept.joined(by: displayed, number: joinable.number, subviewsRevision: view.subviewsRevision,
                                               ownershipRevision: ownership)
    }

    /// The last pass's arrangement and the number of `displayed`, when the arrangement still
    /// describes the subviews and `displayed`, put at `index`, would join its block at its end: the
    /// subviews are as it left them, and the views numbered since are none or `displayed` alone.
    private func arrangementJoinable(by displayed: CollectionReusableView, at index: Int) -> (kept: SubviewArrangement, number: Int)? {
        guard let kept = lastArrangement, kept.subviewsRevision == view.subviewsRevision,
              index == kept.blockStart + kept.blockNumbers.count, let number = cells.number(of: displayed) else { return nil }
        if kept.ownershipRevision == cells.ownershipRevision { return (kept, number) }
        guard let adoption = cells.lastAdoption, adoption.number == number, adoption.revisionBefore == kept.ownershipRevision,
              adoption.revisionAfter == cells.ownershipRevision else { return nil }
        return (kept, number)
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
    ///
    /// While the subviews and the views' numbers are as the last pass left them, the block is
    /// rearranged in place from the last ``SubviewArrangement``; otherwise it is made from nothing.
    func arrangeSubviews() {
        let revealed = subviewWatch.revealed, reordered = subviewWatch.reordered
        subviewWatch.revealed = false
        subviewWatch.reordered = false
        // (`if let` rather than closures: a main-actor closure checks its executor on every call.)
        if let kept = lastArrangement, kept.subviewsRevision == view.subviewsRevision, kept.ownershipRevision == cells.ownershipRevision {
            let poolsKept = kept.poolRevision == cells.poolRevision
            let drawnKept = kept.screenRevision == cells.screenRevision && !reordered
            if poolsKept && revealed { hide(kept.pooled.views) }
            if poolsKept && drawnKept { return }
            let drawn = drawnKept ? kept.drawn : drawnSubviews()
            if poolsKept, drawn.sortedNumbers == kept.drawn.sortedNumbers {
                view.reorderSubviews(from: kept.blockStart + kept.pooled.views.count, to: drawn.views)
                keep(pooled: kept.pooled, drawn: drawn, blockStart: kept.blockStart, blockNumbers: kept.blockNumbers)
                return
            }
            if !poolsKept, let pooled = pooledSubviews(within: kept, drawn: drawn) {
                hide(pooled.views)
                view.reorderSubviews(from: kept.blockStart, to: pooled.views + drawn.views)
                keep(pooled: pooled, drawn: drawn, blockStart: kept.blockStart, blockNumbers: kept.blockNumbers)
                return
            }
            arrangeFromNothing(drawn: drawn)
        } else {
            arrangeFromNothing(drawn: drawnSubviews())
        }
    }

    /// Makes the block from the pools and `drawn`, picking the collection view's own subviews out
    /// of all of them.
    private func arrangeFromNothing(drawn: NumberedSubviews) {
        lastArrangement = nil
        let pooled = pooledSubviewsByNumber()
        hide(pooled.views)
        for each in pooled.views where each.layer.subviewWatch !== subviewWatch { each.layer.subviewWatch = subviewWatch }
        let block = pooled.views + drawn.views
        view.replaceSubviews(where: isOwnView, with: block)
        // A pooled view without a number (none in practice) has no place in the block's numbers,
        // and a block that the notifications of a move changed again is not one run.
        guard keepsArrangement, pooled.views.count == pooled.sortedNumbers.count, let blockStart = view.start(of: block) else { return }
        var blockNumbers = pooled.sortedNumbers + drawn.sortedNumbers
        blockNumbers.sort()
        keep(pooled: pooled, drawn: drawn, blockStart: blockStart, blockNumbers: blockNumbers)
    }

    /// Remembers this pass's arrangement for the next one.
    private func keep(pooled: NumberedSubviews, drawn: NumberedSubviews, blockStart: Int, blockNumbers: [Int]) {
        lastArrangement = SubviewArrangement(poolRevision: cells.poolRevision, screenRevision: cells.screenRevision,
                                             ownershipRevision: cells.ownershipRevision, subviewsRevision: view.subviewsRevision,
                                             blockStart: blockStart, blockNumbers: blockNumbers, pooled: pooled, drawn: drawn)
    }

    /// Hides every pooled subview that shows.
    private func hide(_ pooled: [View]) {
        for each in pooled where !each.isHidden { each.isHidden = true }
    }

    /// The pooled subviews by number, when the pools changed but the block `kept` describes still
    /// holds the views pooled and `drawn`: the pooled views whose numbers are in the block (the
    /// others are not subviews), which with the views drawn must be the block's views, each once.
    /// `nil` when they are not (a view joined or left the collection view) or a pooled view has no
    /// number.
    private func pooledSubviews(within kept: SubviewArrangement, drawn: NumberedSubviews) -> NumberedSubviews? {
        guard cells.unnumberedPooled.isEmpty else { return nil }
        var pooled = NumberedSubviews()
        let numbers = cells.pooledNumbers, block = kept.blockNumbers
        pooled.views.reserveCapacity(block.count)
        pooled.sortedNumbers.reserveCapacity(block.count)
        var b = 0
        for number in numbers {
            while b < block.count, block[b] < number { b += 1 }
            guard b < block.count, block[b] == number, let numbered = cells.views[number] else { continue }
            pooled.views.append(numbered)
            pooled.sortedNumbers.append(number)
        }
        return pooled.joined(with: drawn, are: block) ? pooled : nil
    }

    /// The views on screen and animating off, back to front in ``DrawingOrder``, each watched
    /// (``SubviewWatch``).
    private func drawnSubviews() -> NumberedSubviews {
        // Views on screen show distinct elements, and views leaving are named before the update, so
        // no two share a place but leaving views of one element: only those need an order of their
        // own (by number) for the sort to keep. The views on screen go in as the dictionary has them.
        let count = cells.onScreen.count + cells.leaving.count
        var views: [View] = [], places: [DrawingOrder] = [], numbers: [Int] = []
        views.reserveCapacity(count)
        places.reserveCapacity(count)
        numbers.reserveCapacity(count)
        for (element, number) in cells.onScreen {
            guard let shown = cells.views[number] else { continue }
            views.append(shown)
            places.append(DrawingOrder(zIndex: shown.layer.zPosition, element: element, isNamedBeforeUpdate: false))
            numbers.append(number)
        }
        if !cells.leaving.isEmpty {
            for number in cells.leaving.keys.sorted() {
                guard let leaving = cells.leaving[number], let leavingView = cells.views[number] else { continue }
                views.append(leavingView)
                places.append(DrawingOrder(zIndex: leavingView.layer.zPosition, element: leaving.element, isNamedBeforeUpdate: true))
                numbers.append(number)
            }
        }
        var drawn = NumberedSubviews()
        drawn.views.reserveCapacity(views.count)
        for position in DrawingOrder.orderedPositions(of: places) {
            let each = views[position]
            if each.layer.subviewWatch !== subviewWatch { each.layer.subviewWatch = subviewWatch }
            drawn.views.append(each)
        }
        numbers.sort()
        drawn.sortedNumbers = numbers
        return drawn
    }

    /// The pooled views that are the collection view's subviews, by number (any without one
    /// first, in pool order), with the numbers of those that have one.
    ///
    /// The cell store keeps the pooled views' numbers in order as views enter and leave the pools,
    /// so the pass neither walks the pools nor sorts them.
    private func pooledSubviewsByNumber() -> NumberedSubviews {
        var pooled = NumberedSubviews()
        pooled.views.reserveCapacity(cells.unnumberedPooled.count + cells.pooledNumbers.count)
        pooled.sortedNumbers.reserveCapacity(cells.pooledNumbers.count)
        for each in cells.unnumberedPooled where each.superview === view { pooled.views.append(each) }
        for number in cells.pooledNumbers {
            if let numbered = cells.views[number], numbered.superview === view {
                pooled.views.append(numbered)
                pooled.sortedNumbers.append(number)
            }
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
    func isOwnView(_ subview: View) -> Bool {
        guard let reusable = subview as? CollectionReusableView else { return false }
        return cells.number(of: reusable) != nil
    }
}
