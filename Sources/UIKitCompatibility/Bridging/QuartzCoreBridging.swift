// Core Animation's `CATransform3D` (Apple's, or on Linux the package's shim of the same shape) is
// not the simulator's `Transform3D`: the two initialisers convert between them, and the members
// below give the simulator's attributes and layers UIKit's `CATransform3D`-typed API
// (`attributes.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)`). The simulator's own members are
// `@_disfavoredOverload`, so a file that imports this module sees these. The same code on every
// platform.
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

extension Layer {
    /// The layer's 3D transform about its anchor point, typed as Core Animation's `CATransform3D`
    /// (`CALayer.transform`).
    public var transform: CATransform3D {
        get { CATransform3D(simulatorTransform) }
        set { simulatorTransform = Transform3D(newValue) }
    }
}

extension Transform3D {
    /// The simulator's copy of a Core Animation transform: the same sixteen entries.
    ///
    /// ```swift
    /// Transform3D(CATransform3DMakeScale(0.5, 0.5, 1)).m11   // 0.5
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
