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
open class View {
    /// The view's centre in its superview's coordinates: its layer's `position`.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The view's own coordinate space; its size is the view's size: its layer's `bounds`.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
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
    /// The view's layer, which holds its geometry and the values Core Animation draws with.
    public let layer = Layer()
    /// The view that holds this one; set by ``addSubview(_:)``.
    open private(set) weak var superview: View?
    /// The views this one holds, back to front.
    open private(set) var subviews: [View] = []

    /// The view's rectangle in its superview: its layer's `frame` (the size of ``bounds`` placed by
    /// ``center`` and the layer's anchor point, transformed).
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// Creates a view with a frame.
    ///
    /// - Parameter frame: The view's rectangle in its superview.
    public init(frame: CGRect) {
        self.frame = frame
    }

    /// Creates a view from an archive; the simulator archives no views and returns `nil`.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
        return nil
    }

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
}
