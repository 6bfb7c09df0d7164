import BatchUpdates
import CollectionViewSimulator
import Foundation
import TimelineOutput

/// The scenario files' way to address a view: an element's text form (``ElementID``), by its index
/// path after the step, or followed by ` (before)` by its index path before it — the only way to
/// name a deleted element or a reload's outgoing view (`cell 0-5 (before)`).
extension ElementID {
    /// What is wrong with a text that addresses no element, and the likely fix.
    struct ScenarioParseProblem: Error {
        let message: String
        let suggestion: String?
    }

    /// Parses an element's text form, optionally followed by ` (before)`.
    static func parseScenarioName(_ text: String) -> Result<(element: ElementID, isBeforeUpdate: Bool), ScenarioParseProblem> {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let before = words.last == "(before)"
        if before { words.removeLast() }
        switch parse(words.joined(separator: " ")) {
        case .success(let element):
            return .success((element, before))
        case .failure(let error):
            let message = ParseError(text: text, expectedForm: error.expectedForm).description
            guard let form = error.expectedForm else {
                let hint = Spelling.closest(to: words.first ?? "", in: categoryWords).map { "did you mean '\($0)'?" }
                return .failure(ScenarioParseProblem(
                    message: message,
                    suggestion: hint ?? "write 'cell S-I', 'header S', 'footer S', 'supplementary KIND S-I' or 'decoration KIND S-I'"))
            }
            return .failure(ScenarioParseProblem(message: message, suggestion: "for example '\(example(of: form))'"))
        }
    }

    /// An example of a form: `cell 0-2`, `header 0`, `supplementary Badge 0-2`.
    private static func example(of form: String) -> String {
        form.replacingOccurrences(of: "KIND", with: "Badge").replacingOccurrences(of: "S-I", with: "0-2")
            .replacingOccurrences(of: " S", with: " 0")
    }
}
