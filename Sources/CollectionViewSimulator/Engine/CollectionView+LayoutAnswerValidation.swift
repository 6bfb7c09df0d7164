import BatchUpdates
import Foundation

extension CollectionView {
    /// UIKit's `-[UICollectionViewData validateLayoutInRect:]` over what the layout answered from
    /// `layoutAttributesForElements(in:)` during a batch update: attributes of a cell whose index
    /// path the data source does not have (a layout serving a stale cache) are ignored.
    ///
    /// Under ``ValidationBehavior/modern`` (iOS 13 and later) UIKit logs "… were received from the
    /// layout … but are not valid for the data source counts. Attributes will be ignored." and
    /// drops them: the layout gets ``LayoutWarning/attributesNotValidForDataSourceCounts(_:layout:)``.
    /// Under ``ValidationBehavior/classic`` (iOS 12 and earlier) UIKit raises "UICollectionView
    /// received layout attributes for a cell with an index path that does not exist"
    /// (square/Listable #57).
    ///
    /// - Parameter attributes: What the layout answered.
    /// - Returns: The attributes of elements the data source has.
    /// - Throws: ``BatchUpdateError/layoutAttributesForMissingItem(_:)`` under the classic behaviour.
    func validatedForDataSourceCounts(_ attributes: [CollectionViewLayoutAttributes]) throws -> [CollectionViewLayoutAttributes] {
        if validationBehavior == .classic, let missing = attributes.first(where: isForMissingItem) {
            throw BatchUpdateError.layoutAttributesForMissingItem(missing.indexPath)
        }
        return ignoringMissingItems(attributes)
    }

    /// The attributes without those of cells the data source does not have, each ignored one
    /// logged as iOS 13 and later log it, and without those holding a NaN or infinite number
    /// (noted in ``nonFiniteLayoutAnswer`` as they entered): what a layout pass, which cannot
    /// raise, keeps.
    func ignoringMissingItems(_ attributes: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        attributes.filter { element in
            guard NonFiniteLayoutAnswer.isFinite(element) else { return false }
            guard isForMissingItem(element) else { return true }
            collectionViewLayout.logWarning(.attributesNotValidForDataSourceCounts(
                element.indexPath, layout: String(describing: type(of: collectionViewLayout))))
            return false
        }
    }

    /// Whether the attributes are a cell's at an index path the cached counts do not have.
    private func isForMissingItem(_ element: CollectionViewLayoutAttributes) -> Bool {
        guard element.representedElementCategory == .cell else { return false }
        let indexPath = element.indexPath
        let counts = itemCounts
        return !(indexPath.count == 2 && counts.indices.contains(indexPath.section)
            && (0..<counts[indexPath.section]).contains(indexPath.item))
    }

    /// `numberOfItems(inSection:)` for a section that does not exist: UIKit raises "request for
    /// number of items in section 0 when there are only 0 sections in the collection view"
    /// (`-[UICollectionViewData numberOfItemsInSection:]`; DTCollectionViewManager #12). During a
    /// batch update the call answers 0 so that the layout can finish, and the update throws
    /// ``BatchUpdateError/numberOfItemsInMissingSection(section:sectionCount:)`` afterwards.
    func noteMissingSection(_ section: Int, sectionCount: Int) {
        guard engine.isUpdating, engine.raisedByLayout == nil else { return }
        engine.raisedByLayout = .numberOfItemsInMissingSection(section: section, sectionCount: sectionCount)
    }

    /// The first NaN or infinite number a layout answered (a frame, alpha, transform, the content
    /// size or a target offset) where iOS would have raised `CALayerInvalidGeometry` and ended the
    /// app: kept from the layout pass or change that met it until ``clearNonFiniteLayoutAnswer()``.
    /// A batch update also throws it; other changes are undone and return an empty animation; a
    /// layout pass keeps only the finite elements. A getter: it never lays out.
    public var nonFiniteLayoutAnswer: NonFiniteLayoutAnswer? { engine.nonFiniteAnswer }

    /// Forgets ``nonFiniteLayoutAnswer``, so that the next one is kept.
    public func clearNonFiniteLayoutAnswer() {
        engine.nonFiniteAnswer = nil
    }

    /// Keeps `answer` as ``nonFiniteLayoutAnswer`` unless one is kept already.
    func noteNonFiniteAnswer(_ answer: NonFiniteLayoutAnswer) {
        if engine.nonFiniteAnswer == nil { engine.nonFiniteAnswer = answer }
    }
}
