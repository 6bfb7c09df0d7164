import CoreGraphics
import Keyframes

/// Embeds a 2D affine transform (`CATransform3DMakeAffineTransform`): `a b c d` go to
/// `m11 m12 m21 m22`, `tx ty` to `m41 m42`, everything else is the identity's.
///
/// - Parameter m: The 2D transform.
/// - Returns: The equivalent 3D transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(Transform3D(Transform2D(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)))
}

/// Whether `t` is exactly a 2D affine transform (`CATransform3DIsAffine`): no z and no perspective.
///
/// - Parameter t: The transform to test.
/// - Returns: `true` when ``CATransform3DGetAffineTransform(_:)`` loses nothing.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.transform3D.isAffine
}

/// The 2D part of `t` (`CATransform3DGetAffineTransform`): `m11 m12 m21 m22 m41 m42`; the other
/// entries are dropped, as Core Animation drops them.
///
/// - Parameter t: The 3D transform.
/// - Returns: The 2D transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    let m = t.transform3D.affineTransform
    return CGAffineTransform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
}
