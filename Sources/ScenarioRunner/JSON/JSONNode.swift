import BatchUpdates
import Foundation

/// A JSON value being decoded, with its path and file, so that every check can throw a
/// ``ScenarioError`` that says where.
struct JSONNode {
    let value: JSONValue
    let path: JSONPath
    let file: String

    func error(_ message: String, suggestion: String? = nil) -> ScenarioError {
        ScenarioError(file: file, path: path, location: value.location, message: message, suggestion: suggestion)
    }

    private func mismatch(_ expected: String) -> ScenarioError {
        error("expected \(expected), found \(value.kindName)")
    }

    /// The value as an object whose keys must all be among `keys`; an unknown key is an error that
    /// names it and suggests the closest known key.
    /// The members are read one by one, so an object of a million keys is rejected at its first
    /// unknown one, having kept none.
    func object(keys: [String]) throws(ScenarioError) -> JSONObjectNode {
        guard value.isObject else { throw mismatch("an object") }
        var members: [(key: String, value: JSONValue)] = []
        for (key, member) in value.members {
            guard keys.contains(key) else {
                let node = JSONNode(value: member, path: path.appending(key), file: file)
                let close = Spelling.closest(to: key, in: keys)
                throw node.error("unknown key '\(key)'", suggestion: close.map { "did you mean '\($0)'?" }
                    ?? "known keys: \(keys.joined(separator: ", "))")
            }
            members.append((key, member))
        }
        return JSONObjectNode(node: self, members: members)
    }

    /// The value as an array, whose elements are read from the document one by one as they are
    /// visited (nothing is kept per element: `count` steps through them).
    func array() throws(ScenarioError) -> JSONArrayNode {
        guard value.isArray else { throw mismatch("an array") }
        return JSONArrayNode(node: self)
    }

    func string() throws(ScenarioError) -> String {
        guard let string = value.stringValue else { throw mismatch("a string") }
        return string
    }

    func bool() throws(ScenarioError) -> Bool {
        guard value.isBoolean, case .bool(let bool) = value.kind else { throw mismatch("true or false") }
        return bool
    }

    /// A number within `range` (JSON numbers are always finite).
    func number(in range: ClosedRange<Double> = -1e9...1e9) throws(ScenarioError) -> Double {
        guard value.isNumber, case .number(let number) = value.kind else { throw mismatch("a number") }
        guard range.contains(number) else {
            throw error("\(Self.format(number)) is out of range; expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
        }
        return number
    }

    /// A whole number within `range`.
    func integer(in range: ClosedRange<Int> = 0...1_000_000_000) throws(ScenarioError) -> Int {
        let number = try number(in: Double(range.lowerBound)...Double(range.upperBound))
        guard number.rounded() == number else { throw error("expected a whole number, found \(Self.format(number))") }
        return Int(number)
    }

    /// An array of exactly `count` numbers, each within `range`, described as `shape` in errors
    /// (`[x, y]`, `[width, height]`, …).
    func numbers(_ count: Int, shape: String, in range: ClosedRange<Double> = -1e9...1e9) throws(ScenarioError) -> [Double] {
        guard value.isArray, value.elements.count == count else {
            throw error("expected \(shape), \(count) numbers")
        }
        var result: [Double] = []
        for node in try array() { result.append(try node.number(in: range)) }
        return result
    }

    func point() throws(ScenarioError) -> CGPoint {
        let values = try numbers(2, shape: "a point [x, y]")
        return CGPoint(x: values[0], y: values[1])
    }

    func size(in range: ClosedRange<Double> = 0...1e7) throws(ScenarioError) -> CGSize {
        let values = try numbers(2, shape: "a size [width, height]", in: range)
        return CGSize(width: values[0], height: values[1])
    }

    func rect() throws(ScenarioError) -> CGRect {
        let values = try numbers(4, shape: "a frame [x, y, width, height]")
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// Numbers print as written in a file: `2`, `0.5`, `-3.25`.
    static func format(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}

/// An array being decoded: its elements, each a node with its path, made as it is visited.
///
/// `[]` is the empty array, so that an optional array reads `object.optional(key)?.array() ?? []`.
struct JSONArrayNode: Collection, ExpressibleByArrayLiteral {
    typealias Index = JSONValue.Elements.Index

    /// The array; `nil` for `[]`.
    let node: JSONNode?

    init(node: JSONNode) {
        self.node = node
    }

    init(arrayLiteral elements: Never...) {
        node = nil
    }

    private var elements: JSONValue.Elements? { node?.value.elements }
    var startIndex: Index { elements?.startIndex ?? Index(entry: 0, ordinal: 0) }
    var endIndex: Index { elements?.endIndex ?? Index(entry: 0, ordinal: 0) }
    func index(after index: Index) -> Index { elements?.index(after: index) ?? index }

    subscript(index: Index) -> JSONNode {
        guard let node else { preconditionFailure("an index into the empty array") }
        return JSONNode(value: node.value.elements[index], path: node.path.appending(index.ordinal), file: node.file)
    }
}

/// An object being decoded: its members by key.
struct JSONObjectNode {
    let node: JSONNode
    let members: [(key: String, value: JSONValue)]

    /// The member `key`, or `nil` when absent (an explicit `null` counts as absent).
    func optional(_ key: String) -> JSONNode? {
        guard let member = members.first(where: { $0.key == key }), !member.value.isNull else { return nil }
        return JSONNode(value: member.value, path: node.path.appending(key), file: node.file)
    }

    /// The member `key`; its absence is an error that names it.
    func required(_ key: String) throws(ScenarioError) -> JSONNode {
        guard let member = optional(key) else { throw node.error("missing key '\(key)'") }
        return member
    }

    /// Whether the object has `key`.
    func has(_ key: String) -> Bool {
        optional(key) != nil
    }

    /// The keys present, in the order written.
    var keys: [String] { members.map(\.key) }
}
