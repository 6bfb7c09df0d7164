import CollectionViewSimulator
import Foundation

/// Every layout of the corpus with its setup, and what its own code says iOS does with it.
enum Corpus {
    /// UIKit's exception when a layout asks for the items of a section that does not exist.
    static let noSuchSection = "request for number of items in section 0 when there are only 0 sections in the collection view"
    /// UIKit's exception when a cell moves off screen and the layout has no attributes for it: a
    /// layout of section 0 only (or one whose cache is filled once), once a section is inserted
    /// before it, has its cells move to section 1, for which it answers `nil`.
    static let noAttributesForItem = "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath:"

    static let subjects: [CorpusSubject] = [
        CorpusSubject(
            name: "CarouselFlowLayout", makeLayout: { CarouselFlowLayout() }, makeOtherLayout: { GridFlowLayout() },
            counts: [20], scrollTarget: CGPoint(x: 600, y: 0), flingVelocity: CGPoint(x: 1.5, y: 0),
            uikitRaises: [.deleteSection: noSuchSection, .deleteLastSection: noSuchSection],
            promises: { CorpusPromises.carouselCentresACard($0, $1) }),
        CorpusSubject(
            name: "WaterfallLayout", makeLayout: { WaterfallLayout() }, makeOtherLayout: { ListFlowLayout() },
            makeDelegate: { PhotoWallDelegate() }),
        CorpusSubject(
            name: "StickyHeaderFlowLayout", makeLayout: { StickyHeaderFlowLayout() },
            makeOtherLayout: { SpringyInsertionFlowLayout() }, promises: { CorpusPromises.stickyHeadersStayOnScreen($0, $1) }),
        CorpusSubject(
            name: "ExpandingFocusLayout", makeLayout: { ExpandingFocusLayout() }, makeOtherLayout: { ListFlowLayout() },
            counts: [20], flingVelocity: CGPoint(x: 0, y: 0.8), uikitRaises: [.insertSection: noAttributesForItem],
            promises: { CorpusPromises.focusSnapsToAnItem($0, $1) }),
        CorpusSubject(
            name: "SlantedLayout", makeLayout: { SlantedLayout() }, makeOtherLayout: { WaterfallLayout() }, counts: [20, 5]),
        CorpusSubject(
            name: "CardStackLayout", makeLayout: { CardStackLayout() }, makeOtherLayout: { ListFlowLayout() },
            counts: [10], scrollTarget: CGPoint(x: 0, y: 0), uikitRaises: [.insertSection: noAttributesForItem]),
        CorpusSubject(
            name: "ListFlowLayout", makeLayout: { ListFlowLayout() }, makeOtherLayout: { GridFlowLayout() },
            promises: { CorpusPromises.listRowsSpanTheWidth($0, $1) + CorpusPromises.gridFillsTheWidth($0, $1) }),
        CorpusSubject(
            name: "DecorationRowsFlowLayout", makeLayout: { DecorationRowsFlowLayout() },
            makeOtherLayout: { CollectionViewFlowLayout() }, counts: [9, 6, 4],
            promises: { CorpusPromises.everySectionHasItsBackground($0, $1) }),
        CorpusSubject(
            name: "WheelLayout", makeLayout: { WheelLayout() }, makeOtherLayout: { CarouselFlowLayout() },
            counts: [20], scrollTarget: CGPoint(x: 600, y: 0), flingVelocity: CGPoint(x: 1.5, y: 0),
            uikitRaises: [.insertSection: noAttributesForItem]),
        CorpusSubject(
            name: "SpringyInsertionFlowLayout", makeLayout: { SpringyInsertionFlowLayout() },
            makeOtherLayout: { GridFlowLayout() }, makeDelegate: { SpringyGridDelegate() }),
        CorpusSubject(name: "SelfSizingListLayout", makeLayout: { SelfSizingListLayout() }, makeOtherLayout: { ListFlowLayout() }),
        CorpusSubject(
            name: "PagingGridLayout", makeLayout: { PagingGridLayout() }, makeOtherLayout: { WaterfallLayout() },
            scrollTarget: CGPoint(x: 375, y: 0), flingVelocity: CGPoint(x: 1, y: 0), promises: { CorpusPromises.pagerStopsOnAPage($0, $1) }),
        CorpusSubject(
            name: "StretchyHeaderFlowLayout", makeLayout: { StretchyHeaderFlowLayout() }, makeOtherLayout: { ListFlowLayout() }),
        CorpusSubject(
            name: "CachedOnceWaterfallLayout", makeLayout: { CachedOnceWaterfallLayout() },
            makeOtherLayout: { WaterfallLayout() }, counts: [30], uikitRaises: [.insertSection: noAttributesForItem]),
        CorpusSubject(
            name: "SelfSizingWaterfallLayout", makeLayout: { SelfSizingWaterfallLayout() }, makeOtherLayout: { ListFlowLayout() },
            registerViews: { SelfSizingNotes.register(in: $0, cellIdentifier: CorpusDataSource.cellIdentifier) }),
        CorpusSubject(
            name: "StoreCompositionalLayout", makeLayout: { StoreCompositionalLayout.make() },
            makeOtherLayout: { CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)) },
            counts: [8, 12, 10], promises: { CorpusPromises.pinnedPhotoHeaderStaysOnScreen($0, $1) }),
        CorpusSubject(
            name: "InboxListLayout", makeLayout: { InboxListLayout() }, makeOtherLayout: { StoreCompositionalLayout.make() },
            promises: { CorpusPromises.inboxRowsSlideSideways($0, $1) }),
        CorpusSubject(
            name: "CardPagerFlowLayout", makeLayout: { CardPagerFlowLayout(coder: NSCoder()) ?? CardPagerFlowLayout() },
            makeOtherLayout: { CarouselFlowLayout() }, counts: [12], scrollTarget: CGPoint(x: 600, y: 0),
            flingVelocity: CGPoint(x: 1.5, y: 0)),
        CorpusSubject(
            name: "MagazineModelLayout", makeLayout: { MagazineModelLayout() }, makeOtherLayout: { ListFlowLayout() }),
        CorpusSubject(
            name: "TripTimelineLayout", makeLayout: { TripTimelineLayout.make() }, makeOtherLayout: { StoreCompositionalLayout.make() },
            counts: [30, 12], scrollTarget: CGPoint(x: 600, y: 0), flingVelocity: CGPoint(x: 1.5, y: 0),
            promises: { CorpusPromises.everyDayShowsItsDate($0, $1) }),
    ]
}
