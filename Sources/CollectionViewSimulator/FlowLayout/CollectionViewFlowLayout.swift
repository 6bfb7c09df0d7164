import Foundation

/// The grid-and-lines layout: the twin of `UICollectionViewFlowLayout`, placing every cell, header
/// and footer where UIKit places them (Apple's flow-layout documentation; OpenUXKit's and
/// PSTCollectionView's flow layouts).
///
/// Items fill lines (rows when scrolling vertically, columns when scrolling horizontally) in index
/// order until the next one does not fit; full lines are justified, a line holding one item is
/// centred, and the last line sits on the grid of the full lines when all items of the section
/// have one size, or packs to the leading edge with the minimum spacing when sizes vary. Each
/// section stacks its header, top inset, lines, bottom inset and footer; origins snap to the
/// view's ``CollectionView/screenScale``.
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
/// let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// let data = SectionCountsDataSource([8])   // the view holds it weakly, as UIKit
/// view.dataSource = data
/// view.layoutIfNeeded()
/// layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
/// // (72.5, 10, 50, 50) at scale 2; (72.667, 10, 50, 50) at the default scale 3
/// ```
///
/// Bad values never trap: sizes UIKit rejects are logged to ``CollectionViewLayout/warnings``
/// with UIKit's text and treated as zero.
///
/// In a right-to-left collection view the flow layout lays itself out right to left, as UIKit's
/// does: each line fills from the right and a horizontal flow starts at the content's right end.
/// It answers `false` to ``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``
/// (UIKit's flow layout inherits the base class's answer), so its own answers, and what a
/// subclass reads from `super`, are already right to left; a subclass that overrides the property
/// to answer `true` gets left-to-right answers from `super` and the collection view mirrors them
/// instead, so nothing is mirrored twice.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The estimated size that turns on self-sizing with ``itemSize`` as the estimate
    /// (`UICollectionViewFlowLayout.automaticSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    // The settings below are plain values, read for every section at every prepare and set between
    // passes, never while an access to them is open: stored `@exclusivity(unchecked)`, as the
    // attributes' values are (each checked access is a runtime call, about 1% of an update).

    /// The minimum spacing between lines (default 10). Negative values overlap lines, as in UIKit.
    @exclusivity(unchecked) open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }

    /// The minimum spacing between items of a line (default 10); full lines spread wider.
    @exclusivity(unchecked) open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }

    /// The size of every item unless the delegate sizes them (default 50 × 50). UIKit logs an
    /// assertion for a negative or zero size; so does this layout when it prepares (see
    /// ``CollectionViewLayout/warnings``), and it lays such items out at size zero.
    @exclusivity(unchecked) open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }

    /// A non-zero value makes items self-sizing: each item is laid out at this size until a
    /// preferred size is reported through
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// (default `.zero`: off). ``automaticSize`` counts as "use ``itemSize`` as the estimate".
    @exclusivity(unchecked) open var estimatedItemSize: CGSize = .zero { didSet { if estimatedItemSize != oldValue { invalidateLayout() } } }

    /// Rows (`.vertical`, the default) or columns (`.horizontal`).
    @exclusivity(unchecked) open var scrollDirection: CollectionView.ScrollDirection = .vertical { didSet { if scrollDirection != oldValue { invalidateLayout() } } }

    /// The size of every section's header; only the height (vertical) or width (horizontal) counts;
    /// 0 there means no header (default `.zero`).
    @exclusivity(unchecked) open var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }

    /// The size of every section's footer, like ``headerReferenceSize``.
    @exclusivity(unchecked) open var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }

    /// The space around each section's lines (default `.zero`); headers and footers span the full
    /// width (vertical) or height (horizontal) regardless.
    @exclusivity(unchecked) open var sectionInset: EdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }

    /// What ``sectionInset`` is measured from across the lines (default `.fromContentInset`).
    @exclusivity(unchecked) open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { if sectionInsetReference != oldValue { invalidateLayout() } } }

    /// Whether headers stay at the top (left) of the visible area while their section scrolls by.
    @exclusivity(unchecked) open var sectionHeadersPinToVisibleBounds = false { didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    /// Whether footers stay at the bottom (right) of the visible area while their section scrolls by.
    @exclusivity(unchecked) open var sectionFootersPinToVisibleBounds = false { didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } } }

    /// The placement computed by the last ``prepare()`` or, when the layout was invalidated since
    /// (a subclass setting ``itemSize`` after `super.prepare()`), by the first query after it.
    /// Read by every answer, replaced whole when computed: `@exclusivity(unchecked)`, as the
    /// settings above.
    @exclusivity(unchecked) var preparedGeometry = FlowGeometry()
    /// Whether ``geometry`` matches the current configuration and data.
    @exclusivity(unchecked) var geometryIsValid = false
    /// Which old sections had a header and a footer, for the deletions the layout reports.
    var previousSupplementaries: [FlowSupplementaries] = []
    /// Sizes reported by self-sizing items.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
    /// Only with an ``estimatedItemSize`` are cells asked for their preferred size.
    override var estimatesSizes: Bool { estimatedItemSize != .zero }
    /// Headers and footers keep their reference sizes: `estimatedItemSize` documents cells only.
    override var estimatesSupplementarySizes: Bool { false }
    /// The preferred sizes, which follow their items through an update.
    override var fittedSizes: [IndexPath: CGSize] {
        get { preferredItemSizes }
        set { preferredItemSizes = newValue }
    }
    /// Set by the delegate's default `sizeForItemAt` when the delegate does not size items.
    var delegateSizeWasDefaulted = false

    /// Creates a flow layout with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// Creates a flow layout with UIKit's defaults from an archive, as UIKit's `init?(coder:)`: the simulator never archives a
    /// layout, so this is a flow layout with UIKit's defaults initialised as `init()` initialises it.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `true`: a right-to-left view starts a flow at the content's right end, where the flow puts
    /// its first items (UIKit's flow layout answers its private
    /// `_shouldScrollToContentBeginningInRightToLeft` with `true`, the base layout with `false`).
    override var startsAtContentEndInRightToLeft: Bool { true }

    /// Computes every section's lines, unless only the scroll position changed since the last time.
    open override func prepare() {
        super.prepare()
        guard !geometryIsValid else { return }
        previousSupplementaries = preparedGeometry.sections.map(\.supplementaries)
        preparedGeometry = makeGeometry()
        geometryIsValid = true
    }

    /// The width (vertical) or height (horizontal) of the lines, by the total length of the sections.
    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    /// Headers, cells and footers whose frames overlap `rect`, section by section.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        elements(in: rect)
    }

    /// The cell's attributes; `nil` outside the data.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        itemAttributes(at: indexPath)
    }

    /// The header's or footer's attributes at `IndexPath(item: 0, section: s)`; `nil` when the
    /// section has none.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// `true` when the size changes, and when the origin changes while headers or footers pin.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        if newBounds.size != bounds.size { return true }
        let pins = sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
        return pins && newBounds.origin != bounds.origin
    }

    /// Invalidates the placement, unless the context is a flow context that invalidates neither the
    /// delegate metrics nor the attributes (a scroll that only moves pinned elements, which are
    /// placed per query).
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        let flowContext = context as? CollectionViewFlowLayoutInvalidationContext
        let keepsPlacement = !context.invalidateEverything && !context.invalidateDataSourceCounts
            && flowContext?.invalidateFlowLayoutAttributes == false && flowContext?.invalidateFlowLayoutDelegateMetrics == false
        if !keepsPlacement { geometryIsValid = false }
    }

    /// A ``CollectionViewFlowLayoutInvalidationContext`` that invalidates the delegate metrics and
    /// the attributes when the size changes, and neither when only the origin does (pinned
    /// headers and footers move; nothing else does).
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flowContext = context as? CollectionViewFlowLayoutInvalidationContext {
            let resized = collectionView.map { $0.bounds.size != newBounds.size } ?? true
            flowContext.invalidateFlowLayoutAttributes = resized
            flowContext.invalidateFlowLayoutDelegateMetrics = resized
        }
        return context
    }

    /// ``CollectionViewFlowLayoutInvalidationContext``, as in UIKit.
    open override class var invalidationContextClass: AnyClass {
        CollectionViewFlowLayoutInvalidationContext.self
    }

    /// Records a self-sizing item's preferred size; `true` when it differs from its current size.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell,
            preferredAttributes.size != originalAttributes.size else { return false }
        preferredItemSizes[preferredAttributes.indexPath] = preferredAttributes.size
        return true
    }

    /// The base class's context for the item; the preferred size is recorded here too, so that a
    /// subclass that answers ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
    /// itself, without `super`, still gets its items fitted (as ported self-sizing lists do).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        if estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell {
            preferredItemSizes[preferredAttributes.indexPath] = preferredAttributes.size
        }
        return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    /// Headers or footers of the sections the update in progress inserts (a reloaded section
    /// counts), sorted.
    open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        supplementaryIndexPaths(ofKind: elementKind, sections: updateSnapshots.insertedSections.sorted(), in: geometry.sections.map(\.supplementaries))
    }

    /// Headers or footers of the sections the update in progress deletes (index paths before the
    /// update; a reloaded section counts), sorted.
    open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        supplementaryIndexPaths(ofKind: elementKind, sections: updateSnapshots.deletedSections.sorted(), in: previousSupplementaries)
    }
}
