/// A control at the edge of a list cell (UIKit's `UICellAccessory`, iOS 14), set in a list cell's
/// ``CollectionViewListCell/accessories``. Nothing is drawn; an outline disclosure accessory is
/// what ``CollectionViewDiffableDataSource/toggleOutlineDisclosure(of:)`` taps.
///
/// ```swift
/// cell.accessories = [.outlineDisclosure(options: .init(style: .header)), .reorder(displayed: .whenEditing)]
/// ```
///
/// UIKit's per-accessory `options:` parameters are kept for the outline disclosure only.
public struct CellAccessory {
    /// When an accessory shows (UIKit's `UICellAccessory.DisplayedState`).
    public enum DisplayedState: Sendable, Hashable {
        case always, whenEditing, whenNotEditing
    }

    /// What an outline disclosure accessory looks like (UIKit's `OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions: Sendable, Hashable {
        /// The styles of the disclosure control (UIKit's `OutlineDisclosureOptions.Style`).
        public enum Style: Sendable, Hashable {
            case automatic, header, cell
        }

        /// The control's style.
        public var style: Style
        /// Whether the control is hidden.
        public var isHidden: Bool?
        /// The control's colour.
        public var tintColor: Color?

        /// Options of an outline disclosure accessory.
        ///
        /// - Parameters:
        ///   - style: The control's style.
        ///   - isHidden: Whether it is hidden.
        ///   - tintColor: Its colour.
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: Color? = nil) {
            (self.style, self.isHidden, self.tintColor) = (style, isHidden, tintColor)
        }
    }

    /// The kinds of accessory.
    public enum Kind: Sendable, Hashable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure(OutlineDisclosureOptions)
        case label(String)
    }

    /// The accessory's kind.
    public let kind: Kind
    /// When it shows.
    public let displayedState: DisplayedState
    /// What a tap on it runs instead of UIKit's default action (delete, insert, outline disclosure).
    public let actionHandler: (() -> Void)?

    /// A disclosure indicator (`.disclosureIndicator(displayed:)`).
    public static func disclosureIndicator(displayed: DisplayedState = .always) -> Self {
        Self(kind: .disclosureIndicator, displayedState: displayed, actionHandler: nil)
    }

    /// An outline disclosure control that expands and collapses the cell's item
    /// (`.outlineDisclosure(displayed:options:actionHandler:)`).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .outlineDisclosure(options), displayedState: displayed, actionHandler: actionHandler)
    }

    /// A checkmark (`.checkmark(displayed:)`).
    public static func checkmark(displayed: DisplayedState = .always) -> Self {
        Self(kind: .checkmark, displayedState: displayed, actionHandler: nil)
    }

    /// A delete control (`.delete(displayed:actionHandler:)`), shown while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .delete, displayedState: displayed, actionHandler: actionHandler)
    }

    /// An insert control (`.insert(displayed:actionHandler:)`), shown while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .insert, displayedState: displayed, actionHandler: actionHandler)
    }

    /// A reorder control (`.reorder(displayed:)`), shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> Self {
        Self(kind: .reorder, displayedState: displayed, actionHandler: nil)
    }

    /// A multiple-selection control (`.multiselect(displayed:)`), shown while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> Self {
        Self(kind: .multiselect, displayedState: displayed, actionHandler: nil)
    }

    /// A text label (`.label(text:displayed:)`).
    public static func label(text: String, displayed: DisplayedState = .always) -> Self {
        Self(kind: .label(text), displayedState: displayed, actionHandler: nil)
    }
}
