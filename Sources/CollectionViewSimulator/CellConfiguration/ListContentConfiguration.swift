import Foundation

/// The content of a list cell, header or footer as a value (UIKit's `UIListContentConfiguration`,
/// iOS 14): text, secondary text, an image and how they are laid out. A handler gets one from
/// a style (``cell()``, ``subtitleCell()`` …) or from ``CollectionViewListCell/defaultContentConfiguration()``,
/// sets what it shows, and assigns it to the cell's ``CollectionViewCell/contentConfiguration``.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// content.secondaryText = "12 unread"
/// content.image = UIImage(systemName: "tray")
/// cell.contentConfiguration = content
/// ```
///
/// Nothing is drawn and no font is kept: a test reads back what the app set. The styles differ
/// in ``style`` and in the defaults UIKit documents (a value cell puts its texts side by side, a
/// subtitle cell's secondary text is secondary-coloured); margins and paddings default to zero
/// rather than UIKit's measured values, which depend on the device.
public struct ListContentConfiguration: ContentConfiguration, Sendable, Hashable {
    /// The styles UIKit's factory methods make.
    public enum Style: String, Sendable, Hashable, Codable {
        case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell
        case accompaniedSidebarSubtitleCell, plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader, header, footer
    }

    /// How a text is shown (UIKit's `UIListContentConfiguration.TextProperties`), fonts aside.
    public struct TextProperties: Sendable, Hashable {
        /// How lines are aligned (UIKit's `TextProperties.TextAlignment`).
        public enum TextAlignment: Sendable, Hashable {
            case natural, center, justified
        }

        /// The text's colour.
        public var color = Color.black
        /// The most lines the text takes; 0 for no limit.
        public var numberOfLines = 0
        /// How the text's lines are aligned.
        public var alignment = TextAlignment.natural
        /// Whether the text shrinks to fit its width.
        public var adjustsFontSizeToFitWidth = false
    }

    /// The style the configuration was made with.
    public let style: Style
    /// The primary text.
    public var text: String?
    /// The secondary text.
    public var secondaryText: String?
    /// The image shown before the texts.
    public var image: Image?
    /// How the primary text is shown.
    public var textProperties = TextProperties()
    /// How the secondary text is shown.
    public var secondaryTextProperties = TextProperties()
    /// The margins around the content.
    public var directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 0
    /// The space between the texts when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    /// The space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    /// Whether the texts sit side by side (a value cell) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false

    /// A configuration of a style with its defaults.
    init(style: Style) {
        self.style = style
        switch style {
        case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            secondaryTextProperties.color = .gray
        case .valueCell:
            prefersSideBySideTextAndSecondaryText = true
            secondaryTextProperties.color = .gray
        case .plainHeader, .plainFooter, .groupedHeader, .groupedFooter, .footer:
            textProperties.color = .gray
        default:
            break
        }
    }

    /// A list cell's content (`UIListContentConfiguration.cell()`).
    public static func cell() -> Self { Self(style: .cell) }
    /// A cell with a secondary text below the text (`subtitleCell()`).
    public static func subtitleCell() -> Self { Self(style: .subtitleCell) }
    /// A cell with a secondary text beside the text (`valueCell()`).
    public static func valueCell() -> Self { Self(style: .valueCell) }
    /// A sidebar cell's content (`sidebarCell()`).
    public static func sidebarCell() -> Self { Self(style: .sidebarCell) }
    /// A sidebar cell with a secondary text below the text (`sidebarSubtitleCell()`).
    public static func sidebarSubtitleCell() -> Self { Self(style: .sidebarSubtitleCell) }
    /// An accompanied sidebar cell's content (`accompaniedSidebarCell()`).
    public static func accompaniedSidebarCell() -> Self { Self(style: .accompaniedSidebarCell) }
    /// An accompanied sidebar cell with a secondary text (`accompaniedSidebarSubtitleCell()`).
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(style: .accompaniedSidebarSubtitleCell) }
    /// A plain list's header (`plainHeader()`).
    public static func plainHeader() -> Self { Self(style: .plainHeader) }
    /// A plain list's footer (`plainFooter()`).
    public static func plainFooter() -> Self { Self(style: .plainFooter) }
    /// A grouped list's header (`groupedHeader()`).
    public static func groupedHeader() -> Self { Self(style: .groupedHeader) }
    /// A grouped list's footer (`groupedFooter()`).
    public static func groupedFooter() -> Self { Self(style: .groupedFooter) }
    /// An inset grouped list's prominent header (`prominentInsetGroupedHeader()`).
    public static func prominentInsetGroupedHeader() -> Self { Self(style: .prominentInsetGroupedHeader) }
    /// An inset grouped list's extra-prominent header (`extraProminentInsetGroupedHeader()`).
    public static func extraProminentInsetGroupedHeader() -> Self { Self(style: .extraProminentInsetGroupedHeader) }
    /// A sidebar's header (`sidebarHeader()`).
    public static func sidebarHeader() -> Self { Self(style: .sidebarHeader) }
    /// A header for any list appearance (`header()`, iOS 18).
    public static func header() -> Self { Self(style: .header) }
    /// A footer for any list appearance (`footer()`, iOS 18).
    public static func footer() -> Self { Self(style: .footer) }
}
