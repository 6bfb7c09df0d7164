import UIKitCompatibility

/// A `UICollectionViewLayout` subclass in the style of production magazine-style layouts: it keeps
/// its own model of the sections' item counts, builds it from the collection view only when the
/// layout is invalidated for everything (`invalidateEverything`, as `reloadData()` and
/// `invalidateLayout()` do), and applies the update items of a batch update to it in
/// `prepare(forCollectionViewUpdates:)`: deletes from the highest index path down, then inserts
/// from the lowest up, reloads and moves as a delete and an insert. Like the production layout it
/// traps (here: an index out of range) when an update item does not fit its model, which happens
/// when the update also made it rebuild the model. Full-width rows of 60 points.
final class MagazineModelLayout: UICollectionViewLayout {
    static let rowHeight: CGFloat = 60
    /// The item counts of the layout's own model.
    private(set) var sectionCounts: [Int] = []
    private var needsModelRebuild = true
    private var frames: [[CGRect]] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if context.invalidateEverything { needsModelRebuild = true }
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        if needsModelRebuild {
            sectionCounts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            needsModelRebuild = false
        }
        placeRows()
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        var deletes: [IndexPath] = []
        var inserts: [IndexPath] = []
        for item in updateItems {
            switch item.updateAction {
            case .delete: deletes += [item.indexPathBeforeUpdate].compactMap { $0 }
            case .insert: inserts += [item.indexPathAfterUpdate].compactMap { $0 }
            case .reload, .move:
                deletes += [item.indexPathBeforeUpdate].compactMap { $0 }
                inserts += [item.indexPathAfterUpdate].compactMap { $0 }
            default: break
            }
        }
        for indexPath in deletes.sorted(by: >) {
            if indexPath.item == NSNotFound {
                sectionCounts.remove(at: indexPath.section)
            } else {
                precondition(sectionCounts[indexPath.section] > indexPath.item, "no item \(indexPath) to delete")
                sectionCounts[indexPath.section] -= 1
            }
        }
        for indexPath in inserts.sorted() {
            if indexPath.item == NSNotFound {
                sectionCounts.insert(collectionView?.numberOfItems(inSection: indexPath.section) ?? 0, at: indexPath.section)
            } else {
                sectionCounts[indexPath.section] += 1
            }
        }
        placeRows()
    }

    private func placeRows() {
        let width = collectionView?.bounds.width ?? 0
        var y: CGFloat = 0
        frames = sectionCounts.map { count in
            (0..<count).map { _ in
                defer { y += Self.rowHeight }
                return CGRect(x: 0, y: y, width: width, height: Self.rowHeight)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(sectionCounts.reduce(0, +)) * Self.rowHeight)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.flatMap { section in
            frames[section].indices.compactMap { item in
                frames[section][item].intersects(rect) ? layoutAttributesForItem(at: IndexPath(item: item, section: section)) : nil
            }
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        return attributes
    }
}
