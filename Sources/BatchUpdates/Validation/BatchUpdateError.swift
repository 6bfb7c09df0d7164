import Foundation

/// A batch update that UIKit rejects with `NSInternalInconsistencyException`.
///
/// Each case carries the numbers and index paths of the offending operation; ``description`` is
/// UIKit's own message with those values filled in (the strings of OpenUXKit's
/// `_endItemAnimations`, and crash texts developers report). The `V` numbers in the case
/// documentation are stable labels for UIKit's per-operation checks.
public enum BatchUpdateError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    // MARK: Reloads (checked while UIKit decomposes reloads into deletes and inserts)

    /// V1: a reload names an index path (or section) that is also deleted.
    case deleteAndReloadSameIndexPath(IndexPath)

    // MARK: Deletes, against the counts before the update

    /// V2: a section delete (or a section reload's delete) is out of range.
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    /// V3: one section is both deleted and moved.
    case deleteAndMoveSameSection(Int)
    /// V4: one index path is both deleted (or reloaded) and the source of a move.
    case deleteAndMoveSameIndexPath(IndexPath)
    /// V5: an item moves out of a deleted (or reloaded) section.
    case moveFromDeletedSection(Int)
    /// V6: an item delete (or reload) names a section that did not exist.
    case deleteItemFromMissingSection(item: Int, section: Int, sectionCount: Int)
    /// V7: an item delete (or reload) is out of its section's range.
    case deleteItemOutOfRange(item: Int, section: Int, itemCount: Int)

    // MARK: Inserts, against the counts after the update

    /// V8: a section insert (or a section reload's insert) is out of range.
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    /// V9: one section is both inserted and the destination of a section move.
    case insertAndMoveSameSection(Int)
    /// V10: one index path is both inserted (or a reload's insert) and the destination of a move.
    case insertAndMoveSameIndexPath(IndexPath)
    /// V11: an item moves into a newly inserted (or reloaded) section.
    case moveIntoInsertedSection(Int)
    /// V12: an item insert names a section that does not exist after the update.
    case insertItemIntoMissingSection(item: Int, section: Int, sectionCount: Int)
    /// V13: an item insert is out of its section's range after the update.
    case insertItemOutOfRange(item: Int, section: Int, itemCount: Int)

    // MARK: Moves

    /// V14: a section move's source did not exist.
    case moveSectionFromOutOfRange(section: Int, sectionCount: Int)
    /// V15: a section move's destination does not exist.
    case moveSectionToOutOfRange(section: Int, destination: Int, sectionCount: Int)
    /// V16: an item move's source section did not exist.
    case moveItemFromMissingSection(IndexPath, sectionCount: Int)
    /// V17: an item move's source item did not exist.
    case moveItemFromOutOfRange(IndexPath, itemCount: Int)
    /// V18: an item move's destination section does not exist.
    case moveItemToMissingSection(IndexPath, destination: IndexPath, sectionCount: Int)
    /// V19: an item move's destination item does not exist.
    case moveItemToOutOfRange(IndexPath, destination: IndexPath, itemCount: Int)
    /// V20: one section moves to two destinations.
    case sectionMovedTwice(section: Int, firstDestination: Int, secondDestination: Int)
    /// V20: one item moves to two destinations.
    case itemMovedTwice(IndexPath, firstDestination: IndexPath, secondDestination: IndexPath)
    /// V21: two sections move to one destination.
    case twoSectionsMovedToOne(first: Int, second: Int, destination: Int)
    /// V21: two items move to one destination.
    case twoItemsMovedToOne(first: IndexPath, second: IndexPath, destination: IndexPath)

    // MARK: Counts

    /// The section count after the update is not the count before plus inserts minus deletes
    /// (``ValidationBehavior/classic``).
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    /// A section's item count after the update does not add up (``ValidationBehavior/classic``).
    /// `section` is the section's index after the update.
    case invalidItemCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// More items are deleted or moved out of a section than it held (``ValidationBehavior/classic``).
    case deletedMoreItemsThanExist(section: Int)
    /// The counts do not add up, reported as iOS 16.4 and later report it
    /// (``ValidationBehavior/modern``): the counts before and after and the list of updates.
    case inconsistentCounts(before: [Int], after: [Int], updates: [CollectionViewUpdateItem])

    // MARK: Raised while the layout answers (OpenUXKit; reported crashes)

    /// The layout answered `nil` from `layoutAttributesForItem(at:)` for a cell whose view moves
    /// off screen during the update, where UIKit needs the cell's attributes after the update to
    /// animate it there (the classic crash of hand-written layouts whose cache holds only the
    /// visible items; THSpringyCollectionView #12). The index path is the one after the update.
    case noLayoutAttributesForItem(IndexPath)
    /// The supplementary twin of ``noLayoutAttributesForItem(_:)``: the layout answered `nil`
    /// from `layoutAttributesForSupplementaryView(ofKind:at:)` for a supplementary view on screen
    /// before the update that the update keeps but moves off screen (UIKit's text as reported on
    /// iOS 10 and 11 for a flow layout footer that vanished inside a batch update, IGListKit #1035).
    /// The index path is the one after the update.
    case noLayoutAttributesForSupplementaryElement(kind: String, indexPath: IndexPath)
    /// The layout asked `numberOfItems(inSection:)` for a section that does not exist while the
    /// update ran (`-[UICollectionViewData numberOfItemsInSection:]`; DTCollectionViewManager #12):
    /// typically section 0 after the last section was deleted. `sectionCount` is how many there are.
    case numberOfItemsInMissingSection(section: Int, sectionCount: Int)
    /// The layout returned attributes for a cell whose index path the data source does not have
    /// (`-[UICollectionViewData validateLayoutInRect:]`, raised up to iOS 12: ``ValidationBehavior/classic``;
    /// iOS 13 and later log and ignore them; square/Listable #57).
    case layoutAttributesForMissingItem(IndexPath)

    // MARK: Not UIKit's

    /// The data source reported a negative item count. `moment` is "before" or "after".
    case negativeItemCount(section: Int, count: Int, moment: String)

    /// An index path that is not two indexes long (section, item). UIKit has no message for it:
    /// `NSIndexPath` in a collection view always has two indexes.
    case malformedIndexPath(IndexPath, operation: String)

    /// An item operation whose item index is `NSNotFound` (`Int.max`), in `operation` (UIKit's
    /// method name). An update item marks a whole section with that item index, so the index path
    /// would be taken for a section operation; the simulator rejects it instead.
    case notFoundItem(IndexPath, operation: String)
}
