import BatchUpdates
import Foundation

/// The base class of every layout: the twin of `UICollectionViewLayout`, with UIKit's hooks and
/// Swift signatures, so that a layout written for UIKit ports by renaming types.
///
/// Subclass it as in UIKit: compute geometry in ``prepare()``, answer the queries from it, and
/// override the update hooks when the default animations are not what you want, calling `super`.
///
/// Default update animations follow what UIKit does rather than what its documentation says (see
/// ``UpdateAttributesDefault``): between ``prepare(forCollectionViewUpdates:)`` and
/// ``finalizeCollectionViewUpdates()``, the six `initial…`/`final…` providers return snapshots, so
/// surviving elements slide and inserted or deleted ones fade. Set ``updateAttributesDefault`` to
/// `.documented` for the documented "returns nil" behaviour.
///
/// A layout is used from one thread, like the view it belongs to; it is not `Sendable`.
///
/// Main-actor isolated and `@preconcurrency`, as UIKit's class is (see ``View``).
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view the layout belongs to (weak, as in UIKit); set when the layout is given
    /// to a ``CollectionView``. Read-only and `open`, as UIKit declares it, so a subclass may
    /// override it; the simulator itself reads the view the layout was given to, whatever an
    /// override answers.
    open var collectionView: CollectionView? { owningView }

    /// The view the layout was given to; the storage behind ``collectionView``. Read by nearly
    /// every answer and set only when the layout is given to a view: `@exclusivity(unchecked)`.
    @exclusivity(unchecked) weak var owningView: CollectionView?

    /// What the base class's `initial…`/`final…` providers return: UIKit's observed snapshots
    /// (the default) or the documented `nil`.
    public var updateAttributesDefault: UpdateAttributesDefault = .observed

    /// Where elements that an update inserts start (default `nil`: the default animation alone).
    ///
    /// The base class's `initial…` providers apply it to their own answer for inserted elements
    /// only, so every subclass that calls `super` gets it, as if it had written the override
    /// itself. "Inserted" means: an item inserted or reloaded (at its index path after the
    /// update), every element of an inserted or reloaded section, and a supplementary or
    /// decoration view the layout lists in `indexPathsToInsert…`. Elements that move or shift,
    /// and every element outside a batch update (bounds changes, layout transitions), never get
    /// it. Under ``UpdateAttributesDefault/documented`` the effect applies to the element's
    /// attributes after the update. A subclass that changes super's answer for inserted items
    /// (``CircleLayout``, ``StackLayout``) changes it after the effect, so its values win.
    public var appearingEffect: LayoutAppearanceEffect?

    /// Where elements that an update deletes end (default `nil`: the default animation alone).
    ///
    /// Applied by the base class's `final…` providers, like ``appearingEffect``, to deleted
    /// elements only: an item deleted or reloaded (at its index path before the update), every
    /// element of a deleted or reloaded section, and a supplementary or decoration view the layout
    /// lists in `indexPathsToDelete…`. Under ``UpdateAttributesDefault/documented`` it applies to
    /// the attributes the element showed on screen before the update.
    public var disappearingEffect: LayoutAppearanceEffect?

    /// What the layout logged, as values whose description is UIKit's console text (for example
    /// the flow layout's ``LayoutWarning/itemLongerThanLine(_:)``, "The behavior of the
    /// UICollectionViewFlowLayout is not defined because: …"). Layouts that recompute everything
    /// in ``prepare()`` replace them there.
    public internal(set) var warnings: [LayoutWarning] = []

    /// Whether ``invalidateLayout()`` was called since the collection view last ran ``prepare()``.
    var needsPrepare = true

    /// Whether the collection view asks the cells it displays for their preferred attributes
    /// (self-sizing): always for a custom layout, which decides in
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``; a flow
    /// layout only with an `estimatedItemSize`.
    var estimatesSizes: Bool { true }

    /// The sizes self-sizing cells reported, by item, that the layout keeps; the base class keeps
    /// none. A batch update moves them to the items' index paths after it before the layout
    /// prepares for it (UIKit's layouts keep a fitted size with its item: they read the update in
    /// progress while preparing), and puts them back if the update throws.
    var fittedSizes: [IndexPath: CGSize] {
        get { [:] }
        set {}
    }

    /// The sizes the views of supplementary elements reported, that the layout keeps; the base
    /// class keeps none. They follow their sections through a batch update, as ``fittedSizes`` do.
    var fittedSupplementarySizes: [ElementID: CGSize] {
        get { [:] }
        set {}
    }

    /// The supplementary kinds whose views belong to no section, so that a batch update keeps
    /// their index paths instead of moving them with their section: none for a custom layout
    /// (UIKit maps a supplementary view's index path with its section; a custom layout with a
    /// layout-wide view reports it from `indexPathsToDelete/InsertForSupplementaryView(ofKind:)`,
    /// and it cross-fades), a compositional layout's own headers and footers (its configuration's
    /// `boundarySupplementaryItems`, at 0-0 however many sections there are).
    var sectionIndependentSupplementaryKinds: Set<String> { [] }

    /// The supplementary kinds whose views belong to an item, so that a batch update moves them
    /// with the item's index path instead of keeping their item number in their section: none for
    /// a custom layout (UIKit maps a supplementary view's index path with its section), a
    /// compositional layout's badges (an item's `supplementaryItems`), which sit on their cell.
    var itemAnchoredSupplementaryKinds: Set<String> { [] }

    /// Whether the collection view asks supplementary views for their preferred attributes too:
    /// always for a custom layout, as for its cells (UIKit asks every reusable view it creates and
    /// lets the layout decide in
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``, whose
    /// default answers `false`); a compositional layout only for headers and footers with an
    /// estimated dimension; a flow layout never.
    var estimatesSupplementarySizes: Bool { true }

    // The three values below are read by the base class's answer to every `initial…`/`final…`
    // question and set only by the collection view between updates or transitions, never while an
    // access to them is open: stored `@exclusivity(unchecked)`, as the attributes' values are
    // (each checked access is a runtime call; five per question were about 1% of an update).

    /// The snapshots and section sets of the update in progress (see ``LayoutUpdateContext``).
    @exclusivity(unchecked) final var updateSnapshots = UpdateSnapshots()

    /// What the engine tells the layout about the update or bounds change in progress; set before
    /// ``prepare(forCollectionViewUpdates:)`` or ``prepare(forAnimatedBoundsChange:)``, cleared
    /// by ``finalizeCollectionViewUpdates()`` and ``finalizeAnimatedBoundsChange()``.
    @exclusivity(unchecked) final var updateContext: LayoutUpdateContext?

    /// The layouts of a transition in progress, for the base class's transition defaults.
    @exclusivity(unchecked) var transitionLayouts: (from: CollectionViewLayout?, to: CollectionViewLayout?) = (nil, nil)

    /// Decoration kinds registered with ``register(_:forDecorationViewOfKind:)``, in order.
    public private(set) var registeredDecorationViewKinds: [String] = []

    /// Creates a layout that belongs to no collection view yet.
    public init() {}

    /// Creates a layout from an archive (UIKit's `init?(coder:)`, required as in UIKit because the
    /// layout is `NSCoding`), so that a subclass's `required init?(coder:)` can call
    /// `super.init(coder: coder)` unchanged.
    ///
    /// A simulated layout is never archived or loaded from a storyboard: the archive is not read,
    /// and the result is a layout initialised as ``init()`` initialises it.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {}

    /// The class of the attributes the layout creates; override to return a subclass of
    /// ``CollectionViewLayoutAttributes``.
    ///
    /// Typed `AnyClass` as in UIKit, so `override class var layoutAttributesClass: AnyClass` ports
    /// unchanged; a class that is not a ``CollectionViewLayoutAttributes`` counts as the base class.
    open class var layoutAttributesClass: AnyClass {
        CollectionViewLayoutAttributes.self
    }

    /// The class of the invalidation contexts the layout creates; override to return a subclass of
    /// ``CollectionViewLayoutInvalidationContext``.
    ///
    /// Typed `AnyClass` as in UIKit; a class that is not a context counts as the base class.
    open class var invalidationContextClass: AnyClass {
        CollectionViewLayoutInvalidationContext.self
    }

    /// The registered decoration view classes, by kind.
    var registeredDecorationViewClasses: [String: CollectionReusableView.Type] = [:]

    /// Registers a decoration view class for a kind; the collection view creates and reuses views
    /// of it for the kind's elements, with no data source call.
    ///
    /// UIKit raises when a layout shows a decoration kind without a registered class; the
    /// simulator shows a plain ``CollectionReusableView`` instead (also for `nil` or a class that
    /// is not a ``CollectionReusableView``), so that layouts can be tested without their views.
    ///
    /// - Parameters:
    ///   - viewClass: The ``CollectionReusableView`` subclass to create.
    ///   - elementKind: The decoration kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if !registeredDecorationViewKinds.contains(elementKind) { registeredDecorationViewKinds.append(elementKind) }
        registeredDecorationViewClasses[elementKind] = viewClass as? CollectionReusableView.Type
    }

    /// Whether the collection view flips the layout's horizontal coordinate system when the view
    /// reads in the other direction than ``developmentLayoutDirection``: `false` in the base class
    /// (as Apple documents `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`),
    /// `true` in the compositional layout. The flow layout answers `false`, as UIKit's does, and
    /// lays itself out right to left instead (``CollectionViewFlowLayout``).
    ///
    /// When it is `true` and the collection view's ``View/effectiveUserInterfaceLayoutDirection``
    /// differs from ``developmentLayoutDirection``, the layout keeps computing as if the view read
    /// in its development direction, and the collection view mirrors everything between them along
    /// x within the content width `W` (``CollectionView/contentSize``): an element the layout puts
    /// at `minX` shows at `W - maxX`, for every element kind and every answer (the attributes on
    /// screen, the `initial…`/`final…` providers, the reordering answers); a rectangle or point the
    /// collection view gives the layout (`layoutAttributesForElements(in:)`, a reordering
    /// position, ``CollectionView/indexPathForItem(at:)``) is mirrored the other way, so the layout
    /// sees its own coordinates. Sizes, transforms and the content offset are not mirrored (an
    /// offset of 0 still shows the content's left edge), nor are the bounds a layout reads from
    /// its `collectionView`.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout was written for; `.leftToRight` in the base class (UIKit answers
    /// the direction of the main bundle's development language).
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Whether a right-to-left view starts at the content's right end when the view does not flip
    /// this layout (UIKit's private `_shouldScrollToContentBeginningInRightToLeft`): `false` here,
    /// `true` for the flow layout, which lays itself out right to left
    /// (`View/CollectionView+RightToLeftStart.swift`).
    var startsAtContentEndInRightToLeft: Bool { false }

    /// Whether every attributes object the layout answers with from `layoutAttributesForElements(in:)`
    /// and `layoutAttributesForItem(at:)` is new, of the base attributes class, and kept by no one:
    /// then the base class's update snapshots of those answers need no copy of their own when they
    /// are taken, only the copy each `initial…`/`final…` answer makes (``UpdateSnapshots/Snapshot``).
    /// `true` only for ``CollectionViewFlowLayout`` itself, which makes every answer anew from the
    /// base attributes class and keeps none; any other layout, a flow layout's subclass included,
    /// may keep and change the objects it answers. Final, so that it adds nothing a subclass in
    /// another module lays out.
    final var answersUnsharedAttributes: Bool { type(of: self) == CollectionViewFlowLayout.self }

    /// Whether the layout's `initial…`/`final…` providers are the base class's defaults and read
    /// only this layout: no app code runs and nothing changes when they answer, so an answer no
    /// animation reads need not be made (``ProviderAnswers``; the question is still recorded).
    /// `true` only for ``CollectionViewFlowLayout`` itself (a subclass may override a provider),
    /// and not during a layout transition, when the defaults ask the other layout, which may be
    /// the app's.
    final var providersAreReadOnlyDefaults: Bool {
        type(of: self) == CollectionViewFlowLayout.self && transitionLayouts.from == nil && transitionLayouts.to == nil
    }

    // MARK: NSObject

    // Nonisolated, as NSObject's members are, so that an override inherits UIKit's isolation
    // (see View.isEqual(_:)); none of them reads main-actor state.

    /// A one-line summary (`NSObject.description`): `<ClassName>`. Nonisolated, as `NSObject`'s is.
    nonisolated open var description: String { "<\(type(of: self))>" }

    /// The text the debugger shows (`NSObject.debugDescription`): ``description`` in the base
    /// class. Nonisolated, as `NSObject`'s is.
    nonisolated open var debugDescription: String { description }

    /// Whether `object` is this layout (`NSObject.isEqual(_:)`): layouts are equal by identity
    /// unless a subclass overrides it. Nonisolated, as `NSObject`'s is: an override is
    /// nonisolated too, as on iOS, and wraps any read of main-actor state in
    /// `MainActor.assumeIsolated { … }`.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when `object` is this very layout.
    nonisolated open func isEqual(_ object: Any?) -> Bool {
        (object as? CollectionViewLayout) === self
    }

    /// A hash consistent with ``isEqual(_:)`` (`NSObject.hash`): the object's identity.
    /// Nonisolated, as `NSObject`'s is.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }

    // MARK: Layout

    /// Computes the layout; called when the layout is first used and after every invalidation.
    /// The base class does nothing.
    open func prepare() {}

    /// The size of the whole content; `.zero` in the base class.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`; `nil` in the base class.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at an index path; `nil` in the base class.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view; `nil` in the base class.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view; `nil` in the base class.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Whether a change of the view's bounds to `newBounds` invalidates the layout; the view asks
    /// before it applies the change. `false` in the base class.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Invalidates everything: ``invalidateLayout(with:)`` with a context of
    /// ``invalidationContextClass`` whose `invalidateEverything` is `true`, as in UIKit. Overrides
    /// must call `super`.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidationContext(everything: true))
    }

    /// Marks the layout invalid, so the collection view calls ``prepare()`` before it next asks
    /// for attributes; the context says what changed. Every invalidation, including
    /// ``invalidateLayout()`` and a bounds change, arrives here. Overrides must call `super`.
    ///
    /// - Parameter context: What changed.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
    }

    /// The context a bounds change invalidates with when ``shouldInvalidateLayout(forBoundsChange:)``
    /// answers `true`: a fresh context of ``invalidationContextClass`` in the base class (not
    /// invalidating everything).
    ///
    /// - Parameter newBounds: The view's bounds after the change.
    /// - Returns: The context for ``invalidateLayout(with:)``.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext(everything: false)
    }

    /// The context a cell's preferred attributes invalidate with when
    /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`` answers
    /// `true`: in the base class, a context of ``invalidationContextClass`` that invalidates the
    /// element and adjusts the content size by the change of the element's size.
    ///
    /// - Parameters:
    ///   - preferredAttributes: The attributes the cell prefers (its fitted size).
    ///   - originalAttributes: The attributes the layout gave it.
    /// - Returns: The context for ``invalidateLayout(with:)``.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext(preferred: preferredAttributes, original: originalAttributes)
    }

    /// Whether a cell's preferred attributes (self-sizing) invalidate the layout; `false` in the
    /// base class.
    ///
    /// - Parameters:
    ///   - preferredAttributes: The attributes the cell prefers (its fitted size).
    ///   - originalAttributes: The attributes the layout gave it.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The content offset to stop at after a layout change or update; the proposed one in the base
    /// class.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to stop scrolling at; the proposed one in the base class.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates

    /// Called first in a batch update with its items in UIKit's order. The base class records the
    /// snapshots its `initial…`/`final…` defaults return (see ``LayoutUpdateContext``); overrides
    /// must call `super`.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        updateSnapshots = makeUpdateSnapshots(for: updateItems)
    }

    /// Called last in a batch update, inside its animation block. The base class forgets the
    /// update's snapshots; overrides must call `super`.
    open func finalizeCollectionViewUpdates() {
        updateSnapshots = UpdateSnapshots()
        updateContext = nil
    }

    /// The start attributes of a cell that is on screen after an update (every such cell, not
    /// only inserted ones). Base class: see ``UpdateAttributesDefault``.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        defaultInitialAttributes(for: ElementID.cell(itemIndexPath))
    }

    /// The end attributes of a cell that is on screen before an update, at its index path before
    /// the update. Base class: see ``UpdateAttributesDefault``.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        defaultFinalAttributes(for: ElementID.cell(itemIndexPath))
    }

    /// The start attributes of a supplementary view on screen after an update.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        defaultInitialAttributes(for: ElementID.supplementary(elementKind, at: elementIndexPath))
    }

    /// The end attributes of a supplementary view on screen before an update.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        defaultFinalAttributes(for: ElementID.supplementary(elementKind, at: elementIndexPath))
    }

    /// The start attributes of a decoration view on screen after an update.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        defaultInitialAttributes(for: ElementID.decoration(elementKind, at: decorationIndexPath))
    }

    /// The end attributes of a decoration view on screen before an update.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        defaultFinalAttributes(for: ElementID.decoration(elementKind, at: decorationIndexPath))
    }

    /// Index paths of supplementary views of a kind that the update inserts; empty in the base class.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Index paths (before the update) of supplementary views of a kind that it deletes; empty in
    /// the base class.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Index paths of decoration views of a kind that the update inserts; empty in the base class.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Index paths (before the update) of decoration views of a kind that it deletes; empty in the
    /// base class.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Bounds changes and transitions

    /// Called before an animated bounds change with the bounds before it. The base class treats
    /// the change like an update without items: its providers cross-fade (alpha-0 copies).
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change; the base class forgets what it was told about it.
    open func finalizeAnimatedBoundsChange() {
        updateContext = nil
    }

    /// Called on the outgoing layout before a layout transition to `newLayout`.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {
        transitionLayouts.to = newLayout
    }

    /// Called on the incoming layout before a layout transition from `oldLayout`.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {
        transitionLayouts.from = oldLayout
    }

    /// Called on both layouts when a transition has gathered all its attributes.
    open func finalizeLayoutTransition() {
        transitionLayouts = (nil, nil)
    }

    // MARK: Interactive movement (defaults in `Reordering/CollectionViewLayout+InteractiveMovement.swift`)

    /// The index path a dragged item takes when the finger is at `position`. Base class: the item
    /// whose frame contains the point, the topmost (greatest `zIndex`) if several do, as UIKit
    /// documents; `previousIndexPath` over a gap (UIKit then moves nothing). No `super` needed.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        defaultTargetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    }

    /// The attributes of the dragged item while the finger is at `position`. Base class, as UIKit
    /// documents: a copy of the item's attributes centred on `position`, `zIndex` `Int.max`
    /// (UIKit's `NSIntegerMax`). Overrides call `super` first and change the copy.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> CollectionViewLayoutAttributes
    {
        defaultAttributes(forInteractivelyMovingItem: indexPath, withTargetPosition: position)
    }

    /// The context a step of an interactive movement invalidates with. Base class: a context of
    /// ``invalidationContextClass`` holding the arguments. Overrides call `super`.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext(movingItems: targetIndexPaths, previous: previousIndexPaths, target: targetPosition)
    }

    /// The context the end (or cancel) of an interactive movement invalidates with; for a cancel,
    /// `indexPaths` are the items' original index paths. Base class: a context of
    /// ``invalidationContextClass`` holding the index paths. Overrides call `super`.
    open func invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths indexPaths: [IndexPath],
                                  previousIndexPaths: [IndexPath], movementCancelled: Bool) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext(movingItems: indexPaths, previous: previousIndexPaths, target: nil)
    }
}
