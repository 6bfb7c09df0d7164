import CollectionViewSimulator
import Foundation

/// A custom layout as a user writes one: rows of 44 pt; inserted items fade in where they land,
/// deleted items fade to `disappearingAlpha` where they were.
package final class FadingListLayout: CollectionViewLayout {
    package let disappearingAlpha: CGFloat
    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []

    package init(disappearingAlpha: CGFloat = 0) {
        self.disappearingAlpha = disappearingAlpha
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    private var count: Int {
        guard let collectionView, collectionView.numberOfSections > 0 else { return 0 }
        return collectionView.numberOfItems(inSection: 0)
    }

    package override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(count) * 44)
    }

    package override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 44, width: collectionView?.bounds.width ?? 0, height: 44)
        return attributes
    }

    package override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    package override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deleted = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    package override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if inserted.contains(itemIndexPath) { attributes?.alpha = 0 }
        return attributes
    }

    package override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deleted.contains(itemIndexPath) { attributes?.alpha = disappearingAlpha }
        return attributes
    }
}

/// A list of `count` items in a 320 × 480 view with a ``FadingListLayout``.
@MainActor package struct ListFixture {
    package let view: CollectionView
    package let data: SectionCountsDataSource

    package init(count: Int = 4, disappearingAlpha: CGFloat = 0) {
        view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                              collectionViewLayout: FadingListLayout(disappearingAlpha: disappearingAlpha))
        data = SectionCountsDataSource([count])
        view.dataSource = data
        view.layoutIfNeeded()
    }

    /// Deletes item `item`.
    package func delete(_ item: Int) throws -> UpdateAnimation {
        try view.throwing.performBatchUpdates {
            data.counts[0] -= 1
            try view.throwing.deleteItems(at: [IndexPath(item: item, section: 0)])
        }
    }

    /// Inserts item `item`.
    package func insert(_ item: Int) throws -> UpdateAnimation {
        try view.throwing.performBatchUpdates {
            data.counts[0] += 1
            try view.throwing.insertItems(at: [IndexPath(item: item, section: 0)])
        }
    }
}
