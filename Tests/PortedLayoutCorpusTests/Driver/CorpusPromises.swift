import CollectionViewSimulator
import Foundation

/// What individual layouts' code promises, checked after every step (see
/// `CorpusSubject.promises`). Each reads the view as a user would see it.
@MainActor enum CorpusPromises {
    /// The items on screen, as the view's layout places them now.
    static func visibleCells(_ view: CollectionView) -> [CollectionViewLayoutAttributes] {
        view.layoutAttributesForVisibleElements.filter { $0.representedElementCategory == .cell }
    }

    /// CarouselFlowLayout centres its first card in `prepare()` and snaps flings to a card: after
    /// every step but the free scroll, some card's centre is the view's centre.
    static func carouselCentresACard(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard view.collectionViewLayout is CarouselFlowLayout, step != .scroll else { return [] }
        let cells = visibleCells(view)
        guard !cells.isEmpty else { return [] }
        let middle = view.contentOffset.x + view.bounds.width / 2
        let nearest = cells.map { abs($0.center.x - middle) }.min() ?? 0
        return nearest <= 1 ? [] : ["no card is centred: the nearest is \(nearest) pt off the middle at offset \(view.contentOffset)"]
    }

    /// ListFlowLayout sizes its rows to the view's width in `prepare()`.
    static func listRowsSpanTheWidth(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard view.collectionViewLayout is ListFlowLayout else { return [] }
        return visibleCells(view).filter { abs($0.size.width - view.bounds.width) > 0.5 }.prefix(1)
            .map { "row \($0.indexPath) is \($0.size.width) pt wide in a \(view.bounds.width) pt view" }
    }

    /// GridFlowLayout stretches its columns over the width in `prepare()`: the rightmost card of
    /// the screen ends at the right section inset.
    static func gridFillsTheWidth(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard let grid = view.collectionViewLayout as? GridFlowLayout else { return [] }
        let cells = visibleCells(view)
        guard let right = cells.map(\.frame.maxX).max() else { return [] }
        let wanted = view.bounds.width - grid.sectionInset.right
        return abs(right - wanted) <= 1 ? [] : ["the grid's cards end at x = \(right), not at the inset, \(wanted)"]
    }

    /// PagingGridLayout stops flings on a page.
    static func pagerStopsOnAPage(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard view.collectionViewLayout is PagingGridLayout, step == .fling, view.bounds.width > 0 else { return [] }
        let pages = view.contentOffset.x / view.bounds.width
        return abs(pages - pages.rounded()) < 0.001 ? [] : ["the fling stopped between pages, at \(view.contentOffset.x)"]
    }

    /// ExpandingFocusLayout snaps flings to a whole item (multiples of its drag offset).
    static func focusSnapsToAnItem(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard let layout = view.collectionViewLayout as? ExpandingFocusLayout, step == .fling else { return [] }
        let items = view.contentOffset.y / layout.dragOffset
        return abs(items - items.rounded()) < 0.001 ? [] : ["the fling stopped between items, at \(view.contentOffset.y)"]
    }

    /// StickyHeaderFlowLayout adds the header of every section with a cell on screen and keeps it
    /// on screen, at the top edge or below it.
    static func stickyHeadersStayOnScreen(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard view.collectionViewLayout is StickyHeaderFlowLayout else { return [] }
        let visible = view.layoutAttributesForVisibleElements
        let sections = Set(visible.filter { $0.representedElementCategory == .cell }.map(\.indexPath.section))
        return sections.sorted().compactMap { section in
            let header = visible.first {
                $0.representedElementKind == CollectionView.elementKindSectionHeader && $0.indexPath.section == section
            }
            guard let header else { return "section \(section) has cells on screen but no header" }
            return header.frame.minY >= view.contentOffset.y - 0.5 ? nil
                : "the header of section \(section) is above the top edge, at \(header.frame.minY)"
        }
    }

