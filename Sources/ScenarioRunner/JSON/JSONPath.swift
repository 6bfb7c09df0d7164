/// Where a value sits in a JSON document, written as scenario errors print it: `steps[3].update[1]`.
package struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step into a document.
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    /// The steps from the document's root.
    package private(set) var components: [Component] = []

    /// The root of a document.
    package static let root = JSONPath()

    /// The path of a member of the object at this path.
    package func appending(_ key: String) -> JSONPath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// The path of an element of the array at this path.
    package func appending(_ index: Int) -> JSONPath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// Goes one step deeper, in place (the parser's path, which grows without copying).
    mutating func push(_ component: Component) {
        components.append(component)
    }

    /// Goes back one step, in place.
    mutating func pop() {
        components.removeLast()
    }

    /// `steps[3].update[1]`; the root prints as `(root)`.
    package var description: String {
        guard !components.isEmpty else { return "(root)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += (text.isEmpty ? "" : ".") + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
