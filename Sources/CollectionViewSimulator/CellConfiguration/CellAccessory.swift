/// A control at the edge of a list cell (UIKit's `UICellAccessory`, iOS 14), set in a list cell's
/// ``CollectionViewListCell/accessories``. Nothing is drawn; an outline disclosure accessory is
/// what ``CollectionViewDiffableDataSource/toggleOutlineDisclosure(of:)`` taps.
///
/// ```swift
/// cell.accessories = [.outlineDisclosure(options: .init(style: .header)), .reorder(displayed: .whenEditing)]
/// ```
///
/// Every factory takes UIKit's `options:` (see `CellAccessory+Options.swift`); only the outline
/// disclosure's style is kept, the rest is look, which is not drawn. A custom view accessory
/// (``customView(configuration:)``, see `CellAccessory+CustomView.swift`) holds its view.
///
/// Not `Sendable`, as UIKit's is not: an accessory holds an action handler and may hold a view,
/// which belong to the main actor. Its ``kind`` is a plain `Sendable` value to compare.
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
        /// The width the control reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The control's colour.
        public var tintColor: Color?

        /// Options of an outline disclosure accessory.
        ///
        /// - Parameters:
        ///   - style: The control's style.
        ///   - isHidden: Whether it is hidden.
        ///   - reservedLayoutWidth: The width it reserves.
        ///   - tintColor: Its colour.
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: Color? = nil) {
            (self.style, self.isHidden, self.reservedLayoutWidth, self.tintColor) = (style, isHidden, reservedLayoutWidth, tintColor)
        }
    }

    /// The kinds of accessory.
    public enum Kind: Sendable, Hashable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect
        case outlineDisclosure(OutlineDisclosureOptions)
        case label(String)
        /// A view of the app's own (``CellAccessory/customViewConfiguration`` holds it).
        case customView
    }

    /// The accessory's kind.
    public let kind: Kind
    /// When it shows.
    public let displayedState: DisplayedState
    /// What a tap on it runs instead of UIKit's default action (delete, insert, outline disclosure).
    public let actionHandler: (() -> Void)?
    /// The view, placement and options of a custom view accessory; `nil` for every other kind.
    public let customViewConfiguration: CustomViewConfiguration?

    /// An accessory of a kind; every factory makes one through it.
    init(kind: Kind, displayedState: DisplayedState, actionHandler: (() -> Void)?,
         customViewConfiguration: CustomViewConfiguration? = nil) {
        (self.kind, self.displayedState, self.actionHandler) = (kind, displayedState, actionHandler)
        self.customViewConfiguration = customViewConfiguration
    }

    /// A disclosure indicator (`.disclosureIndicator(displayed:options:)`).
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = .init()) -> Self {
        Self(kind: .disclosureIndicator, displayedState: displayed, actionHandler: nil)
    }

    /// An outline disclosure control that expands and collapses the cell's item
    /// (`.outlineDisclosure(displayed:options:actionHandler:)`).
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .outlineDisclosure(options), displayedState: displayed, actionHandler: actionHandler)
    }

    /// A checkmark (`.checkmark(displayed:options:)`).
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> Self {
        Self(kind: .checkmark, displayedState: displayed, actionHandler: nil)
    }

    /// A delete control (`.delete(displayed:options:actionHandler:)`), shown while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .delete, displayedState: displayed, actionHandler: actionHandler)
    }

    /// An insert control (`.insert(displayed:options:actionHandler:)`), shown while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: (() -> Void)? = nil) -> Self {
        Self(kind: .insert, displayedState: displayed, actionHandler: actionHandler)
    }

    /// A reorder control (`.reorder(displayed:options:)`), shown while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> Self {
        Self(kind: .reorder, displayedState: displayed, actionHandler: nil)
    }

    /// A multiple-selection control (`.multiselect(displayed:options:)`), shown while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> Self {
        Self(kind: .multiselect, displayedState: displayed, actionHandler: nil)
    }

    /// A text label (`.label(text:displayed:)`).
    public static func label(text: String, displayed: DisplayedState = .always) -> Self {
        Self(kind: .label(text), displayedState: displayed, actionHandler: nil)
    }
}
