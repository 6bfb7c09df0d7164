// Apple platforms only: QuartzCore's own `CATransform3D` exists there, so the simulator's
// `transform3D` (a `Transform3D`) and a ported layout's `CATransform3D` values are different types.
// The two initialisers convert between them, and `transform3D` below lets a ported layout assign
// QuartzCore's values (`attributes.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)`): the
// simulator's own property is `@_disfavoredOverload`, so a layout file that imports this module sees
// this one. Not compiled on Linux (its QuartzCore is the simulator's shim): untested here.
#if canImport(Darwin)
import CollectionViewSimulator
import QuartzCore
import Keyframes

extension CollectionViewLayoutAttributes {
    /// UIKit's `transform3D`, typed as QuartzCore's `CATransform3D`: the simulator's
    /// `Transform3D`, converted entry by entry.
    public var transform3D: CATransform3D {
        get { CATransform3D(simulatorTransform3D) }
        set { simulatorTransform3D = Transform3D(newValue) }
    }
}

extension Transform3D {
    /// The simulator's copy of a Core Animation transform: the same sixteen entries.
    ///
    /// ```swift
    /// attributes.transform3D = Transform3D(CATransform3DMakeScale(0.5, 0.5, 1))
    /// ```
    ///
    /// - Parameter caTransform: QuartzCore's transform.
    public init(_ caTransform: CATransform3D) {
        let t = caTransform
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14,
            m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34,
            m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44
        )
    }
}

extension CATransform3D {
    /// Core Animation's copy of a simulator transform: the same sixteen entries.
    ///
    /// - Parameter transform: The simulator's transform.
    public init(_ transform: Transform3D) {
        let t = transform
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14,
            m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34,
            m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44
        )
    }
}
#endif
