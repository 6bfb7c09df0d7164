import Foundation
import Keyframes
import QuartzCore

/// A view (UIKit's `UIView`, the name UIKitCompatibility gives it), as far as the views named in
/// layout files and data sources (decoration views, cells) use it: geometry, alpha, transform,
/// colours and a `CALayer` (QuartzCore's on Apple platforms, the package's shim on Linux).
/// Nothing is drawn.
///
/// Geometry is kept as UIKit keeps it: ``center`` and the size of ``bounds`` are stored, ``frame``
/// is that size around that centre (ignoring the transform).
open class View {
    /// The view's centre in its superview's coordinates.
    open var center: CGPoint = .zero
    /// The view's own coordinate space; its size is the view's size.
    open var bounds: CGRect = .zero
    /// The opacity, 0 to 1; 1 by default.
    open var alpha: CGFloat = 1
    /// Whether the view is hidden.
    open var isHidden = false
    /// The 2D transform about the centre; the identity by default.
    ///
    /// Disfavoured, like the layout attributes' `transform`, so that on Apple platforms
    /// UIKitCompatibility's twin typed as CoreGraphics' `CGAffineTransform` is the one a ported
    /// file sees.
    @_disfavoredOverload open var transform: Keyframes.AffineTransform = .identity
    /// ``transform`` under a name no other module shadows, for UIKitCompatibility's twin.
    package var simulatorTransform: Keyframes.AffineTransform {
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
    /// The view's layer, which holds the values Core Animation draws with.
    public let layer = CALayer()
    /// The view that holds this one; set by ``addSubview(_:)``.
    open private(set) weak var superview: View?
    /// The views this one holds, back to front.
    open private(set) var subviews: [View] = []

    /// The view's rectangle in its superview: the size of ``bounds`` around ``center``.
    open var frame: CGRect {
        get {
            CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }

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

    /// Adds a subview on top of the others.
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Lays out the subviews; the base class does nothing.
    open func layoutSubviews() {}

    /// Asks for a layout pass; the simulator has none, so ``layoutIfNeeded()`` runs
    /// ``layoutSubviews()`` at once.
    open func setNeedsLayout() {}

    /// Runs ``layoutSubviews()``.
    open func layoutIfNeeded() { layoutSubviews() }

    /// The size that fits `size`; the current size in the base class.
    ///
    /// - Parameter size: The space available.
    /// - Returns: The view's preferred size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size Auto Layout would give the view for `targetSize`; the current size in the base
    /// class (the simulator has no constraints).
    ///
    /// - Parameter targetSize: The size to fit.
    /// - Returns: The view's fitted size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { bounds.size }

    /// The size Auto Layout would give the view for `targetSize` with the given fitting
    /// priorities (UIKit's `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
    /// which cells call to size themselves). The simulator has no constraints: the base class
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

    /// The window the view is in: the nearest ``Window`` among the view and its superviews; `nil`
    /// for a view in no window (cells and other reusable views, which the simulator never adds
    /// to a view hierarchy, have none).
    open var window: Window? {
        var view: View? = self
        while let current = view {
            if let window = current as? Window { return window }
            view = current.superview
        }
        return nil
    }

    /// The layout direction the view's content follows (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): always left-to-right, the only direction the
    /// simulator lays out (see ``UserInterfaceLayoutDirection``).
    open var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// A one-line summary (`NSObject.description`): the class and the frame, as UIKit prints
    /// `<MyCell: frame = (0 0; 50 50)>`. Subclasses override it as they override `NSObject`'s.
    open var description: String {
        "<\(type(of: self)): frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))>"
    }

    /// The text the debugger shows (`NSObject.debugDescription`): ``description`` in the base class.
    open var debugDescription: String { description }

    /// Whether `object` is this view (`NSObject.isEqual(_:)`): views are equal by identity, as
    /// UIKit's are, unless a subclass overrides it.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` when `object` is this very view.
    open func isEqual(_ object: Any?) -> Bool {
        (object as? View) === self
    }

    /// A hash consistent with ``isEqual(_:)`` (`NSObject.hash`): the object's identity.
    open var hash: Int { ObjectIdentifier(self).hashValue }
}
