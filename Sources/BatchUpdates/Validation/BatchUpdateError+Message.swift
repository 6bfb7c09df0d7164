import Foundation

extension BatchUpdateError {
    /// UIKit's message for the error, with the real numbers and index paths in UIKit's format.
    ///
    /// One exhaustive switch: it reads as a table of UIKit's messages, and the compiler checks that
    /// every case has its message.
    public var description: String {
        switch self {
        case .deleteAndReloadSameIndexPath(let indexPath):
            "attempt to delete and reload the same index path (\(indexPath.uikitDescription))"
        case .deleteSectionOutOfRange(let section, let sectionCount):
            "attempt to delete section \(section), but there are only \(sectionCount) sections before the update"
        case .deleteAndMoveSameSection(let section):
            "attempt to perform a delete and a move from the same section (\(section))"
        case .deleteAndMoveSameIndexPath(let indexPath):
            "attempt to perform a delete and a move from the same index path (\(indexPath.uikitDescription))"
        case .moveFromDeletedSection(let section):
            "cannot move an item from a deleted section (\(section))"
        case .deleteItemFromMissingSection(let item, let section, let sectionCount):
            "attempt to delete item \(item) from section \(section), but there are only \(sectionCount) sections before the update"
        case .deleteItemOutOfRange(let item, let section, let itemCount):
            "attempt to delete item \(item) from section \(section) which only contains \(itemCount) items before the update"
        case .insertSectionOutOfRange(let section, let sectionCount):
            "attempt to insert section \(section) but there are only \(sectionCount) sections after the update"
        case .insertAndMoveSameSection(let section):
            "attempt to perform an insert and a move to the same section (\(section))"
        case .insertAndMoveSameIndexPath(let indexPath):
            "attempt to perform an insert and a move to the same index path (\(indexPath.uikitDescription))"
        case .moveIntoInsertedSection(let section):
            "cannot move an item into a newly inserted section (\(section))"
        case .insertItemIntoMissingSection(let item, let section, let sectionCount):
            "attempt to insert item \(item) into section \(section), but there are only \(sectionCount) sections after the update"
        case .insertItemOutOfRange(let item, let section, let itemCount):
            "attempt to insert item \(item) into section \(section), but there are only \(itemCount) items in section \(section) after the update"
        case .negativeItemCount(let section, let count, let moment):
            "the data source reported \(count) items in section \(section) \(moment) the update; an item count cannot be negative"
        case .notFoundItem(let indexPath, let operation):
            "\(operation) was given item \(indexPath[1]) (NSNotFound) in section \(indexPath[0]); NSNotFound is no item index: an update item uses it to mark a whole section"
        case .malformedIndexPath(let indexPath, let operation):
            "\(operation) was given the index path \(indexPath.uikitDescription); a collection view's index paths have exactly two indexes (section, item)"
        case .moveSectionFromOutOfRange(let section, let sectionCount):
            "attempt to move section \(section), but there are only \(sectionCount) sections before the update"
        case .moveSectionToOutOfRange(let section, let destination, let sectionCount):
            // "to to" is UIKit's own spelling.
            "attempt to to move section \(section) to section \(destination), but there are only \(sectionCount) sections after the update"
        case .moveItemFromMissingSection(let indexPath, let sectionCount):
            "attempt to move index path (\(indexPath.uikitDescription)) from a section that does not exist - there are only \(sectionCount) sections before the update"
        case .moveItemFromOutOfRange(let indexPath, let itemCount):
            "attempt to move index path (\(indexPath.uikitDescription)) that does not exist - there are only \(itemCount) items in section \(indexPath[0]) before the update"
        case .moveItemToMissingSection(let indexPath, let destination, let sectionCount):
            "attempt to move index path (\(indexPath.uikitDescription)) to index path (\(destination.uikitDescription)) in section that does not exist - there are only \(sectionCount) sections after the update"
        case .moveItemToOutOfRange(let indexPath, let destination, let itemCount):
            "attempt to move index path (\(indexPath.uikitDescription)) to index path (\(destination.uikitDescription)) that does not exist - there are only \(itemCount) items in section \(destination[0]) after the update"
        case .sectionMovedTwice(let section, let first, let second):
            "attempt to move section \(section) to both section \(first) and section \(second)"
        case .itemMovedTwice(let indexPath, let first, let second):
            "attempt to move item at index path \(indexPath.uikitDescription) to both \(first.uikitDescription) and \(second.uikitDescription)"
        case .twoSectionsMovedToOne(let first, let second, let destination):
            "attempt to move both section \(first) and section \(second) to section \(destination)"
        case .twoItemsMovedToOne(let first, let second, let destination):
            "attempt to move both item at index path \(first.uikitDescription) and \(second.uikitDescription) to \(destination.uikitDescription)"
        case .invalidSectionCount(let after, let before, let inserted, let deleted):
            "Invalid update: invalid number of sections.  The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case .invalidItemCount(let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            "Invalid update: invalid number of items in section \(section).  The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case .deletedMoreItemsThanExist(let section):
            "Invalid update: invalid number of items in section \(section).  Attempt to delete more items than exist in section."
        case .noLayoutAttributesForItem(let indexPath):
            "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: \(indexPath.uikitDescription)"
        case .noLayoutAttributesForSupplementaryElement(let kind, let indexPath):
            "no UICollectionViewLayoutAttributes instance for -layoutAttributesForSupplementaryElementOfKind: \(kind) at path \(indexPath.uikitDescription)"
        case .numberOfItemsInMissingSection(let section, let sectionCount):
            "request for number of items in section \(section) when there are only \(sectionCount) sections in the collection view"
        case .layoutAttributesForMissingItem(let indexPath):
            "UICollectionView received layout attributes for a cell with an index path that does not exist: \(indexPath.uikitDescription)"
        case .inconsistentCounts(let before, let after, let updates):
            "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates. Data source before updates = \(Self.countsSummary(before)) Data source after updates = \(Self.countsSummary(after)) Updates = [\(Self.updatesSummary(updates))]"
        }
    }

