import Foundation

extension CollectionLayoutListConfiguration {
    /// Gives the swipe actions of the item at an index path, or `nil` for none (UIKit's
    /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`).
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?

    /// The actions shown on a row's leading edge (the left in a left-to-right layout, the right in
    /// a right-to-left one), asked for when the user swipes the row toward its trailing edge:
    /// ``CollectionView/swipeItem(at:edge:)`` with `.leading`.
    ///
    /// A closure: two configurations that differ only in their providers are equal. The layout
    /// made with the configuration keeps them; they change no layout output.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionsProviders.leading }
        set { swipeActionsProviders.leading = newValue }
    }

    /// The actions shown on a row's trailing edge (the right in a left-to-right layout, the left
    /// in a right-to-left one), where list apps put "Delete": ``CollectionView/swipeItem(at:edge:)``
    /// with `.trailing`. As ``leadingSwipeActionsConfigurationProvider``, it takes no part in
    /// equality.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
        get { swipeActionsProviders.trailing }
        set { swipeActionsProviders.trailing = newValue }
    }
}

/// A list configuration's two swipe actions providers. Closures cannot be compared, so every
/// value of this type is equal to every other: the configuration's synthesized `Hashable`
/// compares its look and ignores its providers.
struct SwipeActionsProviders: Sendable, Hashable {
    var leading: CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    var trailing: CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    /// The provider of one edge of a row.
    func provider(for edge: SwipeEdge.Logical) -> CollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? {
        edge == .leading ? leading : trailing
    }

    static func == (lhs: SwipeActionsProviders, rhs: SwipeActionsProviders) -> Bool { true }

    func hash(into hasher: inout Hasher) {}
}
