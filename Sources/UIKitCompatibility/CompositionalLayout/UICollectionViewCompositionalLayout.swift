import CollectionViewSimulator

// UIKit's names for the compositional layout, so a layout written for UIKit compiles here by
// swapping its import.

/// UIKit's `UICollectionViewCompositionalLayout`: ``CollectionViewSimulator/CollectionViewCompositionalLayout``.
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CollectionViewCompositionalLayoutConfiguration
/// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias UICollectionViewCompositionalLayoutSectionProvider = CollectionViewCompositionalLayout.SectionProvider
/// UIKit's `NSCollectionLayoutDimension`.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's `NSCollectionLayoutSize`.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's `NSCollectionLayoutSpacing`.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's `NSCollectionLayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// UIKit's `NSCollectionLayoutItem`.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's `NSCollectionLayoutGroup`.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's `NSCollectionLayoutGroupCustomItem`.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// UIKit's `NSCollectionLayoutSection`.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's `NSCollectionLayoutSupplementaryItem`.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// UIKit's `NSCollectionLayoutDecorationItem`.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// UIKit's `NSCollectionLayoutAnchor`.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// UIKit's `NSCollectionLayoutEnvironment` (a protocol in UIKit, a value here).
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UIKit's `NSCollectionLayoutContainer` (a protocol in UIKit, a value here).
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// UIKit's `NSCollectionLayoutVisibleItem`: the simulator hands visible-items handlers the
/// cells' layout attributes, which have the same properties.
public typealias NSCollectionLayoutVisibleItem = CollectionViewLayoutAttributes
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
/// UIKit's `UIContentInsetsReference`.
public typealias UIContentInsetsReference = ContentInsetsReference
/// UIKit's `UICollectionLayoutListConfiguration`.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// UIKit's `NSDirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `NSDirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UIKit's `NSRectAlignment`.
public typealias NSRectAlignment = RectAlignment

extension CollectionLayoutEnvironment {
    /// UIKit's `NSCollectionLayoutEnvironment.traitCollection`: the view's traits, of which the
    /// simulator has the display scale (the view's `screenScale`).
    public var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: displayScale)
    }
}
