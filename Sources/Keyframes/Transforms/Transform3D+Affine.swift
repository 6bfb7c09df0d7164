import Foundation

extension Transform3D {
    /// Embeds a 2D affine transform (`CATransform3DMakeAffineTransform`).
    ///
    /// `a b c d` go to `m11 m12 m21 m22`, `tx ty` to `m41 m42`; every other entry is the identity's.
    ///
    /// - Parameter affine: The 2D transform.
    public init(_ affine: Transform2D) {
        self = .identity
        (m11, m12, m21, m22) = (affine.a, affine.b, affine.c, affine.d)
        (m41, m42) = (affine.tx, affine.ty)
    }

    /// Whether the transform is exactly a 2D affine transform (`CATransform3DIsAffine`): it leaves
    /// z alone and has no perspective, so ``affineTransform`` loses nothing.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The 2D part of the transform (`CATransform3DGetAffineTransform`): `m11 m12 m21 m22 m41 m42`.
    ///
    /// Every other entry is dropped, exactly as Core Animation does; check ``isAffine`` first when
    /// that matters.
    public var affineTransform: Transform2D {
        Transform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }
}
