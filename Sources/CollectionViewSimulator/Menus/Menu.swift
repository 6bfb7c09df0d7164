/// A menu: a title and its children (UIKit's `UIMenu`, the name UIKitCompatibility gives it), as a
/// context menu's action provider, a button's `menu` or a bar button item's `menu` returns it:
///
/// ```swift
/// UIMenu(title: "", children: [share, UIMenu(options: .displayInline, children: [delete])])
/// ```
///
/// Nothing is drawn: a test reads the children and performs an action (``Action/perform(sender:)``).
@MainActor
open class Menu: MenuElement {
    /// The menu's identifier: the one it was made with, or a unique one.
    public let identifier: Identifier
    /// How the menu is shown.
    public let options: Options
    /// The size of the elements shown in the menu (iOS 16).
    open var preferredElementSize: ElementSize
    /// The elements, in order.
    public let children: [MenuElement]

    /// A menu (UIKit's `init(title:subtitle:image:identifier:options:preferredElementSize:children:)`,
    /// which also serves the shorter initialisers through its defaults).
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    ///   - image: The image beside the title.
    ///   - identifier: The identifier; `nil` makes a unique one.
    ///   - options: How the menu is shown.
    ///   - preferredElementSize: The size of its elements.
    ///   - children: The elements, in order.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic, children: [MenuElement] = []) {
        self.identifier = identifier ?? Identifier.unique()
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children, as UIKit's `replacingChildren(_:)`.
    ///
    /// - Parameter newChildren: The children of the copy.
    /// - Returns: The copy.
    open func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
             preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// Every action in the menu and its submenus, depth first in order (the simulator's own
    /// convenience for tests: find an action by title and perform it).
    public var allActions: [Action] {
        children.flatMap { element -> [Action] in
            if let action = element as? Action { return [action] }
            if let menu = element as? Menu { return menu.allActions }
            return []
        }
    }

    /// How a menu is shown (UIKit's `UIMenu.Options`).
    public struct Options: OptionSet, Sendable, Hashable {
        /// The raw bits, UIKit's values.
        public let rawValue: UInt
        /// Options from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, set off by separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is destructive (drawn in red).
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child can be on at a time (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of images (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of a menu's elements (UIKit's `UIMenu.ElementSize`).
    public enum ElementSize: Int, Sendable, Hashable, CaseIterable {
        /// Small, side by side.
        case small = 0
        /// Medium, side by side.
        case medium = 1
        /// Large, one per row.
        case large = 2
        /// Whatever the system picks.
        case automatic = -1
    }

    /// A menu's identifier (UIKit's `UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Sendable, Hashable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        ///
        /// - Parameter rawValue: The string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        ///
        /// - Parameter rawValue: The string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        @MainActor private static var made = 0

        /// A new identifier no other menu has, numbered in order of making.
        @MainActor static func unique() -> Identifier {
            made += 1
            return Identifier(rawValue: "com.batchupdatesimulator.menu.\(made)")
        }
    }
}
