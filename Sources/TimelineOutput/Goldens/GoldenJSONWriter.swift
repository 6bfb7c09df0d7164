import CollectionViewSimulator
import Foundation

/// Writes a value's JSON as `JSONEncoder` with `[.prettyPrinted, .sortedKeys]` writes it (the form
/// of `timeline.json`), several times faster, so that a run can be compared with its golden byte for
/// byte instead of encoding it with `JSONEncoder` or decoding the golden: either made the scenarios
/// benchmark 1.5–1.9× slower. Used only by the fast paths of golden comparisons
/// (``TimelineDocument/isWritten(in:)``, and ``JSONTimelineRenderer/init(forComparison:)`` as
/// `batchsim check` streams a run); goldens are written by `JSONEncoder` alone
/// (``TimelineDocument/encoded()``).
///
/// It only ever speeds a comparison up: when the bytes differ (a real difference, or a value this
/// writer would format otherwise) the golden is decoded and compared as values. A test checks that
/// it gives `JSONEncoder`'s bytes for every scenario, so that the fast path is the one taken.
///
/// What it reproduces: two-space indentation, `"key" : value`, empty containers as `[\n\n]` and
/// `{\n\n}` around the indentation, keys in `JSONEncoder`'s sorted order on Linux (by UTF-8 bytes:
/// where Apple's Foundation sorts otherwise, the bytes differ and the golden is decoded, slower
/// but never wrong), numbers as Swift prints them without a trailing `.0`, and `JSONEncoder`'s
/// string escapes (including `\/`). A
/// `superEncoder()` (which no timeline type uses) is written as an empty object, so its bytes never
/// match and the decoding path decides.
enum GoldenJSONWriter {
    /// The JSON text of `value` as UTF-8 bytes, without a final newline.
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - indent: The indentation of the value's own level, for a value written inside a larger
    ///     document (its first line is not indented).
    /// - Throws: `EncodingError` for a number that is not finite, as `JSONEncoder` does.
    static func bytes<Value: Encodable>(_ value: Value, indent: Int = 0) throws -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 18)
        write(try TreeEncoder.encode(value), indent: indent, into: &bytes)
        return bytes
    }

    private static func write(_ value: WrittenValue, indent: Int, into bytes: inout [UInt8]) {
        switch value {
        case .literal(let literal):
            bytes.append(contentsOf: literal.utf8)
        case .string(let string):
            appendQuoted(string, to: &bytes)
        case .array(let array):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in array.items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent + 2, &bytes)
                write(item, indent: indent + 2, into: &bytes)
            }
            if array.items.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            newline(indent, &bytes)
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            bytes.append(UInt8(ascii: "{"))
            let entries = object.entries.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (index, entry) in entries.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indent + 2, &bytes)
                appendQuoted(entry.key, to: &bytes)
                bytes.append(contentsOf: " : ".utf8)
                write(entry.value, indent: indent + 2, into: &bytes)
            }
            if entries.isEmpty { bytes.append(UInt8(ascii: "\n")) }
            newline(indent, &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ indent: Int, _ bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    /// A string literal with `JSONEncoder`'s escapes.
    private static func appendQuoted(_ string: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes += [UInt8(ascii: "\\"), byte]
            case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
            case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
            case ..<0x20: bytes.append(contentsOf: String(format: "\\u%04x", byte).utf8)
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

/// A JSON value as the writer builds it: finished text for scalars, shared boxes for containers
/// (a container hands out its box before its contents are encoded).
private enum WrittenValue {
    case literal(String)
    case string(String)
    case array(ArrayBox)
    case object(ObjectBox)
}

private final class ArrayBox {
    var items: [WrittenValue] = []
}

private final class ObjectBox {
    var entries: [(key: String, value: WrittenValue)] = []
}

/// The `Encoder` behind ``GoldenJSONWriter``: each value encodes into a fresh encoder whose one
/// container (or single value) becomes the value. Coding paths are not kept: an error only sends
/// the comparison to the decoding path, which names where.
private final class TreeEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    var value: WrittenValue?

    static func encode<Value: Encodable>(_ value: Value) throws -> WrittenValue {
        if Value.self == Double.self, let number = value as? Double { return try literal(number) }
        if Value.self == String.self, let string = value as? String { return .string(string) }
        let encoder = TreeEncoder()
        try value.encode(to: encoder)
        return encoder.value ?? .object(ObjectBox())
    }

    /// A number as `JSONEncoder` writes it: Swift's description without a trailing `.0`.
    static func literal(_ value: Double) throws -> WrittenValue {
        guard value.isFinite else { throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not a JSON number")) }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .literal(text)
    }

    static func literal(_ value: Float) throws -> WrittenValue {
        guard value.isFinite else { throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "not a JSON number")) }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return .literal(text)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object(let box) = value { return KeyedEncodingContainer(KeyedContainer(box: box)) }
        let box = ObjectBox()
        value = .object(box)
        return KeyedEncodingContainer(KeyedContainer(box: box))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array(let box) = value { return UnkeyedContainer(box: box) }
        let box = ArrayBox()
        value = .array(box)
        return UnkeyedContainer(box: box)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: ObjectBox
    var codingPath: [any CodingKey] { [] }

    private func put(_ value: WrittenValue, _ key: Key) {
        box.entries.append((key.stringValue, value))
    }

    mutating func encodeNil(forKey key: Key) throws { put(.literal("null"), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.literal(value ? "true" : "false"), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(try TreeEncoder.literal(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(try TreeEncoder.literal(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(.literal(value.description), key) }

    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        put(try TreeEncoder.encode(value), key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBox()
        put(.object(nested), key)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = ArrayBox()
        put(.array(nested), key)
        return UnkeyedContainer(box: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let encoder = TreeEncoder()
        box.entries.append(("super", .object(ObjectBox())))
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder()
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let box: ArrayBox
    var codingPath: [any CodingKey] { [] }
    var count: Int { box.items.count }

    mutating func encodeNil() throws { box.items.append(.literal("null")) }
    mutating func encode(_ value: Bool) throws { box.items.append(.literal(value ? "true" : "false")) }
    mutating func encode(_ value: String) throws { box.items.append(.string(value)) }
    mutating func encode(_ value: Double) throws { box.items.append(try TreeEncoder.literal(value)) }
    mutating func encode(_ value: Float) throws { box.items.append(try TreeEncoder.literal(value)) }
    mutating func encode(_ value: Int) throws { box.items.append(.literal(value.description)) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        box.items.append(try TreeEncoder.encode(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let nested = ObjectBox()
        box.items.append(.object(nested))
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = ArrayBox()
        box.items.append(.array(nested))
        return UnkeyedContainer(box: nested)
    }

    mutating func superEncoder() -> any Encoder {
        box.items.append(.object(ObjectBox()))
        return TreeEncoder()
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.value = .literal("null") }
    mutating func encode(_ value: Bool) throws { encoder.value = .literal(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { encoder.value = .string(value) }
    mutating func encode(_ value: Double) throws { encoder.value = try TreeEncoder.literal(value) }
    mutating func encode(_ value: Float) throws { encoder.value = try TreeEncoder.literal(value) }
    mutating func encode(_ value: Int) throws { encoder.value = .literal(value.description) }

    mutating func encode<Value: Encodable>(_ value: Value) throws {
        encoder.value = try TreeEncoder.encode(value)
    }
}
