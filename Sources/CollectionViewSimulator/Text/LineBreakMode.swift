/// How a label wraps and truncates lines that do not fit (UIKit's `NSLineBreakMode`, the name
/// UIKitCompatibility gives it; Linux's Foundation does not declare it), with iOS's raw values.
public enum LineBreakMode: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut lines off at the edge.
    case byClipping = 2
    /// Show the end of the line, an ellipsis at its start.
    case byTruncatingHead = 3
    /// Show the start of the line, an ellipsis at its end; a label's default.
    case byTruncatingTail = 4
    /// Show both ends, an ellipsis in the middle.
    case byTruncatingMiddle = 5
}
