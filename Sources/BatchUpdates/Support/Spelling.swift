/// Suggestions for misspelt names, shared by the operation syntax, the command line and scenario
/// files.
package enum Spelling {
    /// The known name closest to `name` within two edits (ties broken alphabetically), if any.
    package static func closest(to name: String, in names: some Collection<String>) -> String? {
        names.map { ($0, editDistance(name, $0)) }.filter { $0.1 <= 2 }.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    /// The Levenshtein distance between two strings (insertions, deletions and substitutions).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
