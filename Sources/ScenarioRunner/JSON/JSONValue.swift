/// A parsed JSON value: a place in a ``JSONDocument``, read from its text when asked, that knows
/// where it stood in its file, so that a scenario error can name the line and column as well as
/// the JSON path.
///
/// Two values are equal when their contents are; where they stood is not compared.
package struct JSONValue: Sendable, Equatable {
    /// What the value is.
    package enum Kind: Sendable, Equatable {
        case null
        case bool(Bool)
        /// A number, as a `Double` (JSON has no other number), always finite.
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in the order written; keys are unique (a repeated key is a parse error).
        case object([(key: String, value: JSONValue)])

        package static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.null, .null): true
            case (.bool(let a), .bool(let b)): a == b
            case (.number(let a), .number(let b)): a == b
            case (.string(let a), .string(let b)): a == b
            case (.array(let a), .array(let b)): a == b
            case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
            default: false
            }
        }
    }

    /// The document the value is in.
    let document: JSONDocument
    /// The value's first entry on the document's tape.
    let index: Int

    /// What the value is, with an array's elements or an object's members one level deep (read
    /// large arrays with ``elements`` instead, which makes no array of them).
    package var kind: Kind {
        switch document.leadingByte(at: index) {
        case UInt8(ascii: "n"): .null
        case UInt8(ascii: "t"): .bool(true)
        case UInt8(ascii: "f"): .bool(false)
        case UInt8(ascii: "\""): .string(document.string(at: index))
        case UInt8(ascii: "["): .array(Array(elements))
        case UInt8(ascii: "{"): .object(Array(members))
        default: .number(document.number(at: index))
        }
    }

    /// Where the value starts in its text (counted when asked: for errors).
    package var location: TextPosition { document.position(at: index) }

    private var leadingByte: UInt8 { document.leadingByte(at: index) }
    /// Whether the value is `null`.
    var isNull: Bool { leadingByte == UInt8(ascii: "n") }
    /// Whether the value is `true` or `false`.
    var isBoolean: Bool { leadingByte == UInt8(ascii: "t") || leadingByte == UInt8(ascii: "f") }
    /// Whether the value is a number.
    var isNumber: Bool { !"nft\"[{".utf8.contains(leadingByte) }
    /// Whether the value is a string.
    var isString: Bool { leadingByte == UInt8(ascii: "\"") }
    /// Whether the value is an array.
    var isArray: Bool { leadingByte == UInt8(ascii: "[") }
    /// Whether the value is an object.
    var isObject: Bool { leadingByte == UInt8(ascii: "{") }

    /// The string, or `nil` for another kind.
    var stringValue: String? { isString ? document.string(at: index) : nil }

    /// An array's elements in order, read one by one from the tape (none for another kind).
    var elements: Elements { Elements(document: document, container: isArray ? index : nil) }

    /// An object's members in order, read one by one from the tape (none for another kind).
    var members: Members { Members(elements: Elements(document: document, container: isObject ? index : nil)) }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.kind == rhs.kind
    }

    /// A word for the kind of value, for messages: "a number", "an object", …
    package var kindName: String {
        switch leadingByte {
        case UInt8(ascii: "n"): "null"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "{"): "an object"
        default: "a number"
        }
    }
}

extension JSONValue {
    /// The values directly inside a container, in order; stepping to the next one skips
    /// everything inside the current one in one move.
    struct Elements: Collection {
        let document: JSONDocument
        /// The container's tape index; `nil` for no elements.
        let container: Int?

        /// A value's tape index and its place among its siblings.
        struct Index: Comparable {
            let entry: Int
            let ordinal: Int

            static func < (lhs: Index, rhs: Index) -> Bool { lhs.entry < rhs.entry }
            static func == (lhs: Index, rhs: Index) -> Bool { lhs.entry == rhs.entry }
        }

        var startIndex: Index {
            guard let container else { return Index(entry: 0, ordinal: 0) }
            return Index(entry: document.contents(of: container).lowerBound, ordinal: 0)
        }

        var endIndex: Index {
            guard let container else { return Index(entry: 0, ordinal: 0) }
            return Index(entry: document.contents(of: container).upperBound, ordinal: Int.max)
        }

        func index(after index: Index) -> Index {
            Index(entry: index.entry + document.span(at: index.entry), ordinal: index.ordinal + 1)
        }

        subscript(index: Index) -> JSONValue { JSONValue(document: document, index: index.entry) }
    }

    /// An object's members, in order.
    struct Members: Sequence {
        let elements: Elements

        func makeIterator() -> AnyIterator<(key: String, value: JSONValue)> {
            var iterator = elements.makeIterator()
            return AnyIterator {
                guard let key = iterator.next(), let value = iterator.next() else { return nil }
                return (key.document.string(at: key.index), value)
            }
        }
    }
}
