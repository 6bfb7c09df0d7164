import CollectionViewSimulator
import Foundation

/// UIKit's `UILabel`: the simulator's ``CollectionViewSimulator/Label`` (text, font, colours and
/// wrapping as values; nothing is drawn or measured).
public typealias UILabel = Label

/// UIKit's `UIFont`: the simulator's ``CollectionViewSimulator/Font``, a value with UIKit's
/// factory methods and text styles.
public typealias UIFont = Font

/// UIKit's `UIFontMetrics`: the simulator's ``CollectionViewSimulator/FontMetrics`` (the identity
/// at the default content size category).
public typealias UIFontMetrics = FontMetrics

/// UIKit's `NSTextAlignment`: the simulator's ``CollectionViewSimulator/TextAlignment``.
public typealias NSTextAlignment = TextAlignment

/// UIKit's `NSLineBreakMode`: the simulator's ``CollectionViewSimulator/LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode

extension Font {
    /// The font for a text style in a trait environment (UIKit's
    /// `preferredFont(forTextStyle:compatibleWith:)`): the simulator has one content size
    /// category, the default, so this is ``CollectionViewSimulator/Font/preferredFont(forTextStyle:)``
    /// whatever the traits.
    ///
    /// - Parameters:
    ///   - style: The text style.
    ///   - traitCollection: The traits; not read.
    /// - Returns: The font.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> Font {
        preferredFont(forTextStyle: style)
    }
}
