/// A strict JSON parser (RFC 8259) that records each value's line and column and rejects what
/// would otherwise be silently mishandled: repeated keys, numbers that overflow to infinity or
/// underflow to 0, trailing commas and text after the value.
///
/// Parsing is linear in the text's length, however long its lines: columns count Unicode scalars
/// from a cache that only moves forward (machine-written JSON is one line).
struct JSONParser {
    let bytes: [UInt8]
    var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    /// The path of the value being parsed, for syntax errors.
    private(set) var path = JSONPath.root
    /// A position on the current line and its column, so that each column is counted from there.
    private var columnMark = (offset: 0, column: 1)
    /// How many bytes column counting has read: at most the text's length.
    private(set) var columnBytesScanned = 0

    /// How deeply arrays and objects may nest, so that a malicious file cannot exhaust the stack.
    static let maximumDepth = 256

    /// A syntax error, with where it is.
    struct SyntaxError: Error, Equatable {
        let message: String
        let location: TextPosition
        /// The JSON path of the value the error is in (the array or object for a misplaced comma).
        var path = JSONPath.root
    }

    /// Parses one JSON text.
    static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        return try parser.parseDocument()
    }

    /// A parser at the start of `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Parses the whole text as one JSON value.
    mutating func parseDocument() throws(SyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard offset == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    /// The line and column of `offset`, counted on from the last position asked for.
    private mutating func location() -> TextPosition {
        if columnMark.offset < lineStart { columnMark = (lineStart, 1) }
        columnMark.column += Self.scalarCount(bytes[columnMark.offset..<offset])
        columnBytesScanned += offset - columnMark.offset
        columnMark.offset = offset
        return TextPosition(line: line, column: columnMark.column)
    }

    /// The number of Unicode scalars in well-formed UTF-8: the bytes that are not continuations.
    private static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
    }

    func error(_ message: String) -> SyntaxError {
        let column = columnMark.offset < lineStart
            ? Self.scalarCount(bytes[lineStart..<offset]) + 1
            : columnMark.column + Self.scalarCount(bytes[columnMark.offset..<offset])
        return SyntaxError(message: message, location: TextPosition(line: line, column: column), path: path)
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
        let start = location()
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
            path.push(.index(elements.count))
            elements.append(try parseValue())
            path.pop()
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
            let keyLocation = location()
            let key = try parseString()
            guard keys.insert(key).inserted else {
                throw SyntaxError(message: "the key \"\(key)\" appears twice in one object", location: keyLocation, path: path)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("':' was expected after the key \"\(key)\"") }
            offset += 1
            skipWhitespace()
            path.push(.key(key))
            members.append((key, try parseValue()))
            path.pop()
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
