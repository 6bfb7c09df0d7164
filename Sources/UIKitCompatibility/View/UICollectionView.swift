import CollectionViewSimulator

/// UIKit's `UICollectionView`: the simulated ``CollectionViewSimulator/CollectionView``.
///
/// Everything nested in the simulator's view is reachable through this name as it is in UIKit:
/// `UICollectionView.ScrollDirection` (`.vertical`, `.horizontal`), `UICollectionView.ElementCategory`
/// and `UICollectionView.elementKindSectionHeader` / `elementKindSectionFooter`.
///
/// ```swift
/// let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
///                             collectionViewLayout: UICollectionViewFlowLayout())
/// UICollectionView.elementKindSectionHeader   // "UICollectionElementKindSectionHeader"
/// ```
///
/// The update methods (`insertItems(at:)`, `performBatchUpdates(_:completion:)` …) have UIKit's
/// non-throwing signatures: where UIKit raises an exception, the view is left as it was and the
/// exception is reported (see the README's "When UIKit would raise"); `collectionView.throwing`
/// has the same methods throwing UIKit's error, for code that catches it.
public typealias UICollectionView = CollectionView

/// UIKit's Objective-C name for the kind of element a set of layout attributes describes, which
/// Swift spells `UICollectionView.ElementCategory` (`.cell`, `.supplementaryView`,
/// `.decorationView`).
///
/// Both spellings name ``CollectionViewSimulator/CollectionView/ElementCategory``.
public typealias UICollectionElementCategory = CollectionView.ElementCategory
