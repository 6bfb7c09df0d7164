import CollectionViewSimulator
import Foundation

/// What individual layouts' code promises, checked after every step (see
/// `CorpusSubject.promises`). Each reads the view as a user would see it.
enum CorpusPromises {
    /// The items on screen, as the view's layout places them now.
    static func visibleCells(_ view: CollectionView) -> [CollectionViewLayoutAttributes] {
        view.layoutAttributesForVisibleElements.filter { $0.representedElementCategory == .cell }
    }

    /// CarouselFlowLayout centres its first card in `prepare()` and snaps flings to a card: after
    /// every step but the free scroll, some card's centre is the view's centre.
    @Sendable static func carouselCentresACard(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard view.collectionViewLayout is CarouselFlowLayout, step != .scroll else { return [] }
        let cells = visibleCells(view)
        guard !cells.isEmpty else { return [] }
        let middle = view.contentOffset.x + view.bounds.width / 2
        let nearest = cells.map { abs($0.center.x - middle) }.min() ?? 0
        return nearest <= 1 ? [] : ["no card is centred: the nearest is \(nearest) pt off the middle at offset \(view.contentOffset)"]
    }

    /// ListFlowLayout sizes its rows to the view's width in `prepare()`.
    @Sendable static func listRowsSpanTheWidth(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard view.collectionViewLayout is ListFlowLayout else { return [] }
        return visibleCells(view).filter { abs($0.size.width - view.bounds.width) > 0.5 }.prefix(1)
            .map { "row \($0.indexPath) is \($0.size.width) pt wide in a \(view.bounds.width) pt view" }
    }

    /// GridFlowLayout stretches its columns over the width in `prepare()`: the rightmost card of
    /// the screen ends at the right section inset.
    @Sendable static func gridFillsTheWidth(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard let grid = view.collectionViewLayout as? GridFlowLayout else { return [] }
        let cells = visibleCells(view)
        guard let right = cells.map(\.frame.maxX).max() else { return [] }
        let wanted = view.bounds.width - grid.sectionInset.right
        return abs(right - wanted) <= 1 ? [] : ["the grid's cards end at x = \(right), not at the inset, \(wanted)"]
    }

    /// PagingGridLayout stops flings on a page.
    @Sendable static func pagerStopsOnAPage(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard view.collectionViewLayout is PagingGridLayout, step == .fling, view.bounds.width > 0 else { return [] }
        let pages = view.contentOffset.x / view.bounds.width
        return abs(pages - pages.rounded()) < 0.001 ? [] : ["the fling stopped between pages, at \(view.contentOffset.x)"]
    }

    /// ExpandingFocusLayout snaps flings to a whole item (multiples of its drag offset).
    @Sendable static func focusSnapsToAnItem(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard let layout = view.collectionViewLayout as? ExpandingFocusLayout, step == .fling else { return [] }
        let items = view.contentOffset.y / layout.dragOffset
        return abs(items - items.rounded()) < 0.001 ? [] : ["the fling stopped between items, at \(view.contentOffset.y)"]
    }
}
