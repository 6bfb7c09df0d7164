import UIKitCompatibility

/// A grid whose inserted items rise from below the screen and whose deleted items shrink and spin
/// away; whole inserted or deleted sections do the same, and headers fade.
class SpringyInsertionFlowLayout: UICollectionViewFlowLayout {
    private var insertingIndexPaths = [IndexPath]()
    private var deletingIndexPaths = [IndexPath]()
    private var insertingSections = [Int]()
    private var deletingSections = [Int]()

    override init() {
        super.init()
        itemSize = CGSize(width: 110, height: 110)
        minimumInteritemSpacing = 8
        minimumLineSpacing = 8
        headerReferenceSize = CGSize(width: 0, height: 32)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            switch update.updateAction {
            case .insert:
                guard let indexPath = update.indexPathAfterUpdate else { continue }
                if indexPath.item == NSNotFound {
                    insertingSections.append(indexPath.section)
                } else {
                    insertingIndexPaths.append(indexPath)
                }
            case .delete:
                guard let indexPath = update.indexPathBeforeUpdate else { continue }
                if indexPath.item == NSNotFound {
                    deletingSections.append(indexPath.section)
                } else {
                    deletingIndexPaths.append(indexPath)
                }
            default:
                break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertingIndexPaths.removeAll()
        deletingIndexPaths.removeAll()
        insertingSections.removeAll()
        deletingSections.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertingIndexPaths.contains(itemIndexPath) || insertingSections.contains(itemIndexPath.section) {
            attributes?.alpha = 0
            attributes?.transform = CGAffineTransform(translationX: 0, y: collectionView?.bounds.height ?? 500)
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deletingIndexPaths.contains(itemIndexPath) || deletingSections.contains(itemIndexPath.section) {
            attributes?.alpha = 0
            attributes?.transform = CGAffineTransform(scaleX: 0.01, y: 0.01).rotated(by: .pi)
        }
        return attributes
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                          at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        if insertingSections.contains(elementIndexPath.section) {
            attributes?.alpha = 0
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                           at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        if deletingSections.contains(elementIndexPath.section) {
            attributes?.alpha = 0
        }
        return attributes
    }
}

/// The grid's delegate: the first item of every section is a wide banner.
class SpringyGridDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
        if indexPath.item == 0 {
            return CGSize(width: collectionView.bounds.width - layout.sectionInset.left - layout.sectionInset.right, height: 80)
        }
        return layout.itemSize
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        return UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
}
