import Foundation

/// A 2D affine transform stored exactly as CoreGraphics' `CGAffineTransform` stores it (which is
/// not available on Linux).
///
/// Points are row vectors: `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`, and
/// `t1.concatenating(t2)` applies `t1` first, then `t2` (`CGAffineTransformConcat(t1, t2)`).
/// The initialisers and the `…By` methods follow CoreGraphics' conventions; `translatedBy`,
/// `scaledBy` and `rotated` apply the new step *before* `self`, as `CGAffineTransformTranslate`
/// and its siblings do.
public struct Transform2D: Sendable, Hashable, Codable {
    /// The x factor of the new x (row 1, column 1).
    public var a: CGFloat
    /// The y factor of the new x (row 1, column 2).
    public var b: CGFloat
    /// The x factor of the new y (row 2, column 1).
    public var c: CGFloat
    /// The y factor of the new y (row 2, column 2).
    public var d: CGFloat
    /// The translation along x.
    public var tx: CGFloat
    /// The translation along y.
    public var ty: CGFloat

    /// Creates a transform from its six entries, as `CGAffineTransform(a:b:c:d:tx:ty:)` does.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// A translation (`CGAffineTransform(translationX:y:)`).
    ///
    /// - Parameters:
    ///   - x: The distance along x.
    ///   - y: The distance along y.
    public init(translationX x: CGFloat, y: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin (`CGAffineTransform(scaleX:y:)`).
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    public init(scaleX x: CGFloat, y: CGFloat) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// A rotation about the origin (`CGAffineTransform(rotationAngle:)`): `a = cos`, `b = sin`,
    /// `c = −sin`, `d = cos`, the same orientation as a rotation about z in ``Transform3D``.
    ///
    /// - Parameter angle: The angle in radians.
    public init(rotationAngle angle: CGFloat) {
        let (cosine, sine) = (cos(angle), sin(angle))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// The transform that applies `self` first, then `other` (`CGAffineTransformConcat`).
    ///
    /// - Parameter other: The transform applied second.
    /// - Returns: The matrix product `self · other`.
    public func concatenating(_ other: Transform2D) -> Transform2D {
        Transform2D(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty
        )
    }

    /// A translation applied before `self` (`CGAffineTransformTranslate`).
    ///
    /// - Parameters:
    ///   - x: The distance along x, in the transformed space.
    ///   - y: The distance along y, in the transformed space.
    /// - Returns: `Transform2D(translationX: x, y: y).concatenating(self)`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform2D {
        Transform2D(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (`CGAffineTransformScale`).
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    /// - Returns: `Transform2D(scaleX: x, y: y).concatenating(self)`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> Transform2D {
        Transform2D(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self` (`CGAffineTransformRotate`).
    ///
    /// - Parameter angle: The angle in radians.
    /// - Returns: `Transform2D(rotationAngle: angle).concatenating(self)`.
    public func rotated(by angle: CGFloat) -> Transform2D {
        Transform2D(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`; zero means the transform has no inverse.
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse transform, or `nil` when the determinant is zero or not finite.
    ///
    /// `CGAffineTransformInvert` returns its argument unchanged for a singular matrix; `nil` makes
    /// that case visible (`t.inverted() ?? t` reproduces CoreGraphics).
    ///
    /// - Returns: The transform `t` with `self.concatenating(t) ≈ .identity`, or `nil`.
    public func inverted() -> Transform2D? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det
        )
    }

    /// Applies the transform to a point (`CGPoint.applying(_:)`).
    ///
    /// - Parameter point: The point to move.
    /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func apply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The smallest rectangle holding the four corners of `rect` moved by the transform
    /// (`CGRectApplyAffineTransform` for a rectangle that is not null).
    ///
    /// - Parameter rect: The rectangle to move.
    /// - Returns: The bounding box of the moved corners.
    public func boundingBox(of rect: CGRect) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(apply(to:))
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
