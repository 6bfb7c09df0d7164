import CollectionViewSimulator
import Foundation

/// How the exports write their documents: `JSONEncoder` with sorted keys and indentation, numbers
/// in full precision (unlike the timeline's three decimals, so that other tools reproduce the
/// values exactly), `-0` written as `0`.
enum ExportEncoding {
    /// `values` with every `-0` made `0`, so that output never churns on a zero's sign.
    static func unsigned(_ values: [Double]) -> [Double] {
        values.map { $0 + 0 }
    }

    /// `value` as JSON text ending with a newline.
    static func text<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
