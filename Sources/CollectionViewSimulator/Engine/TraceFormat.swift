import Foundation

/// The package's one decimal formatter: numbers rounded half away from zero to three decimals,
/// `-0` written as `0`, so the same run gives the same bytes everywhere. ``fixed(_:)`` keeps all
/// three decimals (tables and goldens: `72.500`), ``number(_:)`` drops trailing zeros (hook
/// traces and descriptions: `72.5`); both come from the same rounding.
package enum TraceFormat {
    /// `value` with exactly three decimals; `nan`, `inf` and `-inf` for values that are not finite.
    package static func fixed(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let scaled = (value * 1000).rounded(.toNearestOrAwayFromZero)
        guard scaled != 0 else { return "0.000" }
        guard abs(scaled) < 1e15 else { return String(format: "%.3f", value) }
        let thousandths = Int64(scaled)
        let magnitude = thousandths.magnitude
        let fraction = String(magnitude % 1000)
        return (thousandths < 0 ? "-" : "") + "\(magnitude / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `value` rounded as ``fixed(_:)`` without trailing zeros: `72.5`, `120`, `0`.
    package static func number(_ value: CGFloat) -> String {
        var text = fixed(Double(value))
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `[x, y]`, each as ``number(_:)``.
    package static func point(_ point: CGPoint) -> String {
        "[\(number(point.x)), \(number(point.y))]"
    }

    /// `[x, y, width, height]`, each as ``number(_:)``.
    package static func rect(_ rect: CGRect) -> String {
        "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
    }
}