    /// StoreCompositionalLayout pins the header of its photo grids (every third section from 1):
    /// while cells of such a section are on screen its header is too, at the top edge or below it,
    /// unless the end of the section's cells pushes it up.
    static func pinnedPhotoHeaderStaysOnScreen(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        let layout = view.collectionViewLayout
        guard layout is CollectionViewCompositionalLayout,
            layout.layoutAttributesForSupplementaryView(
                ofKind: StoreCompositionalLayout.bannerKind, at: IndexPath(item: 0, section: 0)) != nil
        else { return [] }
        let visible = view.layoutAttributesForVisibleElements
        let cells = visible.filter { $0.representedElementCategory == .cell }
        let photoSections = Set(cells.map(\.indexPath.section)).filter {
            $0 % StoreCompositionalLayout.SectionKind.allCases.count == StoreCompositionalLayout.SectionKind.photos.rawValue
        }
        return photoSections.sorted().compactMap { section in
            let header = visible.first {
                $0.representedElementKind == CollectionView.elementKindSectionHeader && $0.indexPath.section == section
            }
            guard let header else { return "photo section \(section) has cells on screen but no header" }
            let end = cells.filter { $0.indexPath.section == section }.map(\.frame.maxY).max() ?? header.frame.maxY
            let lowest = min(view.contentOffset.y, end - header.frame.height)
            return header.frame.minY >= lowest - 0.5 ? nil
                : "the pinned header of section \(section) is at y = \(header.frame.minY), above \(lowest) (offset \(view.contentOffset))"
        }
    }

    /// TripTimelineLayout puts each day's date under its column of photos, in the room the
    /// column's bottom inset keeps: every day whose first photo is on screen shows its date, as
    /// wide as the photo, below the column's photos and inside the view.
    static func everyDayShowsItsDate(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        let layout = view.collectionViewLayout
        guard layout.layoutAttributesForSupplementaryView(ofKind: TripTimelineLayout.dayLabelKind, at: IndexPath(item: 0, section: 0)) != nil
        else { return [] }
        let visible = view.layoutAttributesForVisibleElements
        let firstPhotos = visible.filter { $0.representedElementCategory == .cell && $0.indexPath.item % 2 == 0 }
        return firstPhotos.compactMap { photo in
            let date = visible.first { $0.representedElementKind == TripTimelineLayout.dayLabelKind && $0.indexPath == photo.indexPath }
            guard let date else { return "the day starting at \(photo.indexPath) shows no date" }
            let second = layout.layoutAttributesForItem(at: IndexPath(item: photo.indexPath.item + 1, section: photo.indexPath.section))
            let photosEnd = max(photo.frame.maxY, second?.frame.maxY ?? 0)
            let placed = abs(date.frame.minX - photo.frame.minX) < 0.5 && abs(date.frame.width - photo.frame.width) < 0.5
                && date.frame.minY >= photosEnd - 0.5 && date.frame.maxY <= view.bounds.maxY + 0.5
            return placed ? nil : "the date of the day at \(photo.indexPath) is at \(date.frame), its photos at \(photo.frame) and \(String(describing: second?.frame))"
        }
    }

    /// InboxListLayout slides an inserted row in from the trailing edge and a deleted one out past
    /// the leading edge: read from the step's tracks, which the view keeps as its last animation.
    static func inboxRowsSlideSideways(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard view.collectionViewLayout is InboxListLayout, step == .insert || step == .delete,
            let animation = view.lastAnimation
        else { return [] }
        let fate: ViewFate = step == .insert ? .inserted : .deleted
        let rows = animation.tracks.filter { $0.element.category == .cell && $0.fate == fate }
        guard !rows.isEmpty else { return ["the \(step) moved no row as \(fate)"] }
        return rows.compactMap { track in
            let shift = step == .insert ? track.start.center.x - track.end.center.x : track.end.center.x - track.start.center.x
            let wanted = step == .insert ? view.bounds.width : -view.bounds.width
            return abs(shift - wanted) < 0.5 ? nil : "\(track.element) (\(fate)) moves \(shift) pt sideways, not \(wanted)"
        }
    }

    /// DecorationRowsFlowLayout puts a background behind every section with a cell on screen.
    static func everySectionHasItsBackground(_ view: CollectionView, _ step: CorpusStep) -> [String] {
        guard view.collectionViewLayout is DecorationRowsFlowLayout else { return [] }
        let visible = view.layoutAttributesForVisibleElements
        let sections = Set(visible.filter { $0.representedElementCategory == .cell }.map(\.indexPath.section))
        let backgrounds = Set(visible.filter { $0.representedElementKind == DecorationRowsFlowLayout.backgroundKind }
            .map(\.indexPath.section))
        return sections.subtracting(backgrounds).sorted().map { "section \($0) has cells on screen but no background" }
    }
}
