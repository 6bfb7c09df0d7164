import Foundation

/// A simulated `UICollectionView`: the frame, scroll position, insets, screen scale and data-source
/// counts that a layout reads, the layout itself, and the cell and supplementary view objects the
/// data source dequeues (`Cells/`; nothing is drawn).
///
/// A layout reads it exactly as it reads a `UICollectionView`:
///
/// ```swift
/// let layout = CollectionViewFlowLayout()
/// let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
/// let data = SectionCountsDataSource([8])   // the view holds it weakly, as UIKit
/// view.dataSource = data
/// view.layoutIfNeeded()                     // prepare() runs
/// layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
/// // (90, 0, 50, 50) on the default 50 × 50 grid with 10-point spacing
/// ```
///
/// The class is `final`: it simulates UIKit's view and is not a base for app subclasses; behaviour
/// that apps customise lives in layouts, which are open classes. It holds UIKit's stored
/// properties and one `UpdateEngine`; its update, animation and layout-pass methods forward there.
/// It is a ``View``, as UIKit's is a `UIView`: a view controller's view can hold it
/// (`view.addSubview(collectionView)`).
///
/// Like any UIKit view it is used from one thread at a time; it is not `Sendable`.
@preconcurrency @MainActor
public final class CollectionView: View {
    /// The view's frame in its superview (only its size matters to layouts). Setting it resizes
    /// ``bounds``, which may invalidate the layout (see ``bounds``); during an animated scroll it
    /// keeps the offset the scroll shows, where the scroll stops.
    public override var frame: CGRect {
        get { storedFrame }
        set { setGeometry(frame: newValue, contentOffset: engine.scrollingContentOffset ?? storedContentOffset) }
    }

    /// The visible rectangle in content coordinates: its origin is ``contentOffset``, its size the
    /// frame's size.
    ///
    /// Every change asks the layout `shouldInvalidateLayout(forBoundsChange:)` with the new bounds
    /// (while ``bounds`` still returns the old one, as in UIKit) and, when it answers `true`,
    /// invalidates it with the context of `invalidationContext(forBoundsChange:)`; the next layout
    /// pass prepares it again and, after a new size, pulls the offset back where the content no
    /// longer reaches it. Setting a new size keeps the frame's centre.
    public override var bounds: CGRect {
        get { CGRect(origin: engine.presentedContentOffset ?? storedContentOffset, size: storedFrame.size) }
        set {
            let center = CGPoint(x: storedFrame.midX, y: storedFrame.midY)
            let frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
            setGeometry(frame: frame, contentOffset: newValue.origin)
        }
    }

    /// The scroll position: the content point shown at the view's top-left corner. It is the
    /// origin of ``bounds``; it is not clamped, as UIKit does not clamp programmatic offsets.
    ///
    /// While the delegate's `scrollViewDidScroll(_:)` runs for a frame of an animated scroll, it
    /// reads that frame's offset, as UIKit's display link has set it (see ``CollectionViewDelegate``);
    /// between frames it reads the scroll's end, but a change made then starts from the frame the
    /// scroll shows (see `UpdateEngine+ScrollReports.swift`).
    public var contentOffset: CGPoint {
        get { engine.presentedContentOffset ?? storedContentOffset }
        set { setGeometry(frame: storedFrame, contentOffset: newValue) }
    }

