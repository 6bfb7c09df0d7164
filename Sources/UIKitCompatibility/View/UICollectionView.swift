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
/// The update methods (`insertItems(at:)`, `performBatchUpdates(_:completion:)` …) throw UIKit's
/// error for an invalid batch instead of raising an exception, so calls to them need `try`.
public typealias UICollectionView = CollectionView

/// UIKit's Objective-C name for the kind of element a set of layout attributes describes, which
/// Swift spells `UICollectionView.ElementCategory` (`.cell`, `.supplementaryView`,
/// `.decorationView`).
///
/// Both spellings name ``CollectionViewSimulator/CollectionView/ElementCategory``.
public typealias UICollectionElementCategory = CollectionView.ElementCategory
