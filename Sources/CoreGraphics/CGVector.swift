import Foundation

/// Core Graphics' `CGVector`, which Linux's Foundation lacks, with Apple's Swift API: the `dx` and
/// `dy` components, `init(dx:dy:)` and `zero`.
///
/// Layouts that drive UIKit Dynamics pass vectors to behaviours; the simulator runs no physics, so
/// the type is only a value such code can build and compare. It is `Equatable`, `Codable` and
/// `Sendable` as Apple's is.
///
/// ```swift
/// let push = CGVector(dx: 0, dy: -12)
/// push == .zero   // false
/// ```
public struct CGVector: Sendable, Equatable, Codable {
    /// The horizontal component.
    public var dx: CGFloat
    /// The vertical component.
    public var dy: CGFloat

    /// A vector from its components.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: CGFloat, dy: CGFloat) {
        (self.dx, self.dy) = (dx, dy)
    }

    /// A vector from integer components.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector from double-precision components.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector(dx: 0 as CGFloat, dy: 0 as CGFloat)

    /// The zero vector (`CGVector()`), as Apple's memberwise default.
    public init() {
        self.init(dx: 0 as CGFloat, dy: 0 as CGFloat)
    }
}
