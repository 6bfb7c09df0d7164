import CollectionViewSimulator
import Foundation
import Keyframes

/// Numbers as every output of the runner writes them: exactly three decimals, rounded half away
/// from zero, with `-0.000` written `0.000`, so that the same run gives the same bytes everywhere.
///
/// ```swift
/// FixedDecimal.format(72.5)      // "72.500"
/// FixedDecimal.format(-0.0001)   // "0.000"
/// ```
package enum FixedDecimal {
    /// The number of decimals.
    static let decimals = 3

    /// `value` with three decimals; `nan` and `inf`/`-inf` for values that are not finite (the
    /// package's one formatter, `TraceFormat.fixed`).
    package static func format(_ value: Double) -> String {
        TraceFormat.fixed(value)
    }

    /// `value` with three decimals.
    package static func format(_ value: CGFloat) -> String {
        format(Double(value))
    }

    /// `[x, y]`.
    package static func point(_ point: CGPoint) -> String {
        list([point.x, point.y])
    }

    /// `[width, height]`.
    package static func size(_ size: CGSize) -> String {
        list([size.width, size.height])
    }

    /// `[x, y, width, height]`.
    package static func rect(_ rect: CGRect) -> String {
        list([rect.minX, rect.minY, rect.width, rect.height])
    }

    /// The sixteen entries `[m11, …, m44]`.
    package static func transform(_ transform: Transform3D) -> String {
        list(transform.components)
    }

    /// `[a, b, …]`.
    package static func list(_ values: [CGFloat]) -> String {
        "[" + values.map { format($0) }.joined(separator: ", ") + "]"
    }

    /// Attributes in one line: `frame [x, y, w, h] alpha a z n`, then `hidden` and the transform
    /// when it is not the identity.
    package static func attributes(_ attributes: AnimatedAttributes) -> String {
        var text = "frame \(rect(attributes.frame)) alpha \(format(attributes.alpha)) z \(attributes.zIndex)"
        if attributes.isHidden { text += " hidden" }
        if attributes.transform3D != .identity { text += " transform \(transform(attributes.transform3D))" }
        return text
    }
}
