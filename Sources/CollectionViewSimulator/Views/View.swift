import Foundation
import Keyframes

/// A view (UIKit's `UIView`, the name UIKitCompatibility gives it), as far as the views named in
/// layout files and data sources (decoration views, cells) use it: geometry, alpha, transform,
/// colours and a ``Layer`` (the simulator's, with `CALayer`'s names). Nothing is drawn.
///
/// Geometry is kept as UIKit keeps it, in the layer: ``center`` is the layer's `position`,
/// ``bounds`` its `bounds`, ``alpha`` its `opacity`, ``transform`` the 2D part of its `transform`,
/// and ``frame`` its `frame`, so an animator that reads `cell.layer.position` sees what the
/// collection view set.
///
/// Main-actor isolated as UIKit's views are, and `@preconcurrency` as every UIKit declaration is
/// (Swift imports Objective-C declarations so), as is every UIKit-shaped class and protocol here
/// (layouts, attributes, invalidation contexts, controllers, data sources, delegates): code
/// that reads their values outside the main actor, such as an `NSObject` override, gets what the
/// compiler reports for UIKit's: nothing in Swift 5 mode with minimal checking, a warning in
/// Swift 6 mode.
@preconcurrency @MainActor
open class View {
    /// The view's centre in its superview's coordinates: its layer's `position`.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The view's own coordinate space; its size is the view's size: its layer's `bounds`.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            if newValue.size != layer.bounds.size { needsLayout = true }
            layer.bounds = newValue
        }
    }
    /// The opacity, 0 to 1; 1 by default: its layer's `opacity`, so it reads back rounded to a
    /// `Float`, as in UIKit.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// Whether the view is hidden: its layer's `isHidden`.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// The 2D transform about the centre; the identity by default: the 2D part of its layer's
    /// `transform`, which setting it replaces.
    ///
    /// Disfavoured, like the layout attributes' `transform`, so that UIKitCompatibility's twin typed
    /// as Core Graphics' `CGAffineTransform` is the one a ported file sees.
    @_disfavoredOverload open var transform: Keyframes.Transform2D {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// ``transform`` under a name no other module shadows, for UIKitCompatibility's twin.
    package var simulatorTransform: Keyframes.Transform2D {
        get { transform }
        set { transform = newValue }
    }
    /// The background colour; `nil` (transparent) by default.
    open var backgroundColor: Color?
    /// The tint colour; `nil` by default.
    open var tintColor: Color?
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// Whether the view takes touches; `true` by default.
    open var isUserInteractionEnabled = true
    /// How the view resizes with its superview (UIKit's `autoresizingMask`); none by default. The
    /// simulator records it and lays out nothing by it: set the frame the mask would give.
    open var autoresizingMask: AutoresizingMask = []
    /// A number that identifies the view to app code (UIKit's `tag`); 0 by default. See
    /// ``viewWithTag(_:)``.
    open var tag = 0
    /// A string that identifies the view to UI tests (UIKit's `accessibilityIdentifier`); `nil`.
    open var accessibilityIdentifier: String?
    /// The view's label for assistive technologies (UIKit's `accessibilityLabel`); `nil`. Stored.
    open var accessibilityLabel: String?
    /// Whether assistive technologies see the view as one element (UIKit's
    /// `isAccessibilityElement`); `false`, a plain view's default. Stored.
    open var isAccessibilityElement = false
    /// The view's layer, which holds its geometry and the values Core Animation draws with.
    public let layer = Layer()
    /// How the view's content fills its bounds (UIKit's `contentMode`); `.scaleToFill`. Stored, never drawn.
    open var contentMode: ContentMode = .scaleToFill
    /// The view's Auto Layout state: constraints, guides, priorities (`AutoLayout/`; stored, never solved).
    let autoLayout = AutoLayoutState()
    /// The space the view keeps inside its edges for its content (UIKit's `layoutMargins`): 8
    /// points on every edge, UIKit's default for a view that is not a view controller's root
    /// view. A change calls ``layoutMarginsDidChange()``. See ``directionalLayoutMargins``.
    open var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { if layoutMargins != oldValue { layoutMarginsDidChange() } }
    }
    /// Called when ``layoutMargins`` change; the base class does nothing.
    open func layoutMarginsDidChange() {}
    /// The size the view's content needs (UIKit's `intrinsicContentSize`): ``noIntrinsicMetric``
    /// on both axes in the base class. The simulator measures no text or image, so a label or
    /// image view reports none either; override it to give one.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
    /// Tells Auto Layout the intrinsic size changed (UIKit's `invalidateIntrinsicContentSize()`);
    /// nothing is solved, so the base class does nothing.
    open func invalidateIntrinsicContentSize() {}
    /// Updates the view's constraints (UIKit's `updateConstraints()`); overrides call `super` last,
    /// as in UIKit. The base class marks the update done (see ``updateConstraintsIfNeeded()``).
    open func updateConstraints() { autoLayout.needsUpdateConstraints = false }
    /// Called after the view is loaded from a nib (`NSObject.awakeFromNib()`); the simulator loads
    /// no nibs and never calls it. The base class does nothing: an override that calls `super`
    /// compiles unchanged.
    open func awakeFromNib() {}
    /// The view that holds this one; set by ``addSubview(_:)``. A collection view is the
    /// superview of the cells, supplementary and decoration views it shows, as in UIKit.
    open internal(set) var superview: View? {
        get { superviewReference }
        set { superviewReference = newValue }
    }
    /// ``superview``, held as UIKit holds it: not retained, and cleared by the superview as it goes
    /// (`deinit`) in every subview that outlives it, its subviews being the only views that point
    /// to it (``move(to:insert:)`` sets it, and only together with the subviews). Not `weak`: a weak
    /// reference gives the view it names a side table for good, which sends every retain and
    /// release of that view (each cell, the collection view) down the runtime's slow path, 2% of
    /// the fuzzer (callgrind, 2026-11-28). `@exclusivity(unchecked)`: read for every answer of a
    /// flow layout (through ``effectiveUserInterfaceLayoutDirection``), only ever replaced whole;
    /// `nonisolated(unsafe)` for the superview's `deinit`, which runs where its last release does:
    /// on the main actor, where views live (UIKit requires a view to go on the main thread).
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var superviewReference: View?
    /// The views this one holds, back to front. A collection view's include the cells,
    /// supplementary and decoration views it shows, in ``CollectionView``'s drawing order.
    open internal(set) var subviews: [View] = [] {
        didSet { subviewsRevision = RevisionStamp.next() }
    }
    /// The version of ``subviews``: a new stamp whenever they change.
    private(set) var subviewsRevision = 0

    /// The view's rectangle in its superview: its layer's `frame` (the size of ``bounds`` placed by
    /// ``center`` and the layer's anchor point, transformed).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let size = layer.bounds.size
            layer.frame = newValue
            if layer.bounds.size != size { needsLayout = true }
        }
    }

    /// Whether ``layoutIfNeeded()`` runs ``layoutSubviews()``: from creation until it has, and
    /// again after ``setNeedsLayout()`` or a change of the bounds' size.
    private(set) var needsLayout = true

    /// Creates a view with a frame.
    ///
    /// - Parameter frame: The view's rectangle in its superview.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view with a zero frame (UIKit's `UIView()`, `NSObject`'s `init()`); inherited by
    /// every subclass that has `init(frame:)` and `init?(coder:)`, so `MyCell()` works as in UIKit.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive (UIKit's `init?(coder:)`, required because views are
    /// `NSCoding`), so that a subclass's `super.init(coder: coder)` compiles unchanged.
    ///
    /// The simulator never archives views or loads nibs: the archive is not read, and the result
    /// is a view with a zero frame, as ``init()`` creates.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {}

    /// Clears ``superview`` in each subview something else still holds, which would otherwise
    /// name a view that is gone.
    deinit {
        for subview in subviews where subview.superviewReference === self { subview.superviewReference = nil }
    }

    /// Adds a subview on top of the others.
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: View) {
        place(view) { $0.count }
    }

    /// Removes the view from its superview, and the constraints that its superviews hold and that
    /// refer to it or to a view inside it, as UIKit does.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        move(to: nil) { _ in }
    }

    /// Called before the view moves to another superview (UIKit's `willMove(toSuperview:)`), or
    /// out of its superview with `nil`; the base class does nothing.
    ///
    /// - Parameter newSuperview: The superview it moves to, or `nil`.
    open func willMove(toSuperview newSuperview: View?) {}

    /// Called after the view moved to another superview or out of one (UIKit's
    /// `didMoveToSuperview()`); the base class does nothing.
    open func didMoveToSuperview() {}

    /// Called before the view and its subviews move to another window (UIKit's
    /// `willMove(toWindow:)`), when a move of the view or of a superview changes its ``window``;
    /// the base class does nothing.
    ///
    /// - Parameter newWindow: The window it moves to, or `nil`.
    open func willMove(toWindow newWindow: Window?) {}

    /// Called after the view moved to another window (UIKit's `didMoveToWindow()`); the base class
    /// does nothing.
    open func didMoveToWindow() {}

    /// Called after a subview was added (UIKit's `didAddSubview(_:)`); the base class does nothing.
    ///
    /// - Parameter subview: The view added.
    open func didAddSubview(_ subview: View) {}

    /// Called before a subview is removed or moves to another superview (UIKit's
    /// `willRemoveSubview(_:)`); the base class does nothing.
    ///
    /// - Parameter subview: The view leaving.
    open func willRemoveSubview(_ subview: View) {}

    /// Adds a subview at a position among the others (UIKit's `insertSubview(_:at:)`): 0 is
    /// behind every other subview; an index past the end puts it on top.
    ///
    /// - Parameters:
    ///   - view: The view to add; it leaves its superview first.
    ///   - index: Its index in ``subviews``, clamped to `0...subviews.count`.
    open func insertSubview(_ view: View, at index: Int) {
        place(view) { _ in index }
    }

    /// Adds a subview just above a sibling (UIKit's `insertSubview(_:aboveSubview:)`), or on top
    /// when `siblingSubview` is not a subview of this view.
    ///
    /// - Parameters:
    ///   - view: The view to add; it leaves its superview first.
    ///   - siblingSubview: The subview to put it above.
    open func insertSubview(_ view: View, aboveSubview siblingSubview: View) {
        place(view) { others in others.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? others.count }
    }

    /// Adds a subview just below a sibling (UIKit's `insertSubview(_:belowSubview:)`), or on top
    /// when `siblingSubview` is not a subview of this view.
    ///
    /// - Parameters:
    ///   - view: The view to add; it leaves its superview first.
    ///   - siblingSubview: The subview to put it below.
    open func insertSubview(_ view: View, belowSubview siblingSubview: View) {
        place(view) { others in others.firstIndex { $0 === siblingSubview } ?? others.count }
    }

    /// Moves a subview above all the others (UIKit's `bringSubviewToFront(_:)`); does nothing if
    /// `view` is not a subview.
    ///
    /// - Parameter view: The subview to move.
    open func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        place(view) { $0.count }
    }

    /// Moves a subview below all the others (UIKit's `sendSubviewToBack(_:)`); does nothing if
    /// `view` is not a subview.
    ///
    /// - Parameter view: The subview to move.
    open func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        place(view) { _ in 0 }
    }

    /// The farthest descendant of the view that holds `point`, or the view itself, or `nil`
    /// (UIKit's `hitTest(_:with:)`), as UIKit finds the view a touch goes to.
    ///
    /// UIKit's algorithm: a view that is hidden, does not take touches
    /// (``isUserInteractionEnabled`` is `false`) or is nearly transparent (``alpha`` below 0.01)
    /// returns `nil`, and so does one whose ``point(inside:with:)`` is `false` — so a subview's
    /// part outside its superview's bounds is never reached, clipped or not. Otherwise the subviews
    /// are asked front to back (the last of ``subviews`` first), each with the point converted to
    /// its coordinates, and the first view one returns wins; with none, the view itself.
    /// A collection view asks the cells, supplementary and decoration views it shows, in the
    /// order they are drawn, front first (see ``CollectionView/tap(at:)``).
    ///
    /// Override it to forward touches (a carousel whose cells reach past its bounds) or to let
    /// them pass through (return `nil`), as in UIKit; call `super` for the default.
    ///
    /// - Parameters:
    ///   - point: A point in the view's bounds coordinates.
    ///   - event: The event the touch belongs to; `nil` when the simulator or a test asks.
    /// - Returns: The view that takes the touch, or `nil`.
    open func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviewsForHitTesting.reversed() {
            if let hit = subview.hitTest(subview.pointFromSuperview(point), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` is inside the view (UIKit's `point(inside:with:)`): in the base class,
    /// whether ``bounds`` contains it (``clipsToBounds`` plays no part). Override it to enlarge or
    /// shrink the area that takes touches; ``hitTest(_:with:)`` asks it first.
    ///
    /// - Parameters:
    ///   - point: A point in the view's bounds coordinates.
    ///   - event: The event the touch belongs to; `nil` when the simulator or a test asks.
    /// - Returns: `true` when the point is inside.
    open func point(inside point: CGPoint, with event: Event?) -> Bool {
        bounds.contains(point)
    }

    /// The views ``hitTest(_:with:)`` asks, back to front: ``subviews``; a collection view leaves
    /// out the views it keeps hidden for reuse and those animating off screen.
    var subviewsForHitTesting: [View] { subviews }

    /// Lays out the subviews (UIKit's `layoutSubviews()`); the base class does nothing. Override it
    /// to place subviews; the simulator calls it from ``layoutIfNeeded()``, never by itself.
    open func layoutSubviews() {}

    /// Marks the view as needing layout (UIKit's `setNeedsLayout()`): the next ``layoutIfNeeded()``
    /// runs ``layoutSubviews()``. The simulator has no run loop that would lay it out later.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs ``layoutSubviews()`` if the view needs layout (UIKit's `layoutIfNeeded()`): once after
    /// it was created, after ``setNeedsLayout()``, or after its bounds' size changed (a cell the
    /// collection view resized included). Only this view: its subviews lay out when asked.
    open func layoutIfNeeded() {
        guard needsLayout else { return }
        needsLayout = false
        layoutSubviews()
    }

    /// The size that fits `size`; the current size in the base class.
    ///
    /// - Parameter size: The space available.
    /// - Returns: The view's preferred size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size Auto Layout would give the view for `targetSize`; the current size in the base
    /// class (constraints are stored, never solved).
    ///
    /// - Parameter targetSize: The size to fit.
    /// - Returns: The view's fitted size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

    /// The size Auto Layout would give the view for `targetSize` with the given fitting
    /// priorities (UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
    /// which cells call to size themselves). Constraints are stored, never solved: the base class
    /// answers ``systemLayoutSizeFitting(_:)``, so a cell that overrides either method is sized by
    /// its override.
    ///
    /// - Parameters:
    ///   - targetSize: The size to fit.
    ///   - horizontalFittingPriority: How firmly the width should match (`.required` keeps it).
    ///   - verticalFittingPriority: How firmly the height should match.
    /// - Returns: The view's fitted size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                      verticalFittingPriority: LayoutPriority) -> CGSize {
        systemLayoutSizeFitting(targetSize)
    }

    /// The window the view is in: the view itself if it is a ``Window``, else its superview's; `nil`
    /// for a view in no window. A collection view is in a window of its own when it has no
    /// superview in one (``CollectionView/window``), so the cells it shows are in that window too.
    open var window: Window? {
        if let window = self as? Window { return window }
        return superview?.window
    }

    /// The traits of the view's environment (UIKit's `traitCollection`): its superview's, or the
    /// main screen's (``TraitCollection/mainScreen``) for a view in none. A collection view's
    /// display scale is its ``CollectionView/screenScale``, so the cells it shows have it too.
    open var traitCollection: TraitCollection { superview?.traitCollection ?? .mainScreen }

    /// Called after the view's ``traitCollection`` changed (UIKit's `traitCollectionDidChange(_:)`):
    /// when a collection view's ``CollectionView/screenScale`` is set to another value (on it and
    /// every view under it, top down) and when the view, or a superview, moves under a view with
    /// other traits (a cell the collection view creates joins it so). The base class does nothing;
    /// an override calls `super`, as in UIKit.
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// The controller whose root view this is (UIKit's view controller of a view), told of its
    /// view's trait changes.
    weak var owningController: ViewController?

    /// How the view's content follows the reading direction (UIKit's `semanticContentAttribute`);
    /// ``SemanticContentAttribute/unspecified`` by default. Stored `@exclusivity(unchecked)`: read
    /// for every answer of a flow layout (``effectiveUserInterfaceLayoutDirection``), only ever
    /// replaced whole.
    @exclusivity(unchecked) open var semanticContentAttribute: SemanticContentAttribute = .unspecified

    /// The layout direction the view's content follows (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): its ``semanticContentAttribute`` relative to its
    /// superview's direction, or to the application's
    /// (``Application/userInterfaceLayoutDirection``) for a view in none.
    open var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        semanticContentAttribute.layoutDirection(
            relativeTo: superview?.effectiveUserInterfaceLayoutDirection ?? Application.shared.userInterfaceLayoutDirection)
    }

    /// The direction content with `attribute` reads in within the application (UIKit's
    /// `UIView.userInterfaceLayoutDirection(for:)`).
    ///
    /// - Parameter attribute: The content's semantic attribute.
    /// - Returns: The direction, relative to ``Application/userInterfaceLayoutDirection``.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute) -> UserInterfaceLayoutDirection {
        attribute.layoutDirection(relativeTo: Application.shared.userInterfaceLayoutDirection)
    }

    /// The direction content with `attribute` reads in where the surroundings read in `direction`
    /// (UIKit's `UIView.userInterfaceLayoutDirection(for:relativeTo:)`).
    ///
    /// - Parameters:
    ///   - attribute: The content's semantic attribute.
    ///   - direction: The surrounding direction.
    /// - Returns: The direction.
    public static func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute,
                                                    relativeTo direction: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        attribute.layoutDirection(relativeTo: direction)
    }

    /// A one-line summary (`NSObject.description`): the class and the frame, as UIKit prints
    /// `<MyCell: frame = (0 0; 50 50)>`. Subclasses override it as they override `NSObject`'s.
    ///
    /// Nonisolated, as `NSObject`'s is, so an override inherits UIKit's isolation (see
    /// ``isEqual(_:)``). It reads the frame on the main actor, where views live: called from
    /// another thread it stops the program instead of racing with the main actor's changes.
    nonisolated open var description: String {
        MainActor.assumeIsolated {
            "<\(type(of: self)): frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))>"
        }
    }

    /// The text the debugger shows (`NSObject.debugDescription`): ``description`` in the base
    /// class. Nonisolated, as `NSObject`'s is.
    nonisolated open var debugDescription: String { description }

    /// Whether `object` is this view (`NSObject.isEqual(_:)`): views are equal by identity, as
    /// UIKit's are, unless a subclass overrides it.
    ///
    /// Nonisolated, as `NSObject`'s is: an override is nonisolated too (Swift gives an override
    /// the isolation of the member it overrides), so the same override compiles, or is diagnosed,
    /// here as on iOS. An override that reads main-actor state wraps it in
    /// `MainActor.assumeIsolated { … }` or is declared `nonisolated` and reads none.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when `object` is this very view.
    nonisolated open func isEqual(_ object: Any?) -> Bool {
        (object as? View) === self
    }

    /// A hash consistent with ``isEqual(_:)`` (`NSObject.hash`): the object's identity.
    /// Nonisolated, as `NSObject`'s is.
    nonisolated open var hash: Int { ObjectIdentifier(self).hashValue }
}
