import BatchUpdates
import CollectionViewSimulator
import Foundation

/// A deliberately broken flow layout: when a batch moves a section, it keeps the item counts
/// from before the batch, by position, and answers `layoutAttributesForElements(in:)` for them
/// ever after; once a section with fewer items takes the place of one with more, it reports
/// attributes for items the data source does not have. Only a step that moves a section can
/// find it: an `apply` matches sections by position and never moves one.
final class SectionMoveBlindFlowLayout: CollectionViewFlowLayout {
    private var staleCounts: [Int] = []
    private var countsBefore: [Int] = []

    override func prepare() {
        super.prepare()
        if let view = collectionView { countsBefore = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } }
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        if updateItems.contains(where: { $0.isSectionUpdate && $0.updateAction == .move }) { staleCounts = countsBefore }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (super.layoutAttributesForElements(in: rect) ?? []) + staleCells(counted: staleCounts)
    }
}
