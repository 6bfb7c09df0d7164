import Foundation

/// How firmly a size should be kept (UIKit's `UILayoutPriority`, the name UIKitCompatibility gives
/// it), from 1 to 1000, with UIKit's named levels, for
/// ``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``.
///
/// ```swift
/// contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required,
///                                     verticalFittingPriority: .fittingSizeLevel)
/// ```
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable, Codable {
    /// The priority, 1 to 1000.
    public var rawValue: Float

    /// Creates a priority.
    ///
    /// - Parameter rawValue: The priority, 1 to 1000.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority (UIKit's unlabelled initialiser).
    ///
    /// - Parameter rawValue: The priority, 1 to 1000.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Must be met: 1000.
    public static let required = LayoutPriority(1000)
    /// A button's resistance to compression: 750.
    public static let defaultHigh = LayoutPriority(750)
    /// A button's hugging of its content: 250.
    public static let defaultLow = LayoutPriority(250)
    /// As small as possible, for fitting sizes: 50.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether `lhs` is weaker than `rhs`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
