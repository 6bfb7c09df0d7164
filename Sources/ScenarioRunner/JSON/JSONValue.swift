/// A parsed JSON value that remembers where it stood in its file, so that a scenario error can
/// name the line and column as well as the JSON path.
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

    /// What the value is.
    package var kind: Kind
    /// Where the value starts in its text.
    package var location: TextPosition

    /// Creates a value.
    package init(_ kind: Kind, at location: TextPosition = TextPosition(line: 1, column: 1)) {
        self.kind = kind
        self.location = location
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        lhs.kind == rhs.kind
    }

    /// A word for the kind of value, for messages: "a number", "an object", …
    package var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
