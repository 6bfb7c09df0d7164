import Foundation

/// What a long press on an item shows (UIKit's `UIContextMenuConfiguration`, the name
/// UIKitCompatibility gives it), as a collection view delegate returns it:
///
/// ```swift
/// UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggestedActions in
///     UIMenu(children: [share, delete])
/// }
/// ```
///
/// Nothing is drawn: ``CollectionView/contextMenu(forItemAt:)`` asks the delegate for it and
/// returns the action provider's menu, whose actions a test performs
/// (`menu?.allActions.first { $0.title == "Delete" }?.perform()`).
@MainActor
open class ContextMenuConfiguration {
    /// Makes the menu from the actions the system suggests (UIKit's `UIContextMenuActionProvider`);
    /// `nil` shows no menu.
    public typealias ActionProvider = @MainActor ([MenuElement]) -> Menu?
    /// Makes the view controller of the preview shown above the menu (UIKit's
    /// `UIContextMenuContentPreviewProvider`); `nil` previews the item's cell.
    public typealias ContentPreviewProvider = @MainActor () -> ViewController?

    /// The identifier: the one the configuration was made with, or a unique string
    /// (`com.batchupdatesimulator.contextmenu.N`, numbered in order of making, so a run's
    /// identifiers are the same every time).
    public let identifier: any NSCopying
    /// The preview provider (the simulator's own accessor: UIKit keeps it private), called when
    /// the menu shows; its view controller is the animator's `previewViewController`. Nothing is
    /// drawn.
    public let previewProvider: ContentPreviewProvider?
    /// The action provider (the simulator's own accessor: UIKit keeps it private).
    public let actionProvider: ActionProvider?

    /// A configuration (UIKit's `init(identifier:previewProvider:actionProvider:)`).
    ///
    /// - Parameters:
    ///   - identifier: Identifies the menu (`indexPath as NSCopying`, an item's identifier as
    ///     `NSString`); `nil` makes a unique one.
    ///   - previewProvider: Makes the preview's view controller; `nil` previews the cell.
    ///   - actionProvider: Makes the menu.
    public init(identifier: (any NSCopying)?, previewProvider: ContentPreviewProvider?, actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? Self.uniqueIdentifier()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu the configuration shows: its action provider called with `suggestedActions`
    /// (UIKit suggests none for a collection view's items, so the default is empty); `nil` with
    /// no provider or when it returns `nil`. The simulator's own name.
    ///
    /// - Parameter suggestedActions: The actions the system suggests.
    /// - Returns: The menu, or `nil`.
    public func menu(suggestedActions: [MenuElement] = []) -> Menu? {
        actionProvider?(suggestedActions)
    }

    @MainActor private static var made = 0

    /// A new identifier no other configuration has, numbered in order of making.
    private static func uniqueIdentifier() -> any NSCopying {
        made += 1
        return NSString(string: "com.batchupdatesimulator.contextmenu.\(made)")
    }
}
