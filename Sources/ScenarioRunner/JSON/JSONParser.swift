/// A strict JSON parser (RFC 8259) that rejects what would otherwise be silently mishandled:
/// repeated keys, numbers that overflow to infinity or underflow to 0, trailing commas and text
/// after the value.
///
/// It builds a ``JSONDocument``: the text and a tape of where each value starts, about the text's
/// size again, rather than a tree of values twenty times it (a 100 MB one-line file took 10 GB).
/// Parsing is linear in the text's length; the line and column of an error are counted only
/// when there is one.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var offset: Int
    private var depth = 0
    /// The entries written so far (see ``JSONDocument``).
    private(set) var tape: [UInt32] = []
    /// The path of the value being parsed, for syntax errors.
    private(set) var path = JSONPath.root

    /// How deeply arrays and objects may nest, so that a malicious file cannot exhaust the stack.
    static let maximumDepth = 256
    /// The longest text: the tape holds 32-bit offsets.
    static let maximumLength = Int(UInt32.max)

    /// A syntax error, with where it is.
    struct SyntaxError: Error, Equatable {
        let message: String
        let location: TextPosition
        /// The JSON path of the value the error is in (the array or object for a misplaced comma).
        var path = JSONPath.root
    }

    /// Parses one JSON text.
    static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
        var text = text
        text.makeContiguousUTF8()
        let tape = JSONDocument.withBytes(of: text) { bytes -> Result<[UInt32], SyntaxError> in
            var parser = JSONParser(bytes: bytes, offset: 0)
            return Result { () throws(SyntaxError) in try parser.parseDocument() }
        }
        return JSONValue(document: JSONDocument(text: text, tape: try tape.get()), index: 0)
    }

    /// A parser at `offset` in `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Parses the whole text as one JSON value and returns its tape.
    mutating func parseDocument() throws(SyntaxError) -> [UInt32] {
        guard bytes.count < Self.maximumLength else {
            throw SyntaxError(message: "the text is \(bytes.count) bytes long; at most \(Self.maximumLength - 1) can be parsed",
                              location: TextPosition(line: 1, column: 1))
        }
        // Room for the most entries the text could need (a scalar takes two bytes, `1,`, and one
        // entry; a container three, `[],`, and two): reserved, not touched, so it costs only
        // what is written, and the tape never moves while it grows.
        tape.reserveCapacity(2 * (bytes.count + 1) / 3 + 2)
        skipWhitespace()
        try parseValue()
        skipWhitespace()
        guard offset == bytes.count else { throw error("unexpected text after the JSON value") }
        return tape
    }

    /// The line and column of `offset` in `bytes`: lines counted from 1, columns in Unicode
    /// scalars (the bytes that are not UTF-8 continuations) from 1.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return TextPosition(line: line, column: column)
    }

    func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, location: Self.position(of: offset, in: bytes), path: path)
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    private mutating func parseValue() throws(SyntaxError) {
        let start = UInt32(offset)
        switch current {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): tape.append(start); _ = try parseString(keeping: false)
        case UInt8(ascii: "t"): tape.append(start); try expectWord("true")
        case UInt8(ascii: "f"): tape.append(start); try expectWord("false")
        case UInt8(ascii: "n"): tape.append(start); try expectWord("null")
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            tape.append(start)
            _ = try parseNumber()
        case nil: throw error("the text ends where a value was expected")
        default: throw error("a value was expected here (NaN, Infinity and comments are not JSON)")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - offset >= expected.count, bytes[offset..<offset + expected.count].elementsEqual(expected) else {
            throw error("a value was expected here")
        }
        offset += expected.count
    }

    /// Opens a container: checks the depth and writes its two entries, the second to be filled
    /// in by ``close(_:)``.
    private mutating func open() throws(SyntaxError) -> Int {
        depth += 1
        if depth > Self.maximumDepth { throw error("arrays and objects nest more than \(Self.maximumDepth) deep") }
        tape.append(UInt32(offset))
        tape.append(0)
        offset += 1
        return tape.count - 2
    }

    private mutating func close(_ start: Int) {
        depth -= 1
        offset += 1
        tape[start + 1] = UInt32(tape.count - start)
    }

    /// The keys written so far of the object whose entries start at `start`.
    private func keys(of start: Int) -> [String] {
        var keys: [String] = []
        var index = start + 2
        while index < tape.count {
            var scanner = JSONParser(bytes: bytes, offset: Int(tape[index]))
            keys.append((try? scanner.parseString()) ?? "")
            let value = index + 1
            let valueByte = bytes[Int(tape[value])]
            index = value + (valueByte == UInt8(ascii: "[") || valueByte == UInt8(ascii: "{") ? Int(tape[value + 1]) : 1)
        }
        return keys
    }

    private mutating func parseArray() throws(SyntaxError) {
        let start = try open()
        var count = 0
        skipWhitespace()
        if current == UInt8(ascii: "]") { return close(start) }
        while true {
            skipWhitespace()
            path.push(.index(count))
            try parseValue()
            path.pop()
            count += 1
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "]"): return close(start)
            default: throw error("',' or ']' was expected after an array element")
            }
            skipWhitespace()
            if current == UInt8(ascii: "]") { throw error("a trailing comma is not JSON") }
        }
    }

    private mutating func parseObject() throws(SyntaxError) {
        let start = try open()
        // The keys' hashes: a repeated key is found without keeping a copy of every key (on a
        // hash that repeats, the earlier keys are read again from the text).
        var hashes = Set<Int>()
        skipWhitespace()
        if current == UInt8(ascii: "}") { return close(start) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("a key in double quotes was expected") }
            let keyOffset = offset
            let key = try parseString()
            if !hashes.insert(key.hashValue).inserted, keys(of: start).contains(key) {
                throw SyntaxError(message: "the key \"\(key)\" appears twice in one object",
                                  location: Self.position(of: keyOffset, in: bytes), path: path)
            }
            tape.append(UInt32(keyOffset))
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("':' was expected after the key \"\(key)\"") }
            offset += 1
            skipWhitespace()
            path.push(.key(key))
            try parseValue()
            path.pop()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): offset += 1
            case UInt8(ascii: "}"): return close(start)
            default: throw error("',' or '}' was expected after the value of \"\(key)\"")
            }
            skipWhitespace()
            if current == UInt8(ascii: "}") { throw error("a trailing comma is not JSON") }
        }
    }
}