    /// Space around the content (`UIScrollView.contentInset`). The flow layout subtracts the
    /// insets across its lines from the width (vertical) or height (horizontal) of its content.
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// The safe-area insets a flow layout with `sectionInsetReference == .fromSafeArea` measures
    /// its section insets from. A simulated view has no window, so they are whatever you set.
    public var safeAreaInsets: EdgeInsets = .zero {
        didSet { if safeAreaInsets != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// The layout margins a flow layout with `sectionInsetReference == .fromLayoutMargins`
    /// measures its section insets from; UIKit's default of 8 points on every side.
    public override var layoutMargins: EdgeInsets {
        didSet { if layoutMargins != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// Points per pixel of the simulated screen (UIKit: `traitCollection.displayScale`). Layouts
    /// snap origins to it; the default is 3 (current iPhones); 0 turns snapping off.
    public var screenScale: CGFloat = 3 {
        didSet {
            guard screenScale != oldValue else { return }
            collectionViewLayout.invalidateLayout()
            // The views whose traits are the view's now had the old scale before.
            let now = traitCollection, before = TraitCollection(displayScale: oldValue)
            Self.tellTraitChanges(traitsInTree().filter { $0.traits == now }.map { ($0.view, before) })
        }
    }

    /// The traits of the view's environment (UIKit's `traitCollection`): the display scale is
    /// ``screenScale``.
    public override var traitCollection: TraitCollection {
        TraitCollection(displayScale: screenScale)
    }

    /// How the content follows the reading direction (`UIView.semanticContentAttribute`); a change
    /// invalidates the layout, whose mirroring may change with it
    /// (``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``), as UIKit lays out
    /// again when the direction changes.
    public override var semanticContentAttribute: SemanticContentAttribute {
        didSet { if semanticContentAttribute != oldValue { collectionViewLayout.invalidateLayout() } }
    }

    /// How fast a fling slows down (`UIScrollView.decelerationRate`): ``DecelerationRate/normal``
    /// by default; ``fling(withVelocity:proposedContentOffset:timing:frameRate:)`` coasts by it.
    public var decelerationRate: DecelerationRate = .normal

    /// The centre of ``frame`` in the superview; setting it moves the frame.
    public override var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    /// The window the view is in (`UIView.window`): its superviews' window, or else a window of
    /// its own, as for a view on screen, so code that checks `window != nil` before it works runs.
    /// (Simulated touches, `tapItem(at:)` …, stand for a finger a test puts down; like UIKit's hit
    /// testing they reach no item while the view or a superview has ``View/isUserInteractionEnabled``
    /// off.)
    public override var window: Window? { super.window ?? engine.standaloneWindow }

    /// Whether scrolling stops on multiples of the view's size (`UIScrollView.isPagingEnabled`).
    /// The simulator records it for layouts that read it; flings do not page.
    public var isPagingEnabled = false

    // UIKit's everyday scroll-view settings, with UIKit's defaults. Nothing is drawn, no finger
    // drags and no keyboard shows, so the simulator stores them for app code that sets them and
    // acts on none but `alwaysBounceVertical`/`alwaysBounceHorizontal`, which decide the scrollable
    // axes of `adjustedContentInset` (see ``contentInsetAdjustmentBehavior``).

    /// Whether the horizontal scroll indicator shows (`UIScrollView`); `true`. Stored, never drawn.
    public var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows (`UIScrollView`); `true`. Stored, never drawn.
    public var showsVerticalScrollIndicator = true
    /// Whether the view bounces vertically even when the content is shorter than it; `false`.
    public var alwaysBounceVertical = false
    /// Whether the view bounces horizontally even when the content is narrower than it; `false`.
    public var alwaysBounceHorizontal = false
    /// Whether the view bounces past the content's edge (`UIScrollView.bounces`); `true`. Stored:
    /// programmatic offsets are never clamped, as in UIKit.
    public var bounces = true
    /// Whether the user can scroll (`UIScrollView.isScrollEnabled`); `true`. When it is `false` the
    /// simulated finger's `fling(withVelocity:…)` does nothing; `setContentOffset(_:animated:)`
    /// still scrolls, as in UIKit.
    public var isScrollEnabled = true
    /// Whether a tap on the status bar scrolls to the top (`UIScrollView.scrollsToTop`); `true`. Stored.
    public var scrollsToTop = true
    /// How a drag dismisses the keyboard (`UIScrollView.keyboardDismissMode`); `.none`. Stored.
    public var keyboardDismissMode: KeyboardDismissMode = .none
    /// Which safe-area insets `adjustedContentInset` adds to ``contentInset``
    /// (`UIScrollView.contentInsetAdjustmentBehavior`); `.automatic`, UIKit's default.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Insets of the vertical scroll indicator (`UIScrollView`); zero. Stored, never drawn.
    public var verticalScrollIndicatorInsets: EdgeInsets = .zero
    /// Insets of the horizontal scroll indicator (`UIScrollView`); zero. Stored, never drawn.
    public var horizontalScrollIndicatorInsets: EdgeInsets = .zero

    // UIKit's everyday collection-view settings, with UIKit's defaults, stored for app code.

    /// Whether the view prefetches (`UICollectionView.isPrefetchingEnabled`); `true`. Stored: the
    /// simulator never calls ``prefetchDataSource``.
    public var isPrefetchingEnabled = true
    /// The object told of items about to come on screen (`UICollectionView.prefetchDataSource`),
    /// held weakly as UIKit holds it. Stored: the simulator never calls it.
    public weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?
    /// Whether focus returns to the item last focused (`remembersLastFocusedIndexPath`); `false`. Stored.
    public var remembersLastFocusedIndexPath = false
    /// Whether cells can take focus (`allowsFocus`, iOS 15); `false`, the simulated iPhone's
    /// (Apple leaves the default to the platform). Stored: the simulator has no focus engine.
    public var allowsFocus = false
    /// Whether focus moving to a cell selects it (`selectionFollowsFocus`, iOS 14); `false`, the
    /// simulated iPhone's. Stored: nothing takes focus, so a tap selects as ``tapItem(at:)`` says.
    public var selectionFollowsFocus = false
    /// Whether cells can take focus while editing (`allowsFocusDuringEditing`, iOS 15); `false`. Stored.
    public var allowsFocusDuringEditing = false
    /// Whether items can be selected while editing (`allowsSelectionDuringEditing`); `false`. Stored.
    public var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing; `false`. Stored.
    public var allowsMultipleSelectionDuringEditing = false
    /// Whether drag and drop is on (`UICollectionView.dragInteractionEnabled`); `false`, UIKit's
    /// default on iPhone (the simulated device). Stored: the simulator has no drag sessions.
    public var dragInteractionEnabled = false
    /// When a self-sizing cell is measured again (`UICollectionView.selfSizingInvalidation`,
    /// iOS 16); `.enabled`. Stored.
    public var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// The scroll view's pan recogniser (`UIScrollView.panGestureRecognizer`), attached to the
    /// view; at rest, since no finger drags a simulated view (see ``PanGestureRecognizer``).
    public private(set) lazy var panGestureRecognizer: PanGestureRecognizer = PanGestureRecognizer(attachedTo: self)

    /// Where the view reads its section and item counts. Setting it reloads the data.
    ///
    /// Weak, as UIKit declares it: the code that creates the data source keeps it (a `let` in a
    /// test, a property of the view controller). Once it is released the view has no data source
    /// and reports zero sections, as an iOS screen whose data source was released shows nothing.
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The delegate (also the scroll view's); a flow layout asks it for sizes, insets and spacings
    /// when it conforms to ``CollectionViewDelegateFlowLayout``. Weak, like ``dataSource``.
    public weak var delegate: (any CollectionViewDelegate)? {
        didSet { collectionViewLayout.invalidateLayout() }
    }

    /// The layout. Setting it detaches the old layout, attaches the new one (its `collectionView`
    /// becomes this view) and invalidates it, as UIKit's non-animated setter does.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue, !engine.installingLayoutQuietly else { return }
            if oldValue.owningView === self { oldValue.owningView = nil }
            attach(collectionViewLayout)
        }
    }

    /// The content size the layout reported at the last ``layoutIfNeeded()``.
    public internal(set) var contentSize: CGSize = .zero

    var storedFrame: CGRect
    var storedContentOffset: CGPoint = .zero

    /// Everything that is not UIKit's own stored state: cached counts, updates, animations,
    /// selection, and the code that runs them (see `Engine/UpdateEngine.swift`).
    private(set) lazy var engine = UpdateEngine(view: self)

    /// Selection and highlighting, kept by the engine: see `Selection/`.
    var selection: SelectionState {
        get { engine.selection }
        set { engine.selection = newValue }
    }

    /// Registered classes, reuse pools and the view objects, kept by the engine: see `Cells/`.
    /// Read and changed in place (`_read`, `_modify`): a `get` copies the store on every read,
    /// and a `set` would copy it, its growing event log included, on every display event (a
    /// quarter of the fuzzer's time, measured).
    var cells: CellStore {
        _read { yield engine.cells }
        _modify { yield &engine.cells }
    }

    /// Creates a view with a frame and a layout; the layout's `collectionView` becomes this view.
    ///
    /// - Parameters:
    ///   - frame: The view's frame; its size is the size of ``bounds``.
    ///   - layout: The layout that places the view's elements.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        storedFrame = frame
        collectionViewLayout = layout
        super.init(frame: frame)
        attach(layout)
    }

    /// Creates a view from an archive (UIKit's `init?(coder:)`): the simulator never archives
    /// views, so this is a view with a zero frame and a base ``CollectionViewLayout``.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        collectionViewLayout = CollectionViewLayout()
        super.init(coder: coder)
        attach(collectionViewLayout)
    }

    /// Lays the view out now if anything is pending: prepares an invalidated layout (`prepare()`,
    /// `collectionViewContentSize`) and loads the attributes of the elements in the visible
    /// rectangle (`layoutAttributesForElements(in:)`) when the layout or the bounds changed.
    /// (A `setNeedsLayout()` before it changes nothing: the simulator has no run loop, and this
    /// lays out whatever changed.)
    public override func layoutIfNeeded() {
        var recorder = LayoutCallRecorder(collectionViewLayout)
        engine.layoutIfNeeded(recording: &recorder)
        engine.reportContentOffsetChange()
    }

    /// The views hit testing asks, back to front: the ``View/subviews`` without the cells,
    /// supplementary and decoration views hidden for reuse or animating off screen.
    override var subviewsForHitTesting: [View] { engine.subviewsOnScreen }

    private func attach(_ layout: CollectionViewLayout) {
        layout.owningView = self
        layout.invalidateLayout()
    }

    /// A property set: the bounds-change protocol's first step (`Engine/UpdateEngine+BoundsChanges`),
    /// then the delegate told of a new offset; the rest waits for the next layout pass.
    private func setGeometry(frame: CGRect, contentOffset: CGPoint) {
        var recorder = LayoutCallRecorder(collectionViewLayout)
        engine.changeBounds(frame: frame, contentOffset: contentOffset, recording: &recorder)
        engine.reportContentOffsetChange()
    }
}
