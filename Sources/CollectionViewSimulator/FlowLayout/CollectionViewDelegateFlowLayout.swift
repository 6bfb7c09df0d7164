import Foundation

/// Per-item sizes and per-section metrics for a ``CollectionViewFlowLayout``: the twin of
/// `UICollectionViewDelegateFlowLayout`, with its Swift names.
///
/// Every method is optional, as in UIKit: the default implementations return the flow layout's
/// own property (``CollectionViewFlowLayout/itemSize``, ``CollectionViewFlowLayout/sectionInset``,
/// and so on). The flow layout asks in UIKit's order, once per section: the size of every item,
/// then the inset, the inter-item spacing, the line spacing, the header size and the footer size.
/// Set the conforming object as the collection view's `delegate`.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of one item.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize

    /// The insets around a section's lines.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets

    /// The minimum spacing between a section's lines.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The minimum spacing between items of a line in a section.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The size of a section's header; only its height (vertical) or width (horizontal) is used.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize

    /// The size of a section's footer; only its height (vertical) or width (horizontal) is used.
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The layout's ``CollectionViewFlowLayout/itemSize``, as when UIKit's delegate does not
    /// implement the method.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let flow = collectionViewLayout as? CollectionViewFlowLayout
        flow?.delegateSizeWasDefaulted = true
        return flow?.itemSize ?? CGSize(width: 50, height: 50)
    }

    /// The layout's ``CollectionViewFlowLayout/sectionInset``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }

    /// The layout's ``CollectionViewFlowLayout/minimumLineSpacing``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }

    /// The layout's ``CollectionViewFlowLayout/minimumInteritemSpacing``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
    }

    /// The layout's ``CollectionViewFlowLayout/headerReferenceSize``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    /// The layout's ``CollectionViewFlowLayout/footerReferenceSize``.
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
