import CoreGraphics
import Keyframes

/// Core Animation's `CATransform3D`, which Linux lacks, with Apple's Swift API and nothing more: the
/// sixteen entries `m11 … m44`, the empty and memberwise initialisers, and the `CATransform3D…`
/// functions.
///
/// Stored as Core Animation stores it: row vectors, translation in `m41 m42 m43`, perspective in
/// `m34`. Like Apple's, the type is `Sendable` but not `Equatable` (compare with
/// ``CATransform3DEqualToTransform(_:_:)``), so code that compiles here compiles on a Mac.
///
/// ```swift
/// attributes.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
/// ```
///
/// The math is the simulator's ``Keyframes/Transform3D``; convert with `Transform3D(_:)` and
/// `CATransform3D(_:)` from UIKitCompatibility.
public struct CATransform3D: Sendable {
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

    /// A transform of sixteen zeros, as the C structure's empty initialiser gives (not the
    /// identity: that is ``CATransform3DIdentity``).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
    }

    /// Creates a transform from its sixteen entries, row by row.
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
}

extension CATransform3D {
    /// The simulator's transform with the same sixteen entries, which does the math.
    var transform3D: Transform3D {
        Transform3D(
            m11: m11, m12: m12, m13: m13, m14: m14, m21: m21, m22: m22, m23: m23, m24: m24,
            m31: m31, m32: m32, m33: m33, m34: m34, m41: m41, m42: m42, m43: m43, m44: m44)
    }

    /// The transform with the same sixteen entries as the simulator's `t`.
    init(_ t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m13, m14: t.m14, m21: t.m21, m22: t.m22, m23: t.m23, m24: t.m24,
            m31: t.m31, m32: t.m32, m33: t.m33, m34: t.m34, m41: t.m41, m42: t.m42, m43: t.m43, m44: t.m44)
    }
}

/// The identity transform (Core Animation's `CATransform3DIdentity`).
public let CATransform3DIdentity = CATransform3D(Transform3D.identity)

/// Whether a transform is exactly the identity (`CATransform3DIsIdentity`).
///
/// - Parameter t: The transform to test.
/// - Returns: `true` when all sixteen entries equal the identity's.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t.transform3D.isIdentity
}

/// Whether two transforms are exactly equal (`CATransform3DEqualToTransform`).
///
/// - Parameters:
///   - a: The first transform.
///   - b: The second transform.
/// - Returns: `true` when all sixteen entries are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a.transform3D == b.transform3D
}
