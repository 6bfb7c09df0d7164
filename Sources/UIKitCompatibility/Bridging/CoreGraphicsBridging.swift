// Core Graphics' `CGAffineTransform` (Apple's, or on Linux the package's shim of the same shape) is
// not the simulator's `Transform2D`: the two initialisers convert between them, and the members
// below give the simulator's attributes, views and layers UIKit's `CGAffineTransform`-typed API. The
// simulator's own members are `@_disfavoredOverload`, so a file that imports this module sees these.
// The same code on every platform.
import CollectionViewSimulator
import CoreGraphics
import Keyframes

extension CollectionViewLayoutAttributes {
    /// UIKit's `transform`, typed as CoreGraphics' `CGAffineTransform`: the 2D part of the
    /// simulator's transform; setting it replaces the 3D transform, as in UIKit.
    public var transform: CGAffineTransform {
        get { CGAffineTransform(simulatorTransform) }
        set { simulatorTransform = Transform2D(newValue) }
    }
}

extension View {
    /// UIKit's `transform`, typed as CoreGraphics' `CGAffineTransform`: the simulator's view
    /// transform, converted entry by entry.
    public var transform: CGAffineTransform {
        get { CGAffineTransform(simulatorTransform) }
        set { simulatorTransform = Transform2D(newValue) }
    }
}

extension Layer {
    /// The 2D part of the layer's transform, typed as Core Graphics' `CGAffineTransform`
    /// (`CALayer.affineTransform()`).
    ///
    /// - Returns: `m11 m12 m21 m22 m41 m42` of the transform.
    public func affineTransform() -> CGAffineTransform {
        CGAffineTransform(simulatorTransform.affineTransform)
    }

    /// Replaces the layer's transform with `m` embedded in 3D (`CALayer.setAffineTransform(_:)`).
    ///
    /// - Parameter m: The 2D transform.
    public func setAffineTransform(_ m: CGAffineTransform) {
        simulatorTransform = Transform3D(Transform2D(m))
    }
}

extension Keyframes.Transform2D {
    /// The simulator's copy of a CoreGraphics transform: the same six entries.
    ///
    /// ```swift
    /// Transform2D(CGAffineTransform(scaleX: 0.5, y: 0.5)).a   // 0.5
    /// ```
    ///
    /// - Parameter cgTransform: CoreGraphics' transform.
    public init(_ cgTransform: CGAffineTransform) {
        let t = cgTransform
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}

extension CGAffineTransform {
    /// CoreGraphics' copy of a simulator transform: the same six entries.
    ///
    /// - Parameter transform: The simulator's transform.
    public init(_ transform: Keyframes.Transform2D) {
        let t = transform
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}
