import Foundation

/// A cell's or header's background as a value (UIKit's `UIBackgroundConfiguration`, iOS 14):
/// a colour, rounded corners, a stroke and insets, set on a cell's
/// ``CollectionViewCell/backgroundConfiguration``. Nothing is drawn: a test reads back what the
/// app set.
///
/// ```swift
/// var background = UIBackgroundConfiguration.listGroupedCell()
/// background.cornerRadius = 8
/// cell.backgroundConfiguration = background
/// ```
///
/// The styles' default colours are the light-mode values of the colours UIKit documents (white
/// cells, clear headers and ``clear()``).
public struct BackgroundConfiguration: Sendable, Hashable {
    /// The styles UIKit's factory methods make.
    public enum Style: String, Sendable, Hashable, Codable {
        case listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell, listCell
        case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader, listHeader, listFooter, clear
    }

    /// The style the configuration was made with.
    public let style: Style
    /// The background colour; `nil` uses the view's tint-derived default (here: none).
    public var backgroundColor: Color?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// The insets of the background from the view's edges.
    public var backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    /// The stroke's colour; `nil` for no stroke.
    public var strokeColor: Color?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke extends outside the background.
    public var strokeOutset: CGFloat = 0
    /// An image shown in the background (iOS 18).
    public var image: Image?

    /// A configuration of a style with its default colour.
    init(style: Style) {
        self.style = style
        switch style {
        case .listPlainCell, .listGroupedCell, .listCell: backgroundColor = .white
        case .listPlainHeaderFooter: backgroundColor = .systemGray6
        default: backgroundColor = .clear
        }
    }

    /// A plain list cell's background (`listPlainCell()`).
    public static func listPlainCell() -> Self { Self(style: .listPlainCell) }
    /// A grouped list cell's background (`listGroupedCell()`).
    public static func listGroupedCell() -> Self { Self(style: .listGroupedCell) }
    /// A sidebar cell's background (`listSidebarCell()`).
    public static func listSidebarCell() -> Self { Self(style: .listSidebarCell) }
    /// An accompanied sidebar cell's background (`listAccompaniedSidebarCell()`).
    public static func listAccompaniedSidebarCell() -> Self { Self(style: .listAccompaniedSidebarCell) }
    /// A list cell's background for any appearance (`listCell()`, iOS 18).
    public static func listCell() -> Self { Self(style: .listCell) }
    /// A plain list's header or footer background (`listPlainHeaderFooter()`).
    public static func listPlainHeaderFooter() -> Self { Self(style: .listPlainHeaderFooter) }
    /// A grouped list's header or footer background (`listGroupedHeaderFooter()`).
    public static func listGroupedHeaderFooter() -> Self { Self(style: .listGroupedHeaderFooter) }
    /// A sidebar's header background (`listSidebarHeader()`).
    public static func listSidebarHeader() -> Self { Self(style: .listSidebarHeader) }
    /// A list header's background for any appearance (`listHeader()`, iOS 18).
    public static func listHeader() -> Self { Self(style: .listHeader) }
    /// A list footer's background for any appearance (`listFooter()`, iOS 18).
    public static func listFooter() -> Self { Self(style: .listFooter) }
    /// A clear background (`clear()`).
    public static func clear() -> Self { Self(style: .clear) }
}
