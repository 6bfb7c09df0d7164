import Foundation
import Keyframes

/// Core Animation's `CALayer`, which Linux lacks, as far as a view in a ported layout file touches
/// it: a plain holder of the values a cell's `apply(_:)` sets. Nothing is drawn.
///
/// ```swift
/// layer.anchorPoint = CGPoint(x: 0.5, y: 1)
/// layer.cornerRadius = 12
/// ```
open class CALayer {
    /// The point, in unit coordinates of the bounds, that the layer's position and transform are
    /// about; (0.5, 0.5) by default.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's position along z, used to order siblings; 0 by default.
    open var zPosition: CGFloat = 0
    /// The radius of the layer's rounded corners; 0 by default.
    open var cornerRadius: CGFloat = 0
    /// Whether sublayers are clipped to the bounds; `false` by default.
    open var masksToBounds = false
    /// The layer's opacity, from 0 to 1; 1 by default.
    open var opacity: Float = 1
    /// The layer's 3D transform; the identity by default.
    open var transform: CATransform3D = .identity
    /// The width of the layer's border; 0 by default.
    open var borderWidth: CGFloat = 0
    /// The opacity of the layer's shadow; 0 by default.
    open var shadowOpacity: Float = 0
    /// The blur radius of the layer's shadow; 3 by default, as in Core Animation.
    open var shadowRadius: CGFloat = 3
    /// The offset of the layer's shadow; (0, −3) by default, as in Core Animation.
    open var shadowOffset = CGSize(width: 0, height: -3)

    /// Creates a layer with Core Animation's defaults.
    public init() {}
}
