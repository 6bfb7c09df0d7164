/// How a label's lines are aligned (UIKit's `NSTextAlignment`, the name UIKitCompatibility gives
/// it; Linux's Foundation does not declare it), with iOS's raw values.
public enum TextAlignment: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Both edges, the last line natural.
    case justified = 3
    /// The script's own alignment (left in a left-to-right language); a label's default.
    case natural = 4
}
