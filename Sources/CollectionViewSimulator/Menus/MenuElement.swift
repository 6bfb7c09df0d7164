/// An element of a menu (UIKit's `UIMenuElement`, the name UIKitCompatibility gives it): the base
/// of ``Action`` and ``Menu``. Nothing is drawn: an element is its title, subtitle and image, which
/// a test reads back.
///
/// Elements compare as `NSObject`s do in UIKit: `==` is identity.
@MainActor
open class MenuElement {
    /// The element's title.
    open var title: String
    /// The element's subtitle (iOS 15).
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: Image?

    init(title: String, subtitle: String?, image: Image?) {
        (self.title, self.subtitle, self.image) = (title, subtitle, image)
    }

    /// How an element behaves and looks (UIKit's `UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The raw bits, UIKit's values.
        public let rawValue: UInt
        /// Options from raw bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element does something destructive (drawn in red on iOS).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves the menu open (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark (UIKit's `UIMenuElement.State`).
    public enum State: Int, Sendable, Hashable, CaseIterable {
        /// No mark.
        case off = 0
        /// A check mark.
        case on = 1
        /// A dash: some of what the element stands for is on.
        case mixed = 2
    }
}

/// `NSObject`'s equality, as UIKit's menu elements have it: identity.
extension MenuElement: Hashable {
    /// Whether `lhs` and `rhs` are the same element.
    nonisolated public static func == (lhs: MenuElement, rhs: MenuElement) -> Bool {
        lhs === rhs
    }

    /// Feeds the element's identity to `hasher`.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
