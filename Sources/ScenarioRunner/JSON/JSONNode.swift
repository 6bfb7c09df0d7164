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
    func object(keys: [String]) throws(ScenarioError) -> JSONObjectNode {
        guard case .object(let members) = value.kind else { throw mismatch("an object") }
        for (key, member) in members where !keys.contains(key) {
            let node = JSONNode(value: member, path: path.appending(key), file: file)
            let close = Spelling.closest(to: key, in: keys)
            throw node.error("unknown key '\(key)'", suggestion: close.map { "did you mean '\($0)'?" }
                ?? "known keys: \(keys.joined(separator: ", "))")
        }
        return JSONObjectNode(node: self, members: members)
    }

    func array() throws(ScenarioError) -> [JSONNode] {
        guard case .array(let elements) = value.kind else { throw mismatch("an array") }
        return elements.enumerated().map { JSONNode(value: $0.element, path: path.appending($0.offset), file: file) }
    }

    func string() throws(ScenarioError) -> String {
        guard case .string(let string) = value.kind else { throw mismatch("a string") }
        return string
    }

    func bool() throws(ScenarioError) -> Bool {
        guard case .bool(let bool) = value.kind else { throw mismatch("true or false") }
        return bool
    }

    /// A number within `range` (JSON numbers are always finite).
    func number(in range: ClosedRange<Double> = -1e9...1e9) throws(ScenarioError) -> Double {
        guard case .number(let number) = value.kind else { throw mismatch("a number") }
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
        guard case .array(let elements) = value.kind, elements.count == count else {
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

/// An object being decoded: its members by key.
struct JSONObjectNode {
    let node: JSONNode
    let members: [(key: String, value: JSONValue)]

    /// The member `key`, or `nil` when absent (an explicit `null` counts as absent).
    func optional(_ key: String) -> JSONNode? {
        guard let member = members.first(where: { $0.key == key }), member.value.kind != .null else { return nil }
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
