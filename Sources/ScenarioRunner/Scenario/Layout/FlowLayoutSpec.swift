import CollectionViewSimulator
import Foundation

/// Every property of `UICollectionViewFlowLayout`, plus per-item sizes and per-section metrics
/// (what a `UICollectionViewDelegateFlowLayout` would return). Defaults are UIKit's.
///
/// ```json
/// {"flow": {"itemSize": [50, 50], "minimumInteritemSpacing": 10, "minimumLineSpacing": 10,
///           "sectionInset": [10, 10, 10, 10], "headerHeight": 30, "scrollDirection": "vertical"}}
/// ```
public struct FlowLayoutSpec: Sendable, Equatable {
    /// `itemSize`; default 50 × 50.
    public var itemSize: CGSize
    /// Per-item sizes, `itemSizes[section][item]`, as `collectionView(_:layout:sizeForItemAt:)`
    /// would return them by index path; items beyond a list use ``itemSize``.
    public var itemSizes: [[CGSize]]
    /// `estimatedItemSize`; default zero (no self-sizing).
    public var estimatedItemSize: CGSize
    /// `minimumInteritemSpacing`; default 10.
    public var minimumInteritemSpacing: CGFloat
    /// `minimumLineSpacing`; default 10.
    public var minimumLineSpacing: CGFloat
    /// `sectionInset`; default zero.
    public var sectionInset: EdgeInsets
    /// `sectionInsetReference`; default `fromContentInset`.
    public var sectionInsetReference: CollectionViewFlowLayout.SectionInsetReference
    /// `headerReferenceSize`; only the height (vertical) or width (horizontal) is used; default zero.
    public var headerReferenceSize: CGSize
    /// `footerReferenceSize`; only the height (vertical) or width (horizontal) is used; default zero.
    public var footerReferenceSize: CGSize
    /// `scrollDirection`; default vertical.
    public var scrollDirection: CollectionView.ScrollDirection
    /// `sectionHeadersPinToVisibleBounds`; default `false`.
    public var sectionHeadersPinToVisibleBounds: Bool
    /// `sectionFootersPinToVisibleBounds`; default `false`.
    public var sectionFootersPinToVisibleBounds: Bool
    /// Per-section overrides, `sections[s]` for section `s`; sections beyond the list use the
    /// layout's properties.
    public var sections: [FlowSectionSpec]

    /// Creates a flow layout description with UIKit's defaults.
    public init(
        itemSize: CGSize = CGSize(width: 50, height: 50), itemSizes: [[CGSize]] = [], estimatedItemSize: CGSize = .zero,
        minimumInteritemSpacing: CGFloat = 10, minimumLineSpacing: CGFloat = 10, sectionInset: EdgeInsets = .zero,
        sectionInsetReference: CollectionViewFlowLayout.SectionInsetReference = .fromContentInset,
        headerReferenceSize: CGSize = .zero, footerReferenceSize: CGSize = .zero,
        scrollDirection: CollectionView.ScrollDirection = .vertical,
        sectionHeadersPinToVisibleBounds: Bool = false, sectionFootersPinToVisibleBounds: Bool = false,
        sections: [FlowSectionSpec] = []
    ) {
        self.itemSize = itemSize
        self.itemSizes = itemSizes
        self.estimatedItemSize = estimatedItemSize
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.sectionInset = sectionInset
        self.sectionInsetReference = sectionInsetReference
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
        self.scrollDirection = scrollDirection
        self.sectionHeadersPinToVisibleBounds = sectionHeadersPinToVisibleBounds
        self.sectionFootersPinToVisibleBounds = sectionFootersPinToVisibleBounds
        self.sections = sections
    }
}
