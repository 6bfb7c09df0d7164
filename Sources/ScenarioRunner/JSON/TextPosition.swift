/// A line and column (from 1) in a text: where a scenario file's problem is. (Not named
/// `SourceLocation`, which is Swift Testing's type of that name.)
package struct TextPosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    package var line: Int
    /// The column, from 1, in Unicode scalars (a letter written with a combining accent counts as
    /// two), which the parser counts in linear time.
    package var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package var description: String { "\(line):\(column)" }
}
