/// A strict JSON parser (RFC 8259) that records each value's line and column and rejects what
/// would otherwise be silently mishandled: repeated keys, numbers that overflow to infinity,
/// trailing commas and text after the value.
struct JSONParser {
    let bytes: [UInt8]
    var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0

    /// How deeply arrays and objects may nest, so that a malicious file cannot exhaust the stack.
    static let maximumDepth = 256

    /// A syntax error, with where it is.
    struct SyntaxError: Error, Equatable {
        let message: String
        let location: SourceLocation
    }

    /// Parses one JSON text.
    static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else {
            throw parser.error("unexpected text after the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var location: SourceLocation {
        SourceLocation(line: line, column: String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1)
    }

    func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, location: location)
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            offset += 1
            if byte == 0x0A {
                line += 1
                lineStart = offset
            }
        }
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONValue {
        let start = location
        switch current {
        case UInt8(ascii: "{"): return JSONValue(.object(try parseObject()), at: start)
        case UInt8(ascii: "["): return JSONValue(.array(try parseArray()), at: start)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONValue(.null, at: start)
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            return JSONValue(.number(try parseNumber()), at: start)
        case nil: throw error("the text ends where a value was expected")
        default: throw error("a value was expected here (NaN, Infinity and comments are not JSON)")
        }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard bytes.count - offset >= expected.count, Array(bytes[offset..<offset + expected.count]) == expected else {
            throw error("a value was expected here")
        }
        offset += expected.count
    }

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw error("arrays and objects nest more than \(Self.maximumDepth) deep") }
    }

    private mutating func parseArray() throws(SyntaxError) -> [JSONValue] {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { offset += 1; return elements }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): offset += 1; return elements
            default: throw error("',' or ']' was expected after an array element")
            }
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw error("a trailing comma is not JSON") }
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> [(key: String, value: JSONValue)] {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        var keys = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { offset += 1; return members }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("a key in double quotes was expected") }
            let keyLocation = location
            let key = try parseString()
            guard keys.insert(key).inserted else {
                throw SyntaxError(message: "the key \"\(key)\" appears twice in one object", location: keyLocation)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("':' was expected after the key \"\(key)\"") }
            offset += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): offset += 1; return members
            default: throw error("',' or '}' was expected after the value of \"\(key)\"")
            }
            skipWhitespace()
            if current == UInt8(ascii: "}") { throw error("a trailing comma is not JSON") }
        }
    }
}
