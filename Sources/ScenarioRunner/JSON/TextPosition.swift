/// A line and column (from 1) in a text: where a scenario file's problem is. (Not named
/// `SourceLocation`, which is Swift Testing's type of that name.)
public struct TextPosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in Unicode scalars (a letter written with a combining accent counts as
    /// two), which the parser counts in linear time.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
