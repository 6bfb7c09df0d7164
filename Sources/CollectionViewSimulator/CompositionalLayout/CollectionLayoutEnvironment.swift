import Foundation

/// What a section provider knows about where its section goes: the twin of
/// `NSCollectionLayoutEnvironment` and its `NSCollectionLayoutContainer`.
///
/// The container is the collection view's visible size; its ``contentInsets`` are the insets the
/// section's ``CollectionLayoutSection/contentInsetsReference`` measures from, and its
/// ``effectiveContentSize`` the size left inside them. Of the view's traits only the display scale
/// is simulated (``displayScale``, UIKitCompatibility's `traitCollection.displayScale`); use
/// ``container`` sizes to adapt (for example more columns above 500 points).
public struct CollectionLayoutEnvironment: Sendable, Hashable {
    /// The container the section is laid out in.
    public var container: CollectionLayoutContainer
    /// Points per pixel of the view's screen (its ``CollectionView/screenScale``; 3 outside a view),
    /// which UIKit's environment reports through `traitCollection.displayScale`.
    public var displayScale: CGFloat = 3

    /// Creates an environment.
    public init(container: CollectionLayoutContainer) {
        self.container = container
    }

    /// The environment with the view's display scale.
    func withDisplayScale(_ scale: CGFloat) -> Self {
        var environment = self
        environment.displayScale = scale
        return environment
    }
}

/// The size a section is laid out in: the twin of `NSCollectionLayoutContainer`.
public struct CollectionLayoutContainer: Sendable, Hashable {
    /// The container's size: the collection view's bounds size less its content insets.
    public var contentSize: CGSize
    /// The insets the section's content is measured from (safe area, layout margins…).
    public var contentInsets: DirectionalEdgeInsets

    /// Creates a container.
    public init(contentSize: CGSize, contentInsets: DirectionalEdgeInsets) {
        self.contentSize = contentSize
        self.contentInsets = contentInsets
    }

    /// The insets actually applied: ``contentInsets``.
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }

    /// The size inside the insets.
    public var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }

    /// Hashes every stored value, the geometry by its numbers (Core Graphics' geometry is not
    /// `Hashable` before the macOS 15 SDK).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: contentSize)
        hasher.combine(contentInsets)
    }
}
