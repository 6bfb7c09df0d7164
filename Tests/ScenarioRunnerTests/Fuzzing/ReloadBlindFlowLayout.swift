import CollectionViewSimulator
import Foundation

/// A deliberately broken flow layout: it reads the data source's counts when first prepared and
/// again only in `prepare(forCollectionViewUpdates:)`, and keeps answering
/// `layoutAttributesForElements(in:)` for the items it counted; after a `reloadData()` that drops
/// items it reports attributes for items the data source no longer has. Only a data reload
/// changes the counts without a batch update, so only a fuzz mode that draws one can find it.
final class ReloadBlindFlowLayout: CollectionViewFlowLayout {
    private var itemCounts: [Int]?

    override func prepare() {
        super.prepare()
        if itemCounts == nil { itemCounts = currentCounts() }
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        itemCounts = currentCounts()
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result = super.layoutAttributesForElements(in: rect) ?? []
        guard let view = collectionView, let itemCounts else { return result }
        for (section, counted) in itemCounts.enumerated() where section < view.numberOfSections {
            let count = view.numberOfItems(inSection: section)
            for item in count..<max(count, counted) {
                let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                result.append(attributes)
            }
        }
        return result
    }

    private func currentCounts() -> [Int]? {
        collectionView.map { view in (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } }
    }
}
