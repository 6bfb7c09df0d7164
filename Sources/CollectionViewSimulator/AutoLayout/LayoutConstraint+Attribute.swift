extension LayoutConstraint {
    /// The part of an item a constraint relates (UIKit's `NSLayoutConstraint.Attribute`), with
    /// UIKit's raw values.
    public enum Attribute: Int, Sendable, Hashable, Codable, CaseIterable {
        /// No attribute: the second attribute of a constant size.
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (left in a left-to-right layout).
        case leading = 5
        /// The trailing edge.
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text.
        case lastBaseline = 11
        /// The baseline of the first line of text.
        case firstBaseline = 12
        /// The left margin.
        case leftMargin = 13
        /// The right margin.
        case rightMargin = 14
        /// The top margin.
        case topMargin = 15
        /// The bottom margin.
        case bottomMargin = 16
        /// The leading margin.
        case leadingMargin = 17
        /// The trailing margin.
        case trailingMargin = 18
        /// The horizontal centre between the left and right margins.
        case centerXWithinMargins = 19
        /// The vertical centre between the top and bottom margins.
        case centerYWithinMargins = 20
    }

    /// How the two sides of a constraint relate (UIKit's `NSLayoutConstraint.Relation`), with
    /// UIKit's raw values.
    public enum Relation: Int, Sendable, Hashable, Codable, CaseIterable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// The relation as UIKit prints it: `<=`, `==` or `>=`.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A direction of layout (UIKit's `NSLayoutConstraint.Axis`), for content priorities and a
    /// stack view's ``StackView/axis``.
    public enum Axis: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