    /// `{ 2 sections with item counts: [8, 3] }`, as UIKit's data-source snapshotter prints counts.
    private static func countsSummary(_ counts: [Int]) -> String {
        let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
        return "{ \(sections) with item counts: [\(counts.map(String.init).joined(separator: ", "))] }"
    }

    /// ` Delete item (0 - 27384), Insert item (0 - 27384) `: the updates as iOS 16.4 lists them.
    private static func updatesSummary(_ updates: [CollectionViewUpdateItem]) -> String {
        guard !updates.isEmpty else { return "" }
        return " " + updates.map(\.uikitListing).joined(separator: ", ") + " "
    }
}

extension CollectionViewUpdateItem {
    /// The update as the iOS 16.4 "Invalid batch updates detected" message lists it. Only
    /// `Delete item (0 - 27384)` and `Insert item (0 - 27384)` are attested (Apple forums thread
    /// 728797); the forms for reloads, moves and sections follow the same pattern by inference.
    var uikitListing: String {
        func path(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "()" }
            return isSectionUpdate ? "\(indexPath[0])" : "(\(indexPath[0]) - \(indexPath[1]))"
        }
        let subject = isSectionUpdate ? "section" : "item"
        switch updateAction {
        case .insert: return "Insert \(subject) \(path(indexPathAfterUpdate))"
        case .delete: return "Delete \(subject) \(path(indexPathBeforeUpdate))"
        case .reload: return "Reload \(subject) \(path(indexPathBeforeUpdate))"
        case .move: return "Move \(subject) \(path(indexPathBeforeUpdate)) to \(path(indexPathAfterUpdate))"
        case .none: return "None \(subject) \(path(indexPathBeforeUpdate))"
        }
    }
}
