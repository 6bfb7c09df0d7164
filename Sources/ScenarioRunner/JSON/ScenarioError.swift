/// A scenario file that cannot be used as written: what is wrong and exactly where.
///
/// The description reads `Scenarios/x/scenario.json:12:5: steps[3].update[1]: 'delte 0-1' is not a
/// batch operation …; did you mean 'delete'?`, like a compiler diagnostic.
public struct ScenarioError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file, as given to the loader.
    public var file: String
    /// The JSON path of the offending value.
    package var path: JSONPath
    /// The line and column of the offending value, when known.
    package var location: TextPosition?
    /// What is wrong.
    public var message: String
    /// A likely fix, when one is obvious (a known key close to an unknown one).
    public var suggestion: String?

    /// Creates an error.
    package init(file: String, path: JSONPath, location: TextPosition?, message: String, suggestion: String? = nil) {
        self.file = file
        self.path = path
        self.location = location
        self.message = message
        self.suggestion = suggestion
    }

    public var description: String {
        let place = location.map { "\(file):\($0)" } ?? file
        return "\(place): \(path): \(message)" + (suggestion.map { "; \($0)" } ?? "")
    }
}
