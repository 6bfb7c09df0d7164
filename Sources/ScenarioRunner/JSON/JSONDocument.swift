/// A parsed JSON text kept compact: the text itself and a tape of 32-bit entries that says where
/// each value starts, so that a file costs about its own size again however it is written.
///
/// The tape lists values in the order written. A scalar (string, number, `true`, `false`, `null`)
/// is one entry, the offset of its first byte; an array or object is two, its offset and the
/// number of entries it spans (itself and everything inside), so that a reader steps over it in
/// one move. An object's members are its key (a string) followed by its value. A value's kind is
/// the byte it starts with, and scalars are read from the text only when asked for: nothing is
/// decoded twice or kept that the text already holds.
///
/// A scalar takes at least two bytes of text (`1,`) and four of tape; a container at least three
/// (`[],`) and eight; so the tape is at most about three times the text for nested empty arrays
/// and under twice for anything else, where a tree of enum values took twenty times.
final class JSONDocument: Sendable {
    /// The text, its UTF-8 contiguous in memory.
    let text: String
    /// The values' entries, in the order written.
    let tape: [UInt32]

    /// A document over `text` (made contiguous) and its tape.
    init(text: String, tape: [UInt32]) {
        self.text = text
        self.tape = tape
    }

    /// Calls `body` with the text's bytes.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        Self.withBytes(of: text, body)
    }

    /// Calls `body` with the UTF-8 bytes of `text`, without a copy when it is a native string.
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// The text offset where the value at tape `index` starts.
    func offset(at index: Int) -> Int { Int(tape[index]) }

    /// The first byte of the value at tape `index`: its kind.
    func leadingByte(at index: Int) -> UInt8 {
        let offset = offset(at: index)
        return withBytes { $0[offset] }
    }

    /// How many tape entries the value at `index` spans.
    func span(at index: Int) -> Int {
        switch leadingByte(at: index) {
        case UInt8(ascii: "["), UInt8(ascii: "{"): Int(tape[index + 1])
        default: 1
        }
    }

    /// The tape indices of the first entry inside the container at `index` and of the entry
    /// after it.
    func contents(of index: Int) -> Range<Int> {
        (index + 2)..<(index + Int(tape[index + 1]))
    }

    /// The string at tape `index` (which the parser checked), its escapes resolved.
    func string(at index: Int) -> String {
        let offset = offset(at: index)
        return withBytes { bytes in
            var scanner = JSONParser(bytes: bytes, offset: offset)
            return (try? scanner.parseString()) ?? ""
        }
    }

    /// The elements of the array at tape `index` when every one is a string, read in one pass over
    /// the tape and the text: no value is made per element (making one, reading its kind and its
    /// string took as many reference counts as the rest of a large `data` list's decoding).
    /// `nil` when an element is not a string.
    func strings(inArrayAt index: Int) -> [String]? {
        let range = contents(of: index)
        return tape.withUnsafeBufferPointer { tape in
            withBytes { bytes in
                var result: [String] = []
                result.reserveCapacity(range.count)  // a string is one entry
                for entry in range {
                    let offset = Int(tape[entry])
                    guard bytes[offset] == UInt8(ascii: "\""), let string = try? JSONParser(bytes: bytes, offset: offset).parsingString() else {
                        return nil
                    }
                    result.append(string)
                }
                return result
            }
        }
    }

    /// The number of tape entries inside the container at `index`: at least its number of elements.
    func entryCount(inside index: Int) -> Int {
        contents(of: index).count
    }

    /// The number at tape `index` (which the parser checked).
    func number(at index: Int) -> Double {
        let offset = offset(at: index)
        return withBytes { bytes in
            var scanner = JSONParser(bytes: bytes, offset: offset)
            return (try? scanner.parseNumber()) ?? 0
        }
    }

    /// The line and column of the value at tape `index`, counted from the start of the text
    /// (only ever asked for an error, so the count is not cached).
    func position(at index: Int) -> TextPosition {
        let offset = offset(at: index)
        return withBytes { JSONParser.position(of: offset, in: $0) }
    }
}
