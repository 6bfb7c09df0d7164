import Foundation

/// A layout built from items, groups and sections: the twin of
/// `UICollectionViewCompositionalLayout`.
///
/// Give it one section used for every section of the data, or a section provider called for
/// each section with the environment (the view's size and insets). Sections stack along the
/// configuration's ``CollectionViewCompositionalLayoutConfiguration/scrollDirection``, separated
/// by its ``CollectionViewCompositionalLayoutConfiguration/interSectionSpacing``; see
/// ``CollectionLayoutSection`` for what a section holds and ``CollectionLayoutGroup`` for how a
/// group places its items.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
/// item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
/// let group = CollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
/// let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
/// // in a 320-point-wide view: item 1 at (165, 5, 150, 90), item 2 at (5, 105, 150, 90)
/// ```
///
/// Update animations are the base class's: inserted elements fade in where they land, deleted
/// ones fade out where they were, survivors slide (UIKit's behaviour for this layout). Headers,
/// footers and backgrounds of inserted and deleted sections are reported through the
/// `indexPathsToInsert…`/`indexPathsToDelete…` questions, so they fade with their sections.
///
/// The layout's own headers and footers (the configuration's
/// ``CollectionViewCompositionalLayoutConfiguration/boundarySupplementaryItems``) sit at index
/// path 0-0 whatever the sections, even with none, and belong to no section: a batch update keeps
/// them the same views at 0-0 instead of moving them with section 0 (which would ask for 1-0
/// after inserting section 0, where the layout has nothing). Apple documents no mapping for them:
/// iOS does not raise there, but whether it keeps or cross-fades the views was not measured;
/// keeping them is the simulator's choice.
open class CollectionViewCompositionalLayout: CollectionViewLayout {
    /// Returns the section at an index for an environment; `nil` gives an empty section (UIKit
    /// raises an exception instead; the simulator logs a warning).
    public typealias SectionProvider = (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    /// The layout's scroll direction, spacing between sections and own headers and footers.
    ///
    /// As UIKit's `copy` property: setting it stores a copy of the object and invalidates the
    /// layout; reading it gives the stored object, so a change made to that object in place takes
    /// effect at the layout's next invalidation (set the property again to apply it at once).
    public var configuration: CollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue.copied()
            invalidateLayout()
        }
    }
    private var storedConfiguration: CollectionViewCompositionalLayoutConfiguration

    /// The placement, read by every answer and replaced whole when computed: stored
    /// `@exclusivity(unchecked)` (each checked access is a runtime call).
    @exclusivity(unchecked) var geometry = CompositionalGeometry()
    @exclusivity(unchecked) var geometryIsValid = false
    /// Set by `shouldInvalidateLayout(forBoundsChange:)` when only pinned elements move.
    var invalidatesPinnedElementsOnly = false
    /// Sizes reported by self-sizing cells.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
    /// Sizes reported by the views of section headers and footers with an estimated dimension.
    var preferredBoundarySizes: [ElementID: CGSize] = [:]
    /// Sizes reported by the views of the layout's own headers and footers (the configuration's
    /// `boundarySupplementaryItems`) with an estimated dimension, by kind: they belong to no
    /// section, so they stay where they are through an update.
    var preferredLayoutBoundarySizes: [String: CGSize] = [:]
    /// Those sizes, which follow their sections through an update.
    override var fittedSupplementarySizes: [ElementID: CGSize] {
        get { preferredBoundarySizes }
        set { preferredBoundarySizes = newValue }
    }
    /// The kinds of the layout's own headers and footers, which stay at 0-0 through an update.
    override var sectionIndependentSupplementaryKinds: Set<String> {
        Set(configuration.boundarySupplementaryItems.map(\.elementKind))
    }
    /// The kinds of the items' badges and the groups' supplementary items, which take a cell's
    /// index path and follow that item through an update.
    override var itemAnchoredSupplementaryKinds: Set<String> {
        geometry.sections.reduce(into: []) { $0.formUnion($1.cellAnchors.kinds) }
    }
    /// Whether the layout or a section has a header or footer with an estimated dimension.
    override var estimatesSupplementarySizes: Bool {
        geometry.layoutBoundaries.contains { $0.item.layoutSize.isEstimated }
            || geometry.sections.contains { $0.boundaries.contains { $0.item.layoutSize.isEstimated } }
    }
    /// The preferred sizes, which follow their items through an update.
    override var fittedSizes: [IndexPath: CGSize] {
        get { preferredItemSizes }
        set { preferredItemSizes = newValue }
    }
    /// Each orthogonal section's scroll position across the layout's axis.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// Which boundary and decoration elements each section had at the last prepare, for the
    /// deletions the layout reports.
    var previousSupplementaryKinds: [[String]] = []
    var previousDecorationKinds: [[String]] = []
    /// Which supplementary items took each cell's index path at the last prepare (badges, group
    /// items), for the ones an update deletes.
    var previousCellAnchors: [CellAnchors] = []

    /// A layout that uses `section` for every section.
    public init(section: CollectionLayoutSection, configuration: CollectionViewCompositionalLayoutConfiguration = .init()) {
        self.sectionProvider = { _, _ in section }
        self.storedConfiguration = configuration.copied()
        super.init()
    }

    /// A layout that asks `sectionProvider` for each section whenever it prepares.
    public init(sectionProvider: @escaping SectionProvider,
                configuration: CollectionViewCompositionalLayoutConfiguration = .init()) {
        self.sectionProvider = sectionProvider
        self.storedConfiguration = configuration.copied()
        super.init()
    }

    /// Creates a layout from an archive, as UIKit's `init?(coder:)`: the simulator never archives a
    /// layout, and an archive holds no section provider, so this is a layout with no sections
    /// (its provider returns `nil`) and the default configuration.
    ///
    /// - Parameter coder: The archive; ignored.
    public required convenience init?(coder: NSCoder) {
        self.init(sectionProvider: { _, _ in nil })
    }

    /// Places every section, unless only the scroll position changed since the last time.
    open override func prepare() {
        super.prepare()
        guard !geometryIsValid else { return }
        previousSupplementaryKinds = geometry.sections.map { $0.boundaries.map(\.item.elementKind) }
        previousDecorationKinds = geometry.sections.map { $0.decorations.map(\.kind) }
        previousCellAnchors = geometry.sections.map(\.cellAnchors)
        geometry = makeGeometry()
        geometryIsValid = true
    }

    /// Keeps each orthogonal section's scroll offset with its section through the update's section
    /// inserts, deletes and moves (``remapOrthogonalOffsets(through:)``).
    open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        remapOrthogonalOffsets(through: updateItems)
    }

    /// The content's size: the sections' total length along the axis, the view's size less its
    /// content insets across it.
    open override var collectionViewContentSize: CGSize { geometry.contentSize }

    /// `true`: a compositional layout places its items, insets, boundary supplementary items and
    /// orthogonal sections by their leading and trailing edges (`NSDirectionalEdgeInsets`,
    /// `NSDirectionalRectEdge`, which Apple documents as taking the language direction into
    /// account), so in a right-to-left collection view it shows mirrored, leading edge at the
    /// right. The simulator computes it left to right and the collection view mirrors it
    /// (``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// Cells, boundary items, badges, groups' supplementary items and backgrounds overlapping `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        elements(in: rect)
    }

    /// The cell's attributes; `nil` outside the data.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cellAttributes(at: indexPath)
    }

    /// A boundary item's attributes at `(0, section)` (the layout's own at `(0, 0)` too), a
    /// badge's at its cell's index path, or a group's item at its instance's first cell.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        supplementaryAttributes(ofKind: elementKind, at: indexPath)
    }

    /// A section background's attributes at `(0, section)`.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// `true` when the size changes, and when the origin changes while boundary items pin.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let bounds = collectionView?.bounds else { return false }
        if newBounds.size != bounds.size { return true }
        if newBounds.origin != bounds.origin && hasPinnedItems {
            invalidatesPinnedElementsOnly = true
            return true
        }
        return false
    }

    /// Invalidates the placement (unless only pinned elements moved, which are placed per query),
    /// whatever the context: `invalidateLayout()`, a bounds change's context, a self-sizing one.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if invalidatesPinnedElementsOnly {
            invalidatesPinnedElementsOnly = false
        } else {
            geometryIsValid = false
        }
    }

    /// Records a self-sizing cell's fitted size, or a section header's or footer's; `true` when it
    /// differs from its current size and the item has an estimated dimension.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        let indexPath = preferredAttributes.indexPath
        if preferredAttributes.representedElementCategory == .supplementaryView {
            return recordsBoundarySize(preferredAttributes, original: originalAttributes)
        }
        guard preferredAttributes.representedElementCategory == .cell, preferredAttributes.size != originalAttributes.size,
              geometry.sections.indices.contains(indexPath.section),
              let item = geometry.sections[indexPath.section].leafItem(ofCell: indexPath.item),
              item.layoutSize.isEstimated else { return false }
        preferredItemSizes[indexPath] = preferredAttributes.size
        return true
    }

    /// Records the fitted size of a section's header or footer with an estimated dimension, or of
    /// the layout's own (at index path 0-0, as the layout reports it).
    private func recordsBoundarySize(_ preferred: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes) -> Bool {
        let indexPath = preferred.indexPath
        guard let kind = preferred.representedElementKind, preferred.size != original.size, indexPath.count == 2, indexPath.item == 0
        else { return false }
        let estimated = { (boundary: PlacedBoundary) in boundary.item.elementKind == kind && boundary.item.layoutSize.isEstimated }
        if geometry.sections.indices.contains(indexPath.section), geometry.sections[indexPath.section].boundaries.contains(where: estimated) {
            preferredBoundarySizes[.supplementary(kind, at: indexPath)] = preferred.size
            return true
        }
        guard indexPath.section == 0, geometry.layoutBoundaries.contains(where: estimated) else { return false }
        preferredLayoutBoundarySizes[kind] = preferred.size
        return true
    }

    /// Boundary items of the sections the update in progress inserts (a reloaded section counts),
    /// and the supplementary items anchored to a cell (badges, a group's items) that appear
    /// (``anchoredIndexPaths(ofKind:appearing:)``).
    open override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        sectionIndexPaths(updateSnapshots.insertedSections, having: elementKind, in: geometry.sections.map { $0.boundaries.map(\.item.elementKind) })
            + anchoredIndexPaths(ofKind: elementKind, appearing: true)
    }

    /// Boundary items (index paths before the update) of the sections the update deletes, and the
    /// supplementary items anchored to a cell that disappear (``anchoredIndexPaths(ofKind:appearing:)``).
    open override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        sectionIndexPaths(updateSnapshots.deletedSections, having: elementKind, in: previousSupplementaryKinds)
            + anchoredIndexPaths(ofKind: elementKind, appearing: false)
    }

    /// The one rule for supplementary items that take a cell's index path (badges, and a group's
    /// items, at its first cell): such a view survives an update when its item does and the
    /// item's index path on the other side still carries one of its kind; it moves with the item.
    /// Otherwise it appears (index paths after the update) or disappears (before): the badge of
    /// an inserted or deleted item, and a group's item whose first cell is no longer first of a
    /// group instance, or newly is (inserting item 0 in rows of two moves every later item one
    /// place, so every later row's item is replaced by a new one at the same place).
    private func anchoredIndexPaths(ofKind kind: String, appearing: Bool) -> [IndexPath] {
        let current = geometry.sections.map(\.cellAnchors)
        let (here, there) = appearing ? (current, previousCellAnchors) : (previousCellAnchors, current)
        guard here.contains(where: { $0.kinds.contains(kind) }) else { return [] }
        let changed = appearing ? updateSnapshots.insertedItems : updateSnapshots.deletedItems
        let counterpart: (IndexPath) -> IndexPath? = updateContext.map { appearing ? $0.mapping.oldIndexPathForNewItem : $0.mapping.newIndexPathForOldItem }
            ?? { changed.contains($0) ? nil : $0 }
        var paths: [IndexPath] = []
        for (section, anchors) in here.enumerated() where anchors.kinds.contains(kind) {
            for item in 0..<anchors.cellCount where anchors.items(ofCell: item).contains(where: { $0.elementKind == kind }) {
                let path = IndexPath(item: item, section: section)
                if let other = counterpart(path), there.anchors(kind, at: other) { continue }
                paths.append(path)
            }
        }
        return paths
    }

    /// Backgrounds of the sections the update in progress inserts.
    open override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        sectionIndexPaths(updateSnapshots.insertedSections, having: elementKind, in: geometry.sections.map { $0.decorations.map(\.kind) })
    }

    /// Backgrounds (index paths before the update) of the sections the update deletes.
    open override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        sectionIndexPaths(updateSnapshots.deletedSections, having: elementKind, in: previousDecorationKinds)
    }

    private func sectionIndexPaths(_ sections: Set<Int>, having kind: String, in kinds: [[String]]) -> [IndexPath] {
        sections.sorted().filter { kinds.indices.contains($0) && kinds[$0].contains(kind) }.map { IndexPath(item: 0, section: $0) }
    }

    /// The section for an index, from the provider.
    func section(at index: Int, environment: CollectionLayoutEnvironment) -> CollectionLayoutSection? {
        sectionProvider(index, environment)
    }

    private var hasPinnedItems: Bool {
        geometry.layoutBoundaries.contains { $0.item.pinToVisibleBounds }
            || geometry.sections.contains { $0.boundaries.contains { $0.item.pinToVisibleBounds } }
    }
}

/// The layout-wide settings of a compositional layout: the twin of
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// A class, as in UIKit, so that a ported app's `let configuration = UICollectionViewCompositionalLayoutConfiguration()`
/// followed by `configuration.interSectionSpacing = 20` compiles unchanged. The layout keeps its
/// own copy (see ``CollectionViewCompositionalLayout/configuration``).
@preconcurrency @MainActor
public final class CollectionViewCompositionalLayoutConfiguration {
    /// The axis sections stack along (default `.vertical`).
    public var scrollDirection: CollectionView.ScrollDirection = .vertical
    /// The space between consecutive sections (default 0).
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, at index path `(0, 0)`.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// What the sections' `.automatic` content insets reference resolves to. UIKit's default is
    /// `.automatic` (its own choice, the safe area for a full-screen list); the simulator makes
    /// that choice explicit as `.safeAreaInsets`.
    public var contentInsetsReference: ContentInsetsReference = .safeAreaInsets

    /// A configuration with UIKit's defaults.
    public init() {}

    /// A new configuration with the same settings (UIKit's `copy()`).
    func copied() -> CollectionViewCompositionalLayoutConfiguration {
        let copy = CollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }
}
