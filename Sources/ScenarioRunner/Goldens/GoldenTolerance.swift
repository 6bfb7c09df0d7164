import Foundation

/// How closely a run must match its golden: exactly in shape, names, counts and flags, and within
/// rounding noise in every number.
///
/// Goldens keep every number at full precision, but the last bits of `sin`, `exp` or `pow` differ
/// between C libraries (Apple's libm and glibc), so a golden recorded on a Mac can differ from a
/// Linux run by an ulp, and a spring solved by bisection by a few more. Two numbers match when they
/// differ by at most ``absolute`` or by ``relative`` of the larger magnitude: far below anything a
/// frame could show (a millionth of a point), far above rounding noise.
enum GoldenTolerance {
    /// The largest absolute difference between two matching numbers.
    static let absolute = 1e-9
    /// The largest difference between two matching numbers, relative to the larger magnitude.
    static let relative = 1e-9

    /// Whether `a` and `b` are equal but for rounding noise in their numbers: their JSON forms have
    /// the same shape, keys, strings and flags, and numbers that match.
    static func areClose<Value: Encodable & Equatable>(_ a: Value, _ b: Value) -> Bool {
        if a == b { return true }
        let encoder = JSONEncoder()
        guard let left = try? encoder.encode([a]), let right = try? encoder.encode([b]),
              let leftTree = try? JSONSerialization.jsonObject(with: left),
              let rightTree = try? JSONSerialization.jsonObject(with: right)
        else { return false }
        return areClose(leftTree, rightTree)
    }

    /// Whether two numbers match.
    static func areClose(_ a: Double, _ b: Double) -> Bool {
        if a == b { return true }
        guard a.isFinite, b.isFinite else { return false }
        let difference = abs(a - b)
        return difference <= absolute || difference <= relative * max(abs(a), abs(b))
    }

    private static func areClose(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case let (a as [String: Any], b as [String: Any]):
            return a.count == b.count && a.allSatisfy { key, value in b[key].map { areClose(value, $0) } ?? false }
        case let (a as [Any], b as [Any]):
            return a.count == b.count && zip(a, b).allSatisfy { areClose($0, $1) }
        case let (a as String, b as String):
            return a == b
        case (is NSNull, is NSNull):
            return true
        default:
            // Both documents come from one type, so a flag never meets a number here.
            guard let a = number(a), let b = number(b) else { return false }
            return areClose(a, b)
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
