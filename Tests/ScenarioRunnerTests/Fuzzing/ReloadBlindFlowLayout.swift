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
        (super.layoutAttributesForElements(in: rect) ?? []) + staleCells(counted: itemCounts ?? [])
    }

    private func currentCounts() -> [Int]? {
        collectionView.map { view in (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } }
    }
}
