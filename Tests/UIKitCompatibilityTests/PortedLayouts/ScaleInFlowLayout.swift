// UIKit source, unchanged except for the import (`import UIKit` became `import UIKitCompatibility`).
// Nothing else from the simulator is imported here, so this file compiling is the test that the
// module's names are enough.

import UIKitCompatibility

/// A flow layout that grows inserted items from a dot, shrinks deleted ones into one, and stacks
/// later items above earlier ones.
final class ScaleInFlowLayout: UICollectionViewFlowLayout {
    private var insertedIndexPaths: Set<IndexPath> = []
    private var deletedIndexPaths: Set<IndexPath> = []
    let appearingScale: CGFloat = 0.1

    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 100)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        scrollDirection = .vertical
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard collectionView != nil else { return }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        return attributes.compactMap { original in
            guard let copy = original.copy() as? UICollectionViewLayoutAttributes else { return nil }
            if copy.representedElementCategory == .cell {
                copy.zIndex = copy.indexPath.item
            }
            return copy
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes
        attributes?.zIndex = indexPath.item
        return attributes
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            switch update.updateAction {
            case .insert:
                if let indexPath = update.indexPathAfterUpdate { insertedIndexPaths.insert(indexPath) }
            case .delete:
                if let indexPath = update.indexPathBeforeUpdate { deletedIndexPaths.insert(indexPath) }
            default:
                break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
        deletedIndexPaths.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        if insertedIndexPaths.contains(itemIndexPath) {
            attributes?.alpha = 0
            attributes?.transform3D = CATransform3DMakeScale(appearingScale, appearingScale, 1)
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        if deletedIndexPaths.contains(itemIndexPath) {
            attributes?.alpha = 0
            attributes?.transform3D = CATransform3DScale(CATransform3DIdentity, appearingScale, appearingScale, 1)
        }
        return attributes
    }
}

/// A data source as one writes it for UIKit, minus `collectionView(_:cellForItemAt:)`: the
/// simulator gives a count-only data source plain cells.
final class CountsDataSource: NSObject, UICollectionViewDataSource {
    var counts: [Int]

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        counts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
}
