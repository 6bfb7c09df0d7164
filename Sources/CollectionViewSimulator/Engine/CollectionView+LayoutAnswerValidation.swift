import BatchUpdates
import Foundation

extension CollectionView {
    /// UIKit's `-[UICollectionViewData validateLayoutInRect:]` over what the layout answered from
    /// `layoutAttributesForElements(in:)`: attributes of a cell whose index path the data source
    /// does not have (a layout serving a stale cache) are ignored.
    ///
    /// Under ``ValidationBehavior/modern`` (iOS 13 and later) UIKit logs "… were received from the
    /// layout … but are not valid for the data source counts. Attributes will be ignored." and
    /// drops them: the layout gets ``LayoutWarning/attributesNotValidForDataSourceCounts(_:layout:)``.
    /// Under ``ValidationBehavior/classic`` (iOS 12 and earlier) UIKit raises "UICollectionView
    /// received layout attributes for a cell with an index path that does not exist"
    /// (square/Listable #57) when `raising` is set; a layout pass, which cannot throw, ignores them.
    ///
    /// - Parameters:
    ///   - attributes: What the layout answered.
    ///   - raising: Whether the classic behaviour raises (during a batch update).
    /// - Returns: The attributes of elements the data source has.
    /// - Throws: ``BatchUpdateError/layoutAttributesForMissingItem(_:)`` under the classic behaviour.
    func validatedForDataSourceCounts(_ attributes: [CollectionViewLayoutAttributes],
                                      raising: Bool) throws -> [CollectionViewLayoutAttributes] {
        let counts = itemCounts
        var valid: [CollectionViewLayoutAttributes] = []
        for element in attributes {
            let indexPath = element.indexPath
            let exists = indexPath.count == 2 && counts.indices.contains(indexPath.section)
                && (0..<counts[indexPath.section]).contains(indexPath.item)
            guard element.representedElementCategory != .cell || exists else {
                if raising, validationBehavior == .classic { throw BatchUpdateError.layoutAttributesForMissingItem(indexPath) }
                collectionViewLayout.logWarning(.attributesNotValidForDataSourceCounts(
                    indexPath, layout: String(describing: type(of: collectionViewLayout))))
                continue
            }
            valid.append(element)
        }
        return valid
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
}
