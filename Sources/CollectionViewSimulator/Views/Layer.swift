import Foundation
import Keyframes

/// A view's layer (Core Animation's `CALayer`, as far as a cell's code and a layout-driven animator
/// touch it): the geometry the view is drawn with and the values a cell's `apply(_:)` sets. Nothing
/// is drawn.
///
/// The simulator's own type on every platform, with `CALayer`'s property names, so a cell's
/// `layer.anchorPoint = …` or an animator's `cell.layer.position` reads the same everywhere; it is
/// not Apple's `CALayer` (which only the main thread may touch). UIKitCompatibility adds the members
/// typed with Core Animation's `CATransform3D` and Core Graphics' `CGAffineTransform` and `CGColor`.
///
/// As in Core Animation, ``position`` is where the ``anchorPoint`` of ``bounds`` sits in the
/// superlayer, and ``frame`` is computed from ``position``, ``bounds``, ``anchorPoint`` and
/// ``transform``:
///
/// ```swift
/// layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
/// layer.position = CGPoint(x: 50, y: 40)
/// layer.anchorPoint = CGPoint(x: 0.5, y: 1)
/// layer.frame   // (0, 0, 100, 40): the bottom edge's midpoint sits at the position
/// ```
open class Layer: CustomStringConvertible, CustomDebugStringConvertible {
    /// The values a display pass reads and sets on every view, together.
    private struct StoredValues {
        var bounds: CGRect = .zero
        var position: CGPoint = .zero
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)
        var zPosition: CGFloat = 0
        var transform: Transform3D = .identity
        var opacity: Float = 1
        var isHidden = false
    }

    /// The geometry and the values the collection view applies, stored `@exclusivity(unchecked)`
    /// as ``CollectionViewLayoutAttributes`` stores its own: every display pass reads and sets them
    /// on every view, and each checked access of a class's stored property costs a runtime call
    /// (about 1% of a fuzzing step, measured with callgrind). Only the accessors below touch it, and
    /// none calls out while an access is open (the watch is told after the value is stored), so
    /// accesses never overlap.
    @exclusivity(unchecked) private final var stored = StoredValues()

    /// The layer's own coordinate space; its size is the layer's size.
    open var bounds: CGRect {
        get { stored.bounds }
        set { stored.bounds = newValue }
    }
    /// Where the anchor point sits in the superlayer's coordinates; (0, 0) by default.
    open var position: CGPoint {
        get { stored.position }
        set { stored.position = newValue }
    }
    /// The point, in unit coordinates of the bounds, that ``position`` and ``transform`` are about;
    /// (0.5, 0.5) by default.
    open var anchorPoint: CGPoint {
        get { stored.anchorPoint }
        set { stored.anchorPoint = newValue }
    }
    /// The layer's position along z, used to order siblings; 0 by default.
    open var zPosition: CGFloat {
        get { stored.zPosition }
        set {
            let old = stored.zPosition
            stored.zPosition = newValue
            if newValue != old { subviewWatch?.reordered = true }
        }
    }
    /// The 3D transform about the anchor point; the identity by default.
    ///
    /// Disfavoured so that UIKitCompatibility's twin, typed as Core Animation's `CATransform3D`, is
    /// the one a ported file sees.
    @_disfavoredOverload open var transform: Transform3D {
        get { stored.transform }
        set { stored.transform = newValue }
    }
    /// The layer's opacity, from 0 to 1; 1 by default.
    open var opacity: Float {
        get { stored.opacity }
        set { stored.opacity = newValue }
    }
    /// Whether the layer is hidden; `false` by default.
    open var isHidden: Bool {
        get { stored.isHidden }
        set {
            let wasHidden = stored.isHidden
            stored.isHidden = newValue
            if wasHidden && !newValue { subviewWatch?.revealed = true }
        }
    }
    /// The watch of the collection view that arranges this layer's view among its subviews, which
    /// hears when the layer is shown or its ``zPosition`` changes (see `Cells/SubviewWatch.swift`).
    var subviewWatch: SubviewWatch?
    /// The radius of the layer's rounded corners; 0 by default.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the bounds; `false` by default.
    open var masksToBounds = false
    /// Whether the layer's back is drawn when a 3D transform turns it away from the viewer; `true`
    /// by default, as in Core Animation. Stored for the code that sets it (a cube or flip animator
    /// sets it to `false`); nothing is drawn, so a turned-away cell's frame is what it would be.
    open var isDoubleSided = true
    /// The width of the layer's border; 0 by default.
    open var borderWidth: CGFloat = 0
    /// The colour of the layer's border; opaque black by default, as in Core Animation.
    ///
    /// Disfavoured so that UIKitCompatibility's twin, typed as Core Graphics' `CGColor`, is the
    /// one a ported file sees.
    @_disfavoredOverload open var borderColor: Color? = .black
    /// The colour of the layer's shadow; opaque black by default, as in Core Animation.
    ///
    /// Disfavoured as ``borderColor`` is.
    @_disfavoredOverload open var shadowColor: Color? = .black
    /// The opacity of the layer's shadow; 0 by default.
    open var shadowOpacity: Float = 0
    /// The blur radius of the layer's shadow; 3 by default, as in Core Animation.
    open var shadowRadius: CGFloat = 3
    /// The offset of the layer's shadow; (0, −3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)

    /// Creates a layer with Core Animation's defaults.
    public init() {}

    /// A one-line summary (`NSObject.description`): the class, its position and bounds. Subclasses
    /// override it as they override `NSObject`'s (a layer, like `CALayer`, is not tied to the main
    /// actor here, so neither is this).
    open var description: String {
        "<\(type(of: self)): position = (\(position.x) \(position.y)); bounds = (\(bounds.minX) \(bounds.minY); \(bounds.width) \(bounds.height))>"
    }

    /// The text the debugger shows (`NSObject.debugDescription`): ``description`` in the base class.
    open var debugDescription: String { description }

    /// The layer's rectangle in its superlayer: the smallest rectangle holding its bounds, moved so
    /// that the anchor point sits at ``position`` and transformed about it (the 2D part of
    /// ``transform``, as `CALayer` computes it for an affine transform).
    ///
    /// Setting it sets ``position`` and the size of ``bounds`` as if the transform were the
    /// identity, as `CALayer` does.
    open var frame: CGRect {
        get {
            let anchor = CGPoint(x: bounds.width * anchorPoint.x, y: bounds.height * anchorPoint.y)
            let local = CGRect(x: -anchor.x, y: -anchor.y, width: bounds.width, height: bounds.height)
            let moved = transform.affineTransform.concatenating(Transform2D(translationX: position.x, y: position.y))
            return moved.boundingBox(of: local)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
        }
    }

    /// The 2D part of ``transform`` (`CALayer.affineTransform()`).
    ///
    /// - Returns: `m11 m12 m21 m22 m41 m42` of the transform.
    @_disfavoredOverload open func affineTransform() -> Transform2D {
        transform.affineTransform
    }

    /// Replaces ``transform`` with a 2D transform embedded in 3D (`CALayer.setAffineTransform(_:)`).
    ///
    /// - Parameter m: The 2D transform.
    @_disfavoredOverload open func setAffineTransform(_ m: Transform2D) {
        transform = Transform3D(m)
    }

    /// ``borderColor`` under a name no other module shadows, for UIKitCompatibility's twin.
    package var simulatorBorderColor: Color? {
        get { borderColor }
        set { borderColor = newValue }
    }

    /// ``shadowColor`` under a name no other module shadows, for UIKitCompatibility's twin.
    package var simulatorShadowColor: Color? {
        get { shadowColor }
        set { shadowColor = newValue }
    }

    /// ``transform`` under a name no other module shadows, for UIKitCompatibility's twin.
    package var simulatorTransform: Transform3D {
        get { transform }
        set { transform = newValue }
    }
}
