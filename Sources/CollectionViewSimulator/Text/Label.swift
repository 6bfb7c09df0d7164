import Foundation

/// A view that shows text (UIKit's `UILabel`, the name UIKitCompatibility gives it), as values:
/// the text, font, colours and wrapping a cell sets are stored and read back; nothing is drawn or
/// measured.
///
/// ```swift
/// let titleLabel = UILabel()
/// titleLabel.font = .preferredFont(forTextStyle: .headline)
/// titleLabel.adjustsFontForContentSizeCategory = true
/// titleLabel.numberOfLines = 0
/// titleLabel.text = "Lisbon"
/// ```
///
/// UIKit's defaults: no text, the 17-point system font, `.label` text, natural alignment, one line,
/// truncated at the tail. Since no text is measured, ``View/intrinsicContentSize`` is
/// ``View/noIntrinsicMetric`` on both axes and ``View/sizeThatFits(_:)`` the current size: a cell
/// sized by its labels sizes itself in a test through an override (see README's "Porting a UIKit
/// layout").
open class Label: View {
    /// The text shown; `nil` by default. Setting it replaces ``attributedText`` with the same
    /// characters, as in UIKit.
    open var text: String? {
        get { storedAttributedText?.string }
        set { storedAttributedText = newValue.map { NSAttributedString(string: $0) } }
    }
    /// The text with attributes (Foundation's `NSAttributedString`); `nil` by default. Setting it
    /// sets ``text`` to its characters. Its attributes are kept, never drawn.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText }
        set { storedAttributedText = newValue }
    }
    private var storedAttributedText: NSAttributedString?
    /// The font; the 17-point system font (UIKit's `UIFont.labelFontSize`) by default. Implicitly
    /// unwrapped, as UIKit declares it, so `label.font = UIFont(name: "Avenir-Heavy", size: 16)`
    /// compiles; setting `nil` restores the default, as in UIKit.
    open var font: Font! {
        get { storedFont }
        set { storedFont = newValue ?? Self.defaultFont }
    }
    private var storedFont = Label.defaultFont
    /// The text colour; `.label` (iOS 13's default; black here, its light-mode value). Implicitly
    /// unwrapped, as UIKit declares it; setting `nil` restores the default.
    open var textColor: Color! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor = Color.label
    /// A label's font until one is set.
    private static let defaultFont = Font.systemFont(ofSize: Font.labelFontSize)
    /// How lines are aligned; ``TextAlignment/natural`` by default.
    open var textAlignment: TextAlignment = .natural
    /// The most lines shown; 1 by default, 0 for as many as the text needs.
    open var numberOfLines = 1
    /// How lines that do not fit wrap or truncate; ``LineBreakMode/byTruncatingTail`` by default.
    open var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// Whether the font follows the content size category (UIKit's
    /// `adjustsFontForContentSizeCategory`); `false` by default. The simulator has one category,
    /// the default, so the font stays as set.
    open var adjustsFontForContentSizeCategory = false
    /// Whether the font shrinks to fit the width (UIKit's `adjustsFontSizeToFitWidth`); `false`. Stored.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to (UIKit's `minimumScaleFactor`); 0. Stored.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the label shows ``highlightedTextColor`` (UIKit's `isHighlighted`); `false`.
    open var isHighlighted = false
    /// The text colour while highlighted; `nil` by default.
    open var highlightedTextColor: Color?
    /// Whether the label is enabled (dimmed when not); `true`. Stored.
    open var isEnabled = true
    /// The width at which a multi-line label wraps (UIKit's `preferredMaxLayoutWidth`); 0. Stored.
    open var preferredMaxLayoutWidth: CGFloat = 0

    /// Creates a label with a frame.
    ///
    /// - Parameter frame: The label's rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates a label from an archive (UIKit's `init?(coder:)`): the simulator never archives
    /// views, so this is a label with a zero frame and UIKit's defaults.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
