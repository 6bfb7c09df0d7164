import CollectionViewSimulator
import Foundation

/// Every property of `UICollectionViewFlowLayout`, plus per-item sizes and per-section metrics
/// (what a `UICollectionViewDelegateFlowLayout` would return). Defaults are UIKit's.
///
/// ```json
/// {"flow": {"itemSize": [50, 50], "minimumInteritemSpacing": 10, "minimumLineSpacing": 10,
///           "sectionInset": [10, 10, 10, 10], "headerHeight": 30, "scrollDirection": "vertical"}}
/// ```
package struct FlowLayoutSpec: Sendable, Equatable {
    /// `itemSize`; default 50 × 50.
    package var itemSize: CGSize
    /// Per-item sizes, `itemSizes[section][item]`, as `collectionView(_:layout:sizeForItemAt:)`
    /// would return them by index path; items beyond a list use ``itemSize``.
    package var itemSizes: [[CGSize]]
    /// `estimatedItemSize`; default zero (no self-sizing).
    package var estimatedItemSize: CGSize
    /// `minimumInteritemSpacing`; default 10.
    package var minimumInteritemSpacing: CGFloat
    /// `minimumLineSpacing`; default 10.
    package var minimumLineSpacing: CGFloat
    /// `sectionInset`; default zero.
    package var sectionInset: EdgeInsets
    /// `sectionInsetReference`; default `fromContentInset`.
    package var sectionInsetReference: CollectionViewFlowLayout.SectionInsetReference
    /// `headerReferenceSize`; only the height (vertical) or width (horizontal) is used; default zero.
    package var headerReferenceSize: CGSize
    /// `footerReferenceSize`; only the height (vertical) or width (horizontal) is used; default zero.
    package var footerReferenceSize: CGSize
    /// `scrollDirection`; default vertical.
    package var scrollDirection: CollectionView.ScrollDirection
    /// `sectionHeadersPinToVisibleBounds`; default `false`.
    package var sectionHeadersPinToVisibleBounds: Bool
    /// `sectionFootersPinToVisibleBounds`; default `false`.
    package var sectionFootersPinToVisibleBounds: Bool
    /// Per-section overrides, `sections[s]` for section `s`; sections beyond the list use the
    /// layout's properties.
    package var sections: [FlowSectionSpec]

    /// Creates a flow layout description with UIKit's defaults.
    package init(
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
