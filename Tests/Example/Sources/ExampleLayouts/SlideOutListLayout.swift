import BatchUpdateSimulator
import Foundation

/// A list of full-width rows. Inserted rows grow in from 80 % where they land, transparent;
/// deleted rows slide out to the left and fade away.
public final class SlideOutListLayout: CollectionViewLayout {
    /// The height of a row.
    public var rowHeight: CGFloat = 44
    /// The alpha a deleted row fades to.
    public var disappearingAlpha: CGFloat = 0

    private var insertedIndexPaths: Set<IndexPath> = []
    private var deletedIndexPaths: Set<IndexPath> = []

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var itemCount: Int {
        guard let collectionView, collectionView.numberOfSections > 0 else { return 0 }
        return collectionView.numberOfItems(inSection: 0)
    }

    private var width: CGFloat { collectionView?.bounds.width ?? 0 }

    public override var collectionViewContentSize: CGSize {
        CGSize(width: width, height: CGFloat(itemCount) * rowHeight)
    }

    public override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section == 0, (0..<itemCount).contains(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * rowHeight, width: width, height: rowHeight)
        return attributes
    }

    public override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<itemCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }

    public override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deletedIndexPaths = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    public override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
        deletedIndexPaths = []
    }

    public override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertedIndexPaths.contains(itemIndexPath) {
            attributes?.alpha = 0
            attributes?.transform3D = Transform3D(scaleX: 0.8, y: 0.8, z: 1)
        }
        return attributes
    }

    public override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deletedIndexPaths.contains(itemIndexPath), let attributes {
            attributes.alpha = disappearingAlpha
            attributes.center.x -= width
        }
        return attributes
    }
}
