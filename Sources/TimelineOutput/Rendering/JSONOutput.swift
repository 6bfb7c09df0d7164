import CollectionViewSimulator
import Foundation

/// JSON text for the hand-built parts of the outputs (the HTML player's inline data); the timeline
/// itself is written by `JSONEncoder` (``TimelineDocument``).
package enum JSONOutput {
    /// A JSON string literal: quotes, backslashes and control characters escaped.
    package static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
