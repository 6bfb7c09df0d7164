import CoreGraphics
import Keyframes

/// A translation (`CATransform3DMakeTranslation`): `[1 0 0 0; 0 1 0 0; 0 0 1 0; tx ty tz 1]`.
///
/// - Parameters:
///   - tx: The distance along x.
///   - ty: The distance along y.
///   - tz: The distance along z.
/// - Returns: The translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: tx, y: ty, z: tz))
}

/// A scale about the origin (`CATransform3DMakeScale`): `[sx 0 0 0; 0 sy 0 0; 0 0 sz 0; 0 0 0 1]`.
///
/// - Parameters:
///   - sx: The factor along x.
///   - sy: The factor along y.
///   - sz: The factor along z.
/// - Returns: The scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: sx, y: sy, z: sz))
}

/// A rotation of `angle` radians about the axis `(x, y, z)` (`CATransform3DMakeRotation`).
///
/// About z it is `m11 = cos`, `m12 = sin`, `m21 = −sin`, `m22 = cos` (Core Animation's row-vector
/// convention). Core Animation leaves a zero-length axis undefined; this returns the identity.
///
/// - Parameters:
///   - angle: The angle in radians.
///   - x: The axis's x component.
///   - y: The axis's y component.
///   - z: The axis's z component.
/// - Returns: The rotation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: angle, x: x, y: y, z: z))
}
