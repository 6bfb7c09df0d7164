import Foundation

extension CellAccessory {
    /// A custom view accessory (UIKit's `customView(configuration:)`): the app's own view at the
    /// leading or trailing edge of a list cell.
    ///
    /// ```swift
    /// let badge = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    /// cell.accessories = [.customView(configuration: .init(customView: badge, placement: .trailing())),
    ///                     .disclosureIndicator()]
    /// ```
    ///
    /// A list cell that shows it makes the view its subview (``CollectionViewListCell/accessories``).
    /// The simulator lays out nothing inside a cell, so the view keeps the frame the app gave it and
    /// the reserved width is stored, not subtracted from the content.
    ///
    /// - Parameter configuration: The view, its placement and options.
    /// - Returns: The accessory.
    public static func customView(configuration: CustomViewConfiguration) -> Self {
        Self(kind: .customView, displayedState: configuration.placement.displayedState, actionHandler: nil,
             customViewConfiguration: configuration)
    }

    /// Where a custom accessory goes (UIKit's `UICellAccessory.Placement`): the edge, when it
    /// shows, and its index among the accessories already on that edge.
    public enum Placement {
        /// The index a custom accessory takes among the accessories on its edge (in leading to
        /// trailing order), given them (UIKit's `UICellAccessory.Placement.Position`).
        public typealias Position = ([CellAccessory]) -> Int

        /// At the leading edge, shown in `displayed`, at the index `at` answers.
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// At the trailing edge, shown in `displayed`, at the index `at` answers.
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// When the accessory shows.
        public var displayedState: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }

        /// A position just after the last accessory of the same kind as `accessory`, or at the end
        /// when there is none (UIKit's `position(after:)`).
        ///
        /// - Parameter accessory: An accessory of the kind to follow.
        /// - Returns: The position.
        public static func position(after accessory: CellAccessory) -> Position {
            { accessories in accessories.lastIndex { $0.kind.isSameKind(as: accessory.kind) }.map { $0 + 1 } ?? accessories.count }
        }

        /// A position just before the first accessory of the same kind as `accessory`, or at the
        /// beginning when there is none (UIKit's `position(before:)`).
        ///
        /// - Parameter accessory: An accessory of the kind to precede.
        /// - Returns: The position.
        public static func position(before accessory: CellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.kind.isSameKind(as: accessory.kind) } ?? 0 }
        }
    }

    /// A custom accessory's view and options (UIKit's `UICellAccessory.CustomViewConfiguration`).
    /// Nothing is drawn: the options are stored for code that reads them back.
    public struct CustomViewConfiguration {
        /// The view the accessory shows.
        public let customView: View
        /// Its edge, when it shows and its index there.
        public var placement: Placement
        /// Whether the accessory is hidden; `false` by default.
        public var isHidden: Bool
        /// The width the accessory reserves; ``LayoutDimension/standard`` by default.
        public var reservedLayoutWidth: LayoutDimension
        /// The accessory's tint; `nil` (the cell's) by default.
        public var tintColor: Color?
        /// Whether the view keeps its size instead of being fitted; `false` by default.
        public var maintainsFixedSize: Bool

        /// A custom accessory's configuration; options left `nil` take their defaults.
        ///
        /// - Parameters:
        ///   - customView: The view to show.
        ///   - placement: Its edge, when it shows and its index there.
        ///   - isHidden: Whether it is hidden.
        ///   - reservedLayoutWidth: The width it reserves.
        ///   - tintColor: Its tint.
        ///   - maintainsFixedSize: Whether the view keeps its size.
        public init(customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                    tintColor: Color? = nil, maintainsFixedSize: Bool? = nil) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }
}

extension CellAccessory.Kind {
    /// Whether two kinds are the same kind of accessory, whatever their options or text (what
    /// UIKit's `position(after:)` and `position(before:)` match: the accessory's class).
    func isSameKind(as other: Self) -> Bool {
        switch (self, other) {
        case (.outlineDisclosure, .outlineDisclosure), (.label, .label): true
        default: self == other
        }
    }
}
