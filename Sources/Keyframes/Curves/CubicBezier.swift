import Foundation

/// A unit cubic Bézier timing function, as `CAMediaTimingFunction(controlPoints:_:_:_:)` and CSS
/// `cubic-bezier()` define it: end points (0, 0) and (1, 1), control points (x1, y1) and (x2, y2).
///
/// ``progress(at:)`` maps a time fraction `x` to the eased progress `y` by solving `X(u) = x` for the
/// curve parameter `u` and returning `Y(u)`. The solver is exact to about 1e-15 in progress
/// (the browsers stop at 1e-7 or coarser): a 256-interval table of `u` and `du/dx` at evenly spaced
/// `x` gives a bracket and a cubic Hermite first guess in constant time, then usually one
/// safeguarded Newton step (falling back to bisection inside the bracket) finishes it. Every loop is bounded, so NaN or infinite inputs
/// return NaN or a clamped value instead of hanging.
///
/// ```swift
/// CubicBezier.easeInEaseOut.progress(at: 0.25)   // 0.12916193104…
/// ```
///
/// Equality, hashing and coding use the four control points only.
public struct CubicBezier: Sendable, Hashable, Codable {
    /// The first control point's time coordinate, clamped to [0, 1].
    public let x1: Double
    /// The first control point's progress coordinate (may leave [0, 1] for overshooting curves).
    public let y1: Double
    /// The second control point's time coordinate, clamped to [0, 1].
    public let x2: Double
    /// The second control point's progress coordinate (may leave [0, 1] for overshooting curves).
    public let y2: Double

    @usableFromInline let solver: BezierSolver

    /// Creates a curve from its two control points.
    ///
    /// The time coordinates are clamped to [0, 1] — CSS rejects other values and they would make
    /// the curve go back in time; the progress coordinates are kept as given.
    ///
    /// - Parameters:
    ///   - x1: The first control point's time coordinate.
    ///   - y1: The first control point's progress coordinate.
    ///   - x2: The second control point's time coordinate.
    ///   - y2: The second control point's progress coordinate.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let clamp = { (value: Double) in value.isNaN ? value : min(max(value, 0), 1) }
        (self.x1, self.y1, self.x2, self.y2) = (clamp(x1), y1, clamp(x2), y2)
        solver = BezierSolver(x1: self.x1, y1: y1, x2: self.x2, y2: y2)
    }

    /// `CAMediaTimingFunctionName.linear`: (0, 0) (1, 1).
    public static let linear = CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    /// `CAMediaTimingFunctionName.easeIn`: (0.42, 0) (1, 1).
    public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// `CAMediaTimingFunctionName.easeOut`: (0, 0) (0.58, 1).
    public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// `CAMediaTimingFunctionName.easeInEaseOut`: (0.42, 0) (0.58, 1), UIKit's default curve.
    public static let easeInEaseOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `CAMediaTimingFunctionName.default`: (0.25, 0.1) (0.25, 1), the curve of implicit layer
    /// animations.
    public static let `default` = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// The eased progress at the time fraction `x`.
    ///
    /// - Parameter x: The elapsed fraction of the duration; values ≤ 0 give exactly 0 and values
    ///   ≥ 1 give exactly 1 (Core Animation clamps local time), NaN gives NaN.
    /// - Returns: `Y(u)` where `X(u) = x`.
    @inlinable
    public func progress(at x: Double) -> Double {
        solver.progress(at: x)
    }

    /// The curve parameter `u` with `X(u) = x`, clamped to [0, 1] (useful to test the solver alone).
    ///
    /// - Parameter x: The elapsed fraction of the duration.
    /// - Returns: The parameter `u`; exactly 0 for `x ≤ 0` and 1 for `x ≥ 1`.
    public func parameter(at x: Double) -> Double {
        solver.parameter(at: x)
    }

    /// The slope `dy/dx` of the curve at the time fraction `x`: progress per unit of time
    /// fraction (divide by the duration to get progress per second).
    ///
    /// Where `X′(u) = 0` the limit `Y″/X″` is used; a curve with a vertical tangent there reports
    /// an infinite slope.
    ///
    /// - Parameter x: The elapsed fraction, clamped to [0, 1].
    /// - Returns: `Y′(u) / X′(u)` at the solved `u`.
    public func slope(at x: Double) -> Double {
        solver.slope(at: x)
    }

    /// Whether `lhs` and `rhs` have the same control points.
    @inlinable
    public static func == (lhs: CubicBezier, rhs: CubicBezier) -> Bool {
        (lhs.x1, lhs.y1, lhs.x2, lhs.y2) == (rhs.x1, rhs.y1, rhs.x2, rhs.y2)
    }

    /// Hashes the control points.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1)
        hasher.combine(y1)
        hasher.combine(x2)
        hasher.combine(y2)
    }

    private enum CodingKeys: String, CodingKey {
        case x1, y1, x2, y2
    }

    /// Decodes the four control points `x1 y1 x2 y2`.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when a control point is missing or not a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            x1: try container.decode(Double.self, forKey: .x1), y1: try container.decode(Double.self, forKey: .y1),
            x2: try container.decode(Double.self, forKey: .x2), y2: try container.decode(Double.self, forKey: .y2))
    }

    /// Encodes the four control points `x1 y1 x2 y2`.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x1, forKey: .x1)
        try container.encode(y1, forKey: .y1)
        try container.encode(x2, forKey: .x2)
        try container.encode(y2, forKey: .y2)
    }
}
