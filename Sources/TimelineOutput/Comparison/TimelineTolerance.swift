import CollectionViewSimulator
import Foundation

/// How closely two timelines must match: exactly in shape, names, counts and flags, and within the
/// tolerance in every number.
///
/// Two numbers match when they differ by at most ``absolute``, or by at most ``relative`` of the
/// larger magnitude. A test of a layout compares within a visible amount (`0.001`: a thousandth of
/// a point, of alpha, of a second); goldens of the scenario runner compare within
/// ``roundingNoise``, because the last bits of `sin`, `exp` or `pow` differ between C libraries
/// (Apple's libm and glibc) and a spring solved by bisection by a few more.
///
/// ```swift
/// let tolerance: TimelineTolerance = 0.001
/// tolerance.matches(72.5, 72.5004)   // true
/// ```
public struct TimelineTolerance: Sendable, Hashable, ExpressibleByFloatLiteral {
    /// The largest absolute difference between two matching numbers.
    public var absolute: Double
    /// The largest difference between two matching numbers, relative to the larger magnitude.
    public var relative: Double

    /// Creates a tolerance.
    ///
    /// - Parameters:
    ///   - absolute: The largest absolute difference between matching numbers.
    ///   - relative: The largest difference relative to the larger magnitude; 0 for none.
    public init(absolute: Double, relative: Double = 0) {
        self.absolute = absolute
        self.relative = relative
    }

    /// An absolute tolerance written as a number: `0.001`.
    public init(floatLiteral value: Double) {
        self.init(absolute: value)
    }

    /// Equal numbers only: for values that must survive unchanged (a JSON round trip).
    public static let exact = TimelineTolerance(absolute: 0)

    /// Equal but for rounding noise: 1e-9 absolute or relative, far below anything a frame could
    /// show (a millionth of a point), far above another platform's last bits.
    public static let roundingNoise = TimelineTolerance(absolute: 1e-9, relative: 1e-9)

    /// Whether two numbers match (equal infinities do; NaN never does).
    ///
    /// - Returns: `true` when `a` and `b` differ by at most the tolerance.
    public func matches(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        guard a.isFinite, b.isFinite else { return false }
        let difference = abs(a - b)
        return difference <= absolute || difference <= relative * max(abs(a), abs(b))
    }

    /// Whether two numbers match.
    public func matches(_ a: CGFloat, _ b: CGFloat) -> Bool {
        matches(Double(a), Double(b))
    }

    /// Whether two values match: equal, or with JSON forms (`JSONEncoder`) of the same shape,
    /// keys, strings and flags, and numbers that match.
    ///
    /// - Returns: `true` when the values differ in nothing but numbers within the tolerance.
    public func matches<Value: Encodable & Equatable>(_ a: Value, _ b: Value) -> Bool {
        if a == b { return true }
        let encoder = JSONEncoder()
        guard let left = try? encoder.encode([a]), let right = try? encoder.encode([b]),
              let leftTree = try? JSONSerialization.jsonObject(with: left),
              let rightTree = try? JSONSerialization.jsonObject(with: right)
        else { return false }
        return matchesTree(leftTree, rightTree)
    }

    /// Whether differences this tolerance allows are finer than three decimals, so that values that
    /// differ must be written in full to show how.
    var isFinerThanThreeDecimals: Bool {
        absolute < 0.0005
    }

    private func matchesTree(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case let (a as [String: Any], b as [String: Any]):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { matchesTree(value, $0) } ?? false }
        case let (a as [Any], b as [Any]):
            return a.count == b.count && zip(a, b).allSatisfy { matchesTree($0, $1) }
        case let (a as String, b as String):
            return a == b
        case (is NSNull, is NSNull):
            return true
        default:
            // Both trees come from one type, so a flag never meets a number here.
            guard let a = Self.number(a), let b = Self.number(b) else { return false }
            return matches(a, b)
        }
    }

    /// A JSON number as `JSONSerialization` gives it on either platform.
    private static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Double: value
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }
}
