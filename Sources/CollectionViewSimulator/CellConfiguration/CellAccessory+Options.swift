import Foundation

extension CellAccessory {
    /// How much width an accessory reserves (UIKit's `UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Sendable, Hashable {
        /// The system's standard width.
        case standard
        /// The accessory's own width.
        case actual
        /// A width in points.
        case custom(CGFloat)
    }

    /// How a disclosure indicator or a checkmark looks (UIKit's `DisclosureIndicatorOptions` and
    /// `CheckmarkOptions`, which have the same fields); accepted and not drawn, as every
    /// accessory's look.
    public struct IndicatorOptions: Sendable, Hashable {
        /// Whether the control is hidden.
        public var isHidden: Bool?
        /// The width the control reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The control's colour.
        public var tintColor: Color?

        /// Options of an indicator; every one unset by default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    /// How a disclosure indicator looks (UIKit's `DisclosureIndicatorOptions`).
    public typealias DisclosureIndicatorOptions = IndicatorOptions
    /// How a checkmark looks (UIKit's `CheckmarkOptions`).
    public typealias CheckmarkOptions = IndicatorOptions

    /// How a delete, insert or multiple-selection control looks (UIKit's `DeleteOptions`,
    /// `InsertOptions` and `MultiselectOptions`, which have the same fields).
    public struct EditingControlOptions: Sendable, Hashable {
        /// Whether the control is hidden.
        public var isHidden: Bool?
        /// The width the control reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The control's colour.
        public var tintColor: Color?
        /// The colour behind the control.
        public var backgroundColor: Color?

        /// Options of an editing control; every one unset by default.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
                    backgroundColor: Color? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.backgroundColor)
                = (isHidden, reservedLayoutWidth, tintColor, backgroundColor)
        }
    }

    /// How a delete control looks (UIKit's `DeleteOptions`).
    public typealias DeleteOptions = EditingControlOptions
    /// How an insert control looks (UIKit's `InsertOptions`).
    public typealias InsertOptions = EditingControlOptions
    /// How a multiple-selection control looks (UIKit's `MultiselectOptions`).
    public typealias MultiselectOptions = EditingControlOptions

    /// How a reorder control looks (UIKit's `ReorderOptions`).
    public struct ReorderOptions: Sendable, Hashable {
        /// Whether the control is hidden.
        public var isHidden: Bool?
        /// The width the control reserves.
        public var reservedLayoutWidth: LayoutDimension?
        /// The control's colour.
        public var tintColor: Color?
        /// Whether a separator is drawn between the control and the content; `true` by default.
        public var showsVerticalSeparator: Bool

        /// Options of a reorder control.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
                    showsVerticalSeparator: Bool = true) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor, self.showsVerticalSeparator)
                = (isHidden, reservedLayoutWidth, tintColor, showsVerticalSeparator)
        }
    }
}
