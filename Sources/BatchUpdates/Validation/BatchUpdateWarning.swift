import Foundation

/// A batch that UIKit accepts but that corrupts its state or animates wrongly.
///
/// UIKit validates these batches without complaint; the problems show later as doubled cells,
/// views that never leave the screen, or crashes far from the batch (as reported in IGListKit's
/// issues and open radars). The resolver reports them so that a test can fail before production
/// does.
public enum BatchUpdateWarning: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The same delete, insert or reload (of an item or a section) was recorded more than once.
    ///
    /// UIKit counts every copy in its count checks but keeps one view per index path, so the
    /// batch passes validation and its internal state diverges; the crash comes later in
    /// `-[UICollectionViewData layoutAttributesForItemAtIndexPath:]` (IGListKit #651, #689;
    /// radar 31786176). UIKit's own update code, as decompiled from its macOS port (OpenUXKit's
    /// `_viewAnimationsForCurrentUpdate`), raises `attempt to create two animations for new global
    /// item index N` for such a batch while it builds the animations. The old↔new map of such a
    /// batch is what the simulator can make of it: survivors that find no free slot map to `nil`.
    case duplicateOperation(BatchOperation, count: Int)

    /// An item operation inside a section that is also moved.
    ///
    /// UIKit accepts it, but an item deleted from a moved section is animated twice and one
    /// snapshot view is never removed, and an item inserted into a moved section corrupts heap
    /// memory (IGListKit `IGListBatchUpdateData.mm`, which converts such section moves into a
    /// delete and an insert; ChatLayout #1; radar 48941906). UIKit's decompiled update code
    /// raises `attempt to create two animations for new global item index N` for such a batch.
    /// `section` is the moved section, by its index before the update for deletes, reloads and
    /// move sources, after it otherwise.
    case itemOperationInMovedSection(BatchOperation, section: Int)

    /// An item insert, or an item reload's insert, that lands inside a section the same batch
    /// inserts or reloads: `[1]→[1,1]: insert section 1, insert 1-0`.
    ///
    /// UIKit validates it (the section's own insert covers the item, and the item insert is not
    /// counted), but its decompiled update code (OpenUXKit's `_viewAnimationsForCurrentUpdate`)
    /// animates the item twice: `initialLayoutAttributesForAppearingItem(at:)` is asked twice for
    /// the index path and a second cell appears that nothing tracks. Unverified on iOS. The
    /// simulator asks once and animates one cell. `section` is the section after the update.
    case itemOperationInInsertedSection(BatchOperation, section: Int)

    /// A reload whose decomposed insert lands below item 0 of its section.
    ///
    /// UIKit places a reload's insert by shifting its index path down once for every delete
    /// before it, item deletes inside deleted sections included, although those are dropped
    /// later: `[1,1]→[1]: delete section 0, delete 0-0, reload 1-0` lands at item -1 of section 0.
    /// UIKit's range check compares signed numbers and accepts it; the layout is handed
    /// `reload 1-0 -> 0--1`, and the reloaded item gets no place in the map (OpenUXKit's
    /// decompiled `_endItemAnimations`). `destination` is where the insert lands.
    case reloadBelowFirstItem(BatchOperation, destination: IndexPath)

    public var description: String {
        switch self {
        case .duplicateOperation(let operation, let count):
            "'\(operation)' is recorded \(count) times: UIKit counts every copy but keeps one view, which corrupts its state (IGListKit #651, #689); its update code may raise 'attempt to create two animations for new global item index N' (OpenUXKit's decompiled _viewAnimationsForCurrentUpdate)"
        case .reloadBelowFirstItem(let operation, let destination):
            "'\(operation)' places its insert at \(destination.compactDescription), below item 0: UIKit's signed range check accepts it, but the reloaded item gets no cell after the update (delete items inside deleted sections still shift reloads)"
        case .itemOperationInMovedSection(let operation, let section):
            "'\(operation)' acts inside section \(section), which is also moved: UIKit animates such items twice or corrupts memory (IGListKit converts the section move into a delete and an insert); its update code may raise 'attempt to create two animations for new global item index N' (OpenUXKit's decompiled _viewAnimationsForCurrentUpdate)"
        case .itemOperationInInsertedSection(let operation, let section):
            "'\(operation)' lands inside section \(section), which the batch also inserts or reloads: UIKit's update code asks initialLayoutAttributesForAppearingItem(at:) twice for it and animates a second cell that nothing tracks (OpenUXKit's decompiled _viewAnimationsForCurrentUpdate; unverified on iOS)"
        }
    }
}
