import Keyframes

#if !canImport(Darwin)
/// CoreGraphics' `CGAffineTransform`, which Linux lacks: the simulator's
/// ``Keyframes/AffineTransform`` (stored and combined exactly as CoreGraphics does).
///
/// `CGAffineTransform(scaleX:y:)`, `(rotationAngle:)`, `(translationX:y:)`,
/// `(a:b:c:d:tx:ty:)`, `.identity`, `isIdentity`, `concatenating(_:)`, `translatedBy(x:y:)`,
/// `scaledBy(x:y:)` and `rotated(by:)` behave as CoreGraphics' do, so this is what
/// `UICollectionViewLayoutAttributes.transform` holds:
///
/// ```swift
/// attributes.transform = CGAffineTransform(translationX: -width, y: 0)
/// ```
///
/// One difference: `inverted()` returns an optional, `nil` for a singular matrix, where
/// CoreGraphics silently returns the matrix unchanged; write `t.inverted() ?? t` for CoreGraphics'
/// result. (An overload returning a non-optional would make every call ambiguous.)
///
/// Defined only where CoreGraphics is missing: on Apple platforms `CGAffineTransform` is
/// CoreGraphics' own type; convert with `Keyframes.AffineTransform(_:)` and
/// `CGAffineTransform(_:)`.
///
/// This is not Foundation's `AffineTransform`, which Linux's Foundation also defines; spell the
/// simulator's type `Keyframes.AffineTransform` where both are imported.
public typealias CGAffineTransform = Keyframes.AffineTransform
#endif
