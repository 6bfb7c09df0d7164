import Foundation

/// The first difference between a golden file and a run, named as a failure: the step, element,
/// property and time it is about, read from the lines before it (`"step": 2`, `"element": …`,
/// the enclosing `"start"`/`"end"`), and the two lines' values.
enum GoldenDifference {
    static func first(scenario: String, file: String, expected: String, actual: String) -> ScenarioFailure {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let line = zip(expectedLines, actualLines).prefix { $0 == $1 }.count
        var context = Context()
        for text in expectedLines.prefix(line) { context.read(text, json: file.hasSuffix(".json")) }
        let expectedLine = line < expectedLines.count ? expectedLines[line] : nil
        let actualLine = line < actualLines.count ? actualLines[line] : nil
        let key = (expectedLine ?? actualLine).flatMap(Context.key)
        let property = file.hasSuffix(".json") ? (key ?? (context.keys.last.map { $0 + "[…]" } ?? "value")) : "line"
        return ScenarioFailure(
            scenario: scenario, step: context.step, element: context.element,
            property: "\(file) line \(line + 1): \(property)", time: context.time,
            expected: expectedLine.map { Context.value($0) } ?? "the end of the file",
            actual: actualLine.map { Context.value($0) } ?? "the end of the file")
    }

    /// What the lines before the difference say about where it is.
    private struct Context {
        var step: Int?
        var element: String?
        /// The keys of the containers open at this line.
        var keys: [String] = []

        /// `start` or `end` when inside a track's start or end attributes.
        var time: String? { keys.last { $0 == "start" || $0 == "end" } }

        mutating func read(_ line: String, json: Bool) {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard json else {
                if text.hasPrefix("step "), let number = Int(text.dropFirst(5).prefix { $0.isNumber }) { step = number }
                return
            }
            let key = Self.key(line)
            if key == "step", let number = Int(Self.value(line)) { step = number; element = nil }
            if key == "element" { element = Self.unquoted(Self.value(line)) }
            if text.hasSuffix("{") || text.hasSuffix("[") { keys.append(key ?? "") }
            if text.hasPrefix("}") || text.hasPrefix("]") { _ = keys.popLast() }
        }

        /// The member's key on a JSON line (`"alpha": 1.000,` → `alpha`), if it has one.
        static func key(_ line: String) -> String? {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("\""), let end = text.dropFirst().firstIndex(of: "\""),
                  text[text.index(after: end)...].hasPrefix(":") else { return nil }
            return String(text[text.index(after: text.startIndex)..<end])
        }

        /// The value on a line, without its key and trailing comma.
        static func value(_ line: String) -> String {
            var text = line.trimmingCharacters(in: .whitespaces)
            if let key = key(line) { text = String(text.dropFirst(key.count + 3)).trimmingCharacters(in: .whitespaces) }
            if text.hasSuffix(",") { text.removeLast() }
            return text
        }

        static func unquoted(_ text: String) -> String {
            text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
        }
    }
}
