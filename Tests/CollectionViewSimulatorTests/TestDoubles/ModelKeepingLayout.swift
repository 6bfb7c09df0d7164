import CollectionViewSimulator
import Foundation

/// A list layout in the style of open-source production layouts (a magazine-style layout, for one):
/// it keeps its own model of the sections and items, builds it from the data source only when the
/// layout is invalidated for everything, and otherwise applies the update items it receives in
/// `prepare(forCollectionViewUpdates:)` to it: deletes from the highest index path down, then
/// inserts from the lowest up, reloads and moves as a delete and an insert. Rows are 40 points
/// high. Where the production layout traps on an update item its model cannot take, this one
/// notes the item in ``problems``.
final class ModelKeepingLayout: CollectionViewLayout {
    static let rowHeight: CGFloat = 40
    /// The item counts of the layout's own model.
    private(set) var model: [Int] = []
    /// The update items the model could not take (the production layout traps on them).
    private(set) var problems: [String] = []
    private var needsModelRebuild = true
    private var frames: [[CGRect]] = []

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        super.invalidateLayout(with: context)
        if context.invalidateEverything { needsModelRebuild = true }
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        if needsModelRebuild {
            model = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
            needsModelRebuild = false
        }
        placeRows()
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
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
        for indexPath in deletes.sorted(by: >) { apply(delete: indexPath) }
        for indexPath in inserts.sorted() { apply(insert: indexPath) }
        placeRows()
    }

    private func apply(delete indexPath: IndexPath) {
        if indexPath.item == NSNotFound {
            guard model.indices.contains(indexPath.section) else { return problems.append("delete section \(indexPath.section)") }
            model.remove(at: indexPath.section)
        } else {
            guard model.indices.contains(indexPath.section), model[indexPath.section] > indexPath.item else {
                return problems.append("delete \(indexPath.section)-\(indexPath.item)")
            }
            model[indexPath.section] -= 1
        }
    }

    private func apply(insert indexPath: IndexPath) {
        if indexPath.item == NSNotFound {
            guard indexPath.section <= model.count else { return problems.append("insert section \(indexPath.section)") }
            let count = collectionView?.numberOfItems(inSection: indexPath.section) ?? 0
            model.insert(count, at: indexPath.section)
        } else {
            guard model.indices.contains(indexPath.section), indexPath.item <= model[indexPath.section] else {
                return problems.append("insert \(indexPath.section)-\(indexPath.item)")
            }
            model[indexPath.section] += 1
        }
    }

    private func placeRows() {
        let width = collectionView?.bounds.width ?? 0
        var y: CGFloat = 0
        frames = model.map { count in
            (0..<count).map { _ in
                defer { y += Self.rowHeight }
                return CGRect(x: 0, y: y, width: width, height: Self.rowHeight)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(model.reduce(0, +)) * Self.rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        frames.indices.flatMap { section in
            frames[section].indices.compactMap { item in
                frames[section][item].intersects(rect) ? layoutAttributesForItem(at: IndexPath(item: item, section: section)) : nil
            }
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.section), frames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        return attributes
    }
}
