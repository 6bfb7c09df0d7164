import Foundation

/// How a text style scales fonts and values with the user's content size category (UIKit's
/// `UIFontMetrics`, the name UIKitCompatibility gives it).
///
/// The simulator has one content size category, the default (Large), at which UIKit's scaling is
/// the identity: ``scaledFont(for:)`` returns the font it is given and ``scaledValue(for:)`` the
/// value, so a cell that scales its custom font or its spacing compiles unchanged and keeps its
/// sizes.
///
/// ```swift
/// label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Avenir-Book", size: 17)!)
/// ```
public struct FontMetrics: Sendable, Hashable {
    /// The text style whose scaling these metrics follow.
    public let textStyle: Font.TextStyle

    /// The metrics of a text style (UIKit's `UIFontMetrics(forTextStyle:)`).
    ///
    /// - Parameter textStyle: The text style.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// The body style's metrics (UIKit's `UIFontMetrics.default`).
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// A font scaled for the content size category: `font` itself at the default category.
    ///
    /// - Parameter font: The font at the default category.
    /// - Returns: The scaled font.
    public func scaledFont(for font: Font) -> Font { font }

    /// A font scaled for the content size category, no larger than `maximumPointSize`: `font`
    /// itself at the default category, unless it is already larger.
    ///
    /// - Parameters:
    ///   - font: The font at the default category.
    ///   - maximumPointSize: The largest size the scaled font may have.
    /// - Returns: The scaled font.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// A value (a spacing, a height) scaled for the content size category: `value` itself at the
    /// default category.
    ///
    /// - Parameter value: The value at the default category.
    /// - Returns: The scaled value.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
