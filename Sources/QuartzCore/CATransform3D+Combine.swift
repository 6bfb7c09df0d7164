import CoreGraphics
import Keyframes

/// The transform that applies `a` first, then `b` (`CATransform3DConcat`): the product `a · b`.
///
/// - Parameters:
///   - a: The transform applied first.
///   - b: The transform applied second.
/// - Returns: `a · b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.transform3D.concatenating(b.transform3D))
}

/// Translates `t` in its own coordinate space (`CATransform3DTranslate`): the translation applies
/// first, then `t`.
///
/// - Parameters:
///   - t: The transform to translate.
///   - tx: The distance along x.
///   - ty: The distance along y.
///   - tz: The distance along z.
/// - Returns: `CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(t.transform3D.translatedBy(x: tx, y: ty, z: tz))
}

/// Scales `t` in its own coordinate space (`CATransform3DScale`): the scale applies first, then `t`.
///
/// - Parameters:
///   - t: The transform to scale.
///   - sx: The factor along x.
///   - sy: The factor along y.
///   - sz: The factor along z.
/// - Returns: `CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(t.transform3D.scaledBy(x: sx, y: sy, z: sz))
}

/// Rotates `t` in its own coordinate space (`CATransform3DRotate`): the rotation applies first,
/// then `t`.
///
/// - Parameters:
///   - t: The transform to rotate.
///   - angle: The angle in radians.
///   - x: The axis's x component.
///   - y: The axis's y component.
///   - z: The axis's z component.
/// - Returns: `CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)`.
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3D(t.transform3D.rotated(by: angle, x: x, y: y, z: z))
}

/// The inverse of `t` (`CATransform3DInvert`), or `t` itself when it has none, as Core Animation
/// does.
///
/// The simulator's `Transform3D.inverted()` tells a singular matrix apart (it returns `nil`).
///
/// - Parameter t: The transform to invert.
/// - Returns: `t⁻¹`, or `t` unchanged when its determinant is zero or not finite.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.transform3D.inverted().map(CATransform3D.init) ?? t
}
