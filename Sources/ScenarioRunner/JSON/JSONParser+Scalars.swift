extension JSONParser {
    /// A JSON number; one that overflows a `Double` is an error rather than infinity, and one
    /// with a non-zero digit that underflows to 0 is an error too (subnormal numbers are kept).
    mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = offset
        if current == UInt8(ascii: "-") { offset += 1 }
        guard let first = current, isDigit(first) else { throw error("a digit was expected in the number") }
        offset += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard let digit = current, isDigit(digit) else { throw error("a digit was expected after the decimal point") }
            skipDigits()
        }
        var mantissaEnd: Int?
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            mantissaEnd = offset
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard let digit = current, isDigit(digit) else { throw error("a digit was expected in the exponent") }
            skipDigits()
        }
        let text = text(start..<offset)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large")
        }
        if value == 0, bytes[start..<(mantissaEnd ?? offset)].contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
            throw error("the number \(text) is too small: it rounds to 0")
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func skipDigits() {
        while let byte = current, isDigit(byte) { offset += 1 }
    }

    /// A JSON string with its escapes resolved; control characters and lone surrogates are errors.
    /// Without `keeping`, the string is only checked and `""` returned.
    ///
    /// A string without escapes, as nearly every one is, is made from its bytes in one go.
    /// ``parseString(keeping:)`` on a copy: the string that starts at the offset.
    func parsingString() throws(SyntaxError) -> String {
        var scanner = self
        return try scanner.parseString()
    }

    mutating func parseString(keeping: Bool = true) throws(SyntaxError) -> String {
        offset += 1
        let start = offset
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            offset += 1
        }
        if current == UInt8(ascii: "\"") {
            offset += 1
            return keeping ? text(start..<(offset - 1)) : ""
        }
        var scalars = String.UnicodeScalarView()
        var run = start
        while true {
            guard let byte = current else { throw error("the string is not closed") }
            if byte == UInt8(ascii: "\"") {
                if keeping { scalars.append(contentsOf: text(run..<offset).unicodeScalars) }
                offset += 1
                return String(scalars)
            }
            if byte < 0x20 { throw error("a control character must be escaped in a string") }
            if byte == UInt8(ascii: "\\") {
                if keeping { scalars.append(contentsOf: text(run..<offset).unicodeScalars) }
                offset += 1
                let scalar = try parseEscape()
                if keeping { scalars.append(scalar) }
                run = offset
            } else {
                offset += 1
            }
        }
    }

    /// The bytes in `range` as a string.
    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("the string is not closed") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            guard (0xD800...0xDBFF).contains(high) else {
                guard let scalar = Unicode.Scalar(high) else { throw error("\\u\(String(high, radix: 16)) is a lone surrogate") }
                return scalar
            }
            guard current == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw error("a high surrogate must be followed by a low one")
            }
            offset += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
                throw error("a high surrogate must be followed by a low one")
            }
            return scalar
        default:
            throw error("\\\(Character(Unicode.Scalar(byte))) is not a JSON escape")
        }
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        // `UInt32(_:radix:)` alone would take a sign: `\u+041`, `\u-000`.
        guard bytes.count - offset >= 4, bytes[offset..<offset + 4].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let value = UInt32(text(offset..<offset + 4), radix: 16) else {
            throw error("\\u must be followed by four hexadecimal digits")
        }
        offset += 4
        return value
    }
}
