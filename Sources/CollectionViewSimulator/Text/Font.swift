import Foundation

/// A font as a value (UIKit's `UIFont`, the name UIKitCompatibility gives it): its name, point
/// size, weight and the text style it was made for. Nothing is drawn or measured with it, so a
/// cell's `label.font = .preferredFont(forTextStyle: .headline)` compiles unchanged and a test
/// reads the font back.
///
/// ```swift
/// let font = UIFont.preferredFont(forTextStyle: .headline)
/// font.pointSize   // 17, UIKit's size at the default (Large) content size category
/// font.weight      // .semibold
/// ```
///
/// System fonts carry iOS's private names (`.SFUI-Regular`, `.SFUI-Semibold` …, family `.SF UI`)
/// as plain values; a named font (`UIFont(name:size:)`) keeps the name it was given.
public struct Font: Sendable, Hashable, Codable {
    /// The font's full name (UIKit's `fontName`).
    public let fontName: String
    /// The font's family name (UIKit's `familyName`).
    public let familyName: String
    /// The size in points (UIKit's `pointSize`).
    public let pointSize: CGFloat
    /// The weight: the system font's, or `.regular` for a named font.
    public let weight: Weight
    /// The text style a `preferredFont(forTextStyle:)` font was made for; `nil` otherwise.
    public let textStyle: TextStyle?
    /// Whether the system font is italic (`italicSystemFont(ofSize:)`).
    public let isItalic: Bool

    /// A font from every field; the factory methods below are UIKit's way to make one.
    init(fontName: String, familyName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?, isItalic: Bool) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.isItalic = isItalic
    }

    /// A font by name (UIKit's `UIFont(name:size:)`). Never `nil` here: the simulator has no font
    /// catalogue to look the name up in, so the font keeps the name as both its name and family.
    ///
    /// - Parameters:
    ///   - fontName: The font's full name (`"Avenir-Heavy"`).
    ///   - fontSize: The size in points.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, familyName: fontName, pointSize: fontSize, weight: .regular, textStyle: nil, isItalic: false)
    }

    /// The system font of a size and weight (UIKit's `systemFont(ofSize:weight:)`).
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        system(size: fontSize, weight: weight)
    }

    /// The regular system font of a size (UIKit's `systemFont(ofSize:)`).
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    public static func systemFont(ofSize fontSize: CGFloat) -> Font {
        system(size: fontSize, weight: .regular)
    }

    /// The bold system font of a size (UIKit's `boldSystemFont(ofSize:)`).
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> Font {
        system(size: fontSize, weight: .bold)
    }

    /// The italic system font of a size (UIKit's `italicSystemFont(ofSize:)`).
    ///
    /// - Parameter fontSize: The size in points.
    /// - Returns: The font.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> Font {
        system(size: fontSize, weight: .regular, italic: true)
    }

    /// The system font with digits of equal width (UIKit's `monospacedDigitSystemFont(ofSize:weight:)`);
    /// the simulator keeps only its size and weight.
    ///
    /// - Parameters:
    ///   - fontSize: The size in points.
    ///   - weight: The weight.
    /// - Returns: The font.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> Font {
        system(size: fontSize, weight: weight)
    }

    /// The font for a text style at the default (Large) content size category (UIKit's
    /// `preferredFont(forTextStyle:)`): the system font at the style's size and weight
    /// (``TextStyle/defaultPointSize`` and ``TextStyle/defaultWeight``).
    ///
    /// - Parameter style: The text style.
    /// - Returns: The font, which remembers its ``textStyle``.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        system(size: style.defaultPointSize, weight: style.defaultWeight, textStyle: style)
    }

    /// The same font at another size (UIKit's `withSize(_:)`).
    ///
    /// - Parameter fontSize: The new size in points.
    /// - Returns: The font.
    public func withSize(_ fontSize: CGFloat) -> Font {
        Font(fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight, textStyle: textStyle, isItalic: isItalic)
    }

    /// The size of a label's text (UIKit's `UIFont.labelFontSize`): 17.
    public static let labelFontSize: CGFloat = 17
    /// The size of a button's title (UIKit's `UIFont.buttonFontSize`): 18.
    public static let buttonFontSize: CGFloat = 18
    /// The standard system font size (UIKit's `UIFont.systemFontSize`): 14.
    public static let systemFontSize: CGFloat = 14
    /// The small system font size (UIKit's `UIFont.smallSystemFontSize`): 12.
    public static let smallSystemFontSize: CGFloat = 12

    /// The system font: iOS's private name for the weight, family `.SF UI`.
    private static func system(size: CGFloat, weight: Weight, italic: Bool = false, textStyle: TextStyle? = nil) -> Font {
        let name = ".SFUI-" + weight.systemFontNameSuffix + (italic ? "Italic" : "")
        return Font(fontName: name, familyName: ".SF UI", pointSize: size, weight: weight, textStyle: textStyle, isItalic: italic)
    }
}
