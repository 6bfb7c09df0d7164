import CollectionViewSimulator
import Foundation

/// The display events an expectation lists, as ``DisplayEvent/description`` prints them:
/// `"willDisplay cell 0-3 #7"` — the event, the element, `#` and the view object's number.
enum DisplayEventNames {
    /// Decodes and checks a list of event names; each is normalised (one space between words, the
    /// element in its short form) so that it compares with what the run printed.
    static func decode(_ node: JSONNode) throws(ScenarioError) -> [String] {
        var names: [String] = []
        for element in try node.array() {
            let text = try element.string()
            let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
            let kinds = DisplayEvent.Kind.allCases.map(\.rawValue)
            guard let first = words.first, let kind = DisplayEvent.Kind(rawValue: first) else {
                let list = kinds.dropLast().joined(separator: ", ") + " or " + (kinds.last ?? "")
                throw element.error("'\(text)' is not a display event: it starts with \(list)")
            }
            guard words.count >= 3, let last = words.last, last.hasPrefix("#"), let number = Int(last.dropFirst()), number > 0 else {
                throw element.error("'\(text)' does not end with the view's number", suggestion: "write '\(kind.rawValue) cell 0-3 #7'")
            }
            switch ElementID.parse(words[1..<(words.count - 1)].joined(separator: " ")) {
            case .success(let id): names.append(DisplayEvent(kind, id, cellID: number, time: 0).description)
            case .failure(let problem): throw element.error("'\(text)': \(problem)")
            }
        }
        return names
    }
}
