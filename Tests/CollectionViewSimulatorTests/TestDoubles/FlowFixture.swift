import CollectionViewSimulator
import Foundation
import TestSupport

/// A collection view of a given size and counts around a layout, prepared and ready to query.
@MainActor
@discardableResult
func prepared<Layout: CollectionViewLayout>(
    _ layout: Layout, width: CGFloat, height: CGFloat, counts: [Int], scale: CGFloat = 0,
    configure: (CollectionView) -> Void = { _ in }
) -> CollectionView {
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    view.screenScale = scale
    let dataSource = SectionCountsDataSource(counts)
    FixtureOwner.keep(dataSource, for: view)
    view.dataSource = dataSource
    configure(view)
    view.layoutIfNeeded()
    return view
}

/// A delegate that sizes items from a table and otherwise lets the layout's properties apply.
final class SizeTableDelegate: CollectionViewDelegateFlowLayout {
    var sizes: [[CGSize]]
    var insets: [Int: EdgeInsets] = [:]

    init(_ sizes: [[CGSize]]) {
        self.sizes = sizes
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizes[indexPath.section][indexPath.item]
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, insetForSectionAt section: Int
    ) -> EdgeInsets {
        insets[section] ?? (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
}

extension CollectionViewLayout {
    /// The frame of an item, or `.null` when the layout has none.
    func frame(item: Int, section: Int = 0) -> CGRect {
        layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null
    }

    /// The frame of a header or footer, or `.null` when the layout has none.
    func frame(ofKind kind: String, section: Int) -> CGRect {
        layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame ?? .null
    }
}

/// `CGRect(x:y:width:height:)` in argument order.
nonisolated func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}

let header = CollectionView.elementKindSectionHeader
let footer = CollectionView.elementKindSectionFooter
