// Apple platforms only: QuartzCore's own `CATransform3D` exists there, so the simulator's
// `transform3D` (a `Transform3D`) and a ported layout's `CATransform3D` values are different types.
// These two initialisers convert between them. Not compiled on Linux (no QuartzCore): untested here.
#if canImport(QuartzCore)
import QuartzCore
import Keyframes

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
