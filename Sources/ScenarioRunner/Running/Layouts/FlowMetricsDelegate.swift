import CollectionViewSimulator
import Foundation

/// The `UICollectionViewDelegateFlowLayout` a flow layout's `itemSizes` and `sections` describe:
/// sizes by index path and metrics by section, falling back to the layout's own properties.
final class FlowMetricsDelegate: CollectionViewDelegateFlowLayout {
    /// `itemSizes[section][item]`.
    let itemSizes: [[CGSize]]
    /// `sections[section]`.
    let sections: [FlowSectionSpec]

    init(_ spec: FlowLayoutSpec) {
        itemSizes = spec.itemSizes
        sections = spec.sections
    }

    /// Whether `spec` needs a delegate at all: without per-item sizes or per-section metrics the
    /// layout's properties say everything, as in an app without a delegate.
    static func isNeeded(for spec: FlowLayoutSpec) -> Bool {
        !spec.itemSizes.isEmpty || !spec.sections.isEmpty
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        if itemSizes.indices.contains(indexPath.section), itemSizes[indexPath.section].indices.contains(indexPath.item) {
            return itemSizes[indexPath.section][indexPath.item]
        }
        return flow(collectionViewLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets {
        metrics(section)?.sectionInset ?? flow(collectionViewLayout)?.sectionInset ?? .zero
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        metrics(section)?.minimumLineSpacing ?? flow(collectionViewLayout)?.minimumLineSpacing ?? 10
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        metrics(section)?.minimumInteritemSpacing ?? flow(collectionViewLayout)?.minimumInteritemSpacing ?? 10
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        metrics(section)?.headerReferenceSize ?? flow(collectionViewLayout)?.headerReferenceSize ?? .zero
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        metrics(section)?.footerReferenceSize ?? flow(collectionViewLayout)?.footerReferenceSize ?? .zero
    }

    private func metrics(_ section: Int) -> FlowSectionSpec? {
        sections.indices.contains(section) ? sections[section] : nil
    }

    private func flow(_ layout: CollectionViewLayout) -> CollectionViewFlowLayout? {
        layout as? CollectionViewFlowLayout
    }
}
