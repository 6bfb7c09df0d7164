import Foundation
import Keyframes

/// Core Graphics' `CGAffineTransform`, which Linux lacks, with Apple's Swift API and nothing more:
/// the six entries, the initialisers, `identity`, `isIdentity`, `concatenating(_:)`,
/// `translatedBy(x:y:)`, `scaledBy(x:y:)`, `rotated(by:)` and a non-optional `inverted()`.
///
/// Points are row vectors: `x′ = a·x + c·y + tx`, `y′ = b·x + d·y + ty`. The type is `Equatable`,
/// `Codable` and `Sendable` as Apple's is, and deliberately not `Hashable` (Apple's overlay added
/// that only with the macOS 15 and iOS 18 SDKs), so code that compiles here compiles on a Mac.
///
/// ```swift
/// let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
/// CGPoint(x: 1, y: 1).applying(t)   // (22, 2)
/// ```
///
/// The math is the simulator's ``Keyframes/Transform2D``; convert with `Transform2D(_:)` and
/// `CGAffineTransform(_:)` from UIKitCompatibility.
public struct CGAffineTransform: Sendable, Equatable {
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

    /// A transform of six zeros, as the C structure's empty initialiser gives (not the identity).
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    /// Creates a transform from its six entries.
    ///
    /// - Parameters:
    ///   - a: The x factor of the new x.
    ///   - b: The y factor of the new x.
    ///   - c: The x factor of the new y.
    ///   - d: The y factor of the new y.
    ///   - tx: The translation along x.
    ///   - ty: The translation along y.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// A translation (`CGAffineTransformMakeTranslation`).
    ///
    /// - Parameters:
    ///   - tx: The distance along x.
    ///   - ty: The distance along y.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(Transform2D(translationX: tx, y: ty))
    }

    /// A scale about the origin (`CGAffineTransformMakeScale`).
    ///
    /// - Parameters:
    ///   - sx: The factor along x.
    ///   - sy: The factor along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(Transform2D(scaleX: sx, y: sy))
    }

    /// A rotation about the origin (`CGAffineTransformMakeRotation`): `a = cos`, `b = sin`,
    /// `c = −sin`, `d = cos`.
    ///
    /// - Parameter angle: The angle in radians.
    public init(rotationAngle angle: CGFloat) {
        self.init(Transform2D(rotationAngle: angle))
    }

    /// The identity transform (`CGAffineTransformIdentity`).
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform is exactly the identity (`CGAffineTransformIsIdentity`).
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self` first, then `t2` (`CGAffineTransformConcat`).
    ///
    /// - Parameter t2: The transform applied second.
    /// - Returns: The matrix product `self · t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(transform2D.concatenating(t2.transform2D))
    }

    /// A translation applied before `self` (`CGAffineTransformTranslate`).
    ///
    /// - Parameters:
    ///   - tx: The distance along x, in the transformed space.
    ///   - ty: The distance along y, in the transformed space.
    /// - Returns: The translated transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(transform2D.translatedBy(x: tx, y: ty))
    }

    /// A scale applied before `self` (`CGAffineTransformScale`).
    ///
    /// - Parameters:
    ///   - sx: The factor along x.
    ///   - sy: The factor along y.
    /// - Returns: The scaled transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(transform2D.scaledBy(x: sx, y: sy))
    }

    /// A rotation applied before `self` (`CGAffineTransformRotate`).
    ///
    /// - Parameter angle: The angle in radians.
    /// - Returns: The rotated transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(transform2D.rotated(by: angle))
    }

    /// The inverse transform (`CGAffineTransformInvert`), or `self` unchanged when the matrix has
    /// no inverse, as Core Graphics returns it.
    ///
    /// - Returns: The inverse, or `self` when the determinant is zero or not finite.
    public func inverted() -> CGAffineTransform {
        transform2D.inverted().map(CGAffineTransform.init) ?? self
    }
}

extension CGAffineTransform: Codable {
    /// Reads the six entries `[a, b, c, d, tx, ty]`, the form Apple's Foundation writes.
    ///
    /// - Throws: A `DecodingError` when the container does not hold six numbers.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self), b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self), d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self), ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Writes the six entries `[a, b, c, d, tx, ty]`, as Apple's Foundation does.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(contentsOf: [a, b, c, d, tx, ty])
    }
}

extension CGAffineTransform {
    /// The simulator's transform with the same six entries, which does the math.
    var transform2D: Transform2D {
        Transform2D(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The transform with the same six entries as the simulator's `t`.
    init(_ t: Transform2D) {
        self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
    }
}
