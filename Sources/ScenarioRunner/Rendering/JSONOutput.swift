/// JSON text written the way golden files need it: members in the order given, numbers as
/// already formatted text, two-space indentation, one member per line (so that the first
/// difference between two files names one value), and arrays of numbers on one line.
indirect enum JSONOutput {
    case object([(key: String, value: JSONOutput)])
    case array([JSONOutput])
    case string(String)
    /// A number as its text, already formatted (``FixedDecimal`` or an integer).
    case number(String)
    case bool(Bool)
    case null

    /// An integer.
    static func integer(_ value: Int) -> JSONOutput { .number(String(value)) }

    /// A number with ``FixedDecimal``'s three decimals.
    static func decimal(_ value: Double) -> JSONOutput { .number(FixedDecimal.format(value)) }

    /// The text, ending with a newline.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    private var isInline: Bool {
        switch self {
        case .object: false
        case .array(let elements): elements.allSatisfy { if case .number = $0 { true } else { false } }
        default: true
        }
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += indent + "  " + Self.quoted(member.key) + ": "
                member.value.write(to: &output, indent: indent + "  ")
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        case .array(let elements) where isInline || elements.isEmpty:
            output += "[" + elements.map(\.scalarText).joined(separator: ", ") + "]"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indent + "  "
                element.write(to: &output, indent: indent + "  ")
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        default:
            output += scalarText
        }
    }

    private var scalarText: String {
        switch self {
        case .string(let string): Self.quoted(string)
        case .number(let text): text
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case .object, .array: ""
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ string: String) -> String {
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
