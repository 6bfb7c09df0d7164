import Foundation

/// A 4 × 4 homogeneous transform stored exactly as Core Animation's `CATransform3D` stores it.
///
/// Points are row vectors multiplied on the left, `p′ = p · M`: the translation lives in
/// `m41 m42 m43`, perspective in `m34` (usually `−1 / eyeDistance`), and
/// `a.concatenating(b)` applies `a` first, then `b` — the same as `CATransform3DConcat(a, b)`.
///
/// ```swift
/// let spin = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
/// spin.m12   // 1.0: the x axis now points along y
/// ```
///
/// Equality is exact (`==` compares the sixteen numbers); compare computed transforms with
/// ``isApproximatelyEqual(to:tolerance:)``.
public struct Transform3D: Sendable, Hashable, Codable {
    /// Row 1, column 1.
    public var m11: CGFloat
    /// Row 1, column 2.
    public var m12: CGFloat
    /// Row 1, column 3.
    public var m13: CGFloat
    /// Row 1, column 4.
    public var m14: CGFloat
    /// Row 2, column 1.
    public var m21: CGFloat
    /// Row 2, column 2.
    public var m22: CGFloat
    /// Row 2, column 3.
    public var m23: CGFloat
    /// Row 2, column 4.
    public var m24: CGFloat
    /// Row 3, column 1.
    public var m31: CGFloat
    /// Row 3, column 2.
    public var m32: CGFloat
    /// Row 3, column 3.
    public var m33: CGFloat
    /// Row 3, column 4 (perspective: `−1 / eyeDistance`).
    public var m34: CGFloat
    /// Row 4, column 1 (translation along x).
    public var m41: CGFloat
    /// Row 4, column 2 (translation along y).
    public var m42: CGFloat
    /// Row 4, column 3 (translation along z).
    public var m43: CGFloat
    /// Row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row, as `CATransform3D`'s memberwise
    /// initialiser does.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The transform that leaves every point where it is (`CATransform3DIdentity`).
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1
    )

    /// Whether the transform is exactly the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// A translation (`CATransform3DMakeTranslation`).
    ///
    /// - Parameters:
    ///   - x: The distance along x, stored in `m41`.
    ///   - y: The distance along y, stored in `m42`.
    ///   - z: The distance along z, stored in `m43`.
    public init(translationX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        (m41, m42, m43) = (x, y, z)
    }

    /// A scale about the origin (`CATransform3DMakeScale`).
    ///
    /// - Parameters:
    ///   - x: The factor along x, stored in `m11`.
    ///   - y: The factor along y, stored in `m22`.
    ///   - z: The factor along z, stored in `m33`.
    public init(scaleX x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        (m11, m22, m33) = (x, y, z)
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` through the origin
    /// (`CATransform3DMakeRotation`).
    ///
    /// The rotation is counter-clockwise when the axis points at the viewer, so about z it gives
    /// `m11 = cos a`, `m12 = sin a`, `m21 = −sin a`, `m22 = cos a`. The axis is normalised first.
    /// Core Animation leaves a zero-length (or non-finite) axis undefined; this returns the identity.
    ///
    /// - Parameters:
    ///   - angle: The angle in radians.
    ///   - x: The axis's x component.
    ///   - y: The axis's y component.
    ///   - z: The axis's z component.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return }
        let (x, y, z) = (x / length, y / length, z / length)
        let (c, s) = (cos(angle), sin(angle))
        let t = 1 - c
        (m11, m12, m13) = (t * x * x + c, t * x * y + z * s, t * x * z - y * s)
        (m21, m22, m23) = (t * x * y - z * s, t * y * y + c, t * y * z + x * s)
        (m31, m32, m33) = (t * x * z + y * s, t * y * z - x * s, t * z * z + c)
    }

    /// The transform that applies `self` first, then `other` (`CATransform3DConcat(self, other)`,
    /// the matrix product `self · other`).
    ///
    /// - Parameter other: The transform applied second.
    /// - Returns: The combined transform.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = entries, b = other.entries
        var product = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                product[row * 4 + column] = sum
            }
        }
        return Transform3D(entries: product)
    }

    /// A translation applied before `self` (`CATransform3DTranslate(self, x, y, z)`), so the
    /// distances are measured in the transformed coordinate space.
    ///
    /// - Parameters:
    ///   - x: The distance along x.
    ///   - y: The distance along y.
    ///   - z: The distance along z.
    /// - Returns: `Transform3D(translationX: x, y: y, z: z).concatenating(self)`.
    public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before `self` (`CATransform3DScale(self, x, y, z)`).
    ///
    /// - Parameters:
    ///   - x: The factor along x.
    ///   - y: The factor along y.
    ///   - z: The factor along z.
    /// - Returns: `Transform3D(scaleX: x, y: y, z: z).concatenating(self)`.
    public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before `self` (`CATransform3DRotate(self, angle, x, y, z)`).
    ///
    /// - Parameters:
    ///   - angle: The angle in radians.
    ///   - x: The axis's x component.
    ///   - y: The axis's y component.
    ///   - z: The axis's z component.
    /// - Returns: `Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)`.
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }
}

extension Transform3D {
    /// The sixteen entries in storage order `m11, m12, …, m44` (row `r`, column `c` at `4r + c`).
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Creates a transform from sixteen entries in storage order.
    init(entries e: [CGFloat]) {
        precondition(e.count == 16, "a 4 × 4 transform has 16 entries")
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15]
        )
    }
}
