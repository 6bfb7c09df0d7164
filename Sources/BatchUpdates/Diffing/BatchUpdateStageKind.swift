/// What one stage of a ``StagedBatchUpdate`` does, and why it is a stage of its own.
///
/// A diff goes out in one batch whenever one batch is provably safe (``combined``). Otherwise it
/// is split as DifferenceKit splits it, because some combinations of operations that UIKit
/// accepts in one `performBatchUpdates` are rejected or corrupt it (OpenUXKit's
/// `_endItemAnimations`; radars and IGListKit's issues); only the stages that have operations are
/// emitted, in the order of the cases below.
public enum BatchUpdateStageKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Item reloads alone, at their index paths before the update.
    ///
    /// Why: UIKit places a reload's insert by shifting its index path over the batch's deletes
    /// and inserts, **ignoring moves** (§2.4, Apple forums thread 80812), so a reload in a batch
    /// whose moves change where the item lands puts the new cell in the wrong slot or collides
    /// with a move ("attempt to perform an insert and a move to the same index path"). Emitted
    /// only before a ``combined`` batch that has such moves or section moves; otherwise reloads
    /// ride in the ``combined`` or ``removals`` batch.
    case itemReloads

    /// Everything in one batch: section deletes, inserts and moves, item deletes, inserts and
    /// moves, and item reloads when no move shifts them.
    ///
    /// Why one batch is safe here: it is used only when no surviving item leaves a deleted section
    /// (UIKit: "cannot move an item from a deleted section"), none enters an inserted section
    /// ("cannot move an item into a newly inserted section"), and every moved section holds
    /// exactly the same items before and after, so no item operation touches a moved section
    /// (which UIKit accepts but animates twice or corrupts memory with; IGListKit
    /// `IGListBatchUpdateData.mm`). Reloads join it only when no section moves and no item move
    /// enters or leaves the reloaded item's section: then UIKit's move-ignoring placement of the
    /// reload is the item's true new index path.
    case combined

    /// Staged step 1: section deletes, item deletes and item reloads, when they cannot ride in
    /// the next stage.
    ///
    /// Why first: deletes name index paths before the update, and with no moves in the batch a
    /// reload's insert lands exactly where the item is after the deletes. Why alone: a reload
    /// next to section moves lands where the move-ignoring placement puts it, not where the item
    /// goes, and an item deleted from a moved section is animated twice. Without reloads the
    /// deletes ride in ``sections`` (when no item is deleted from a moved section) or, when no
    /// section is inserted or moved, in ``items``. A deleted section from which items survive is
    /// not deleted here: its surviving items must first move out (``emptiedSectionDeletes``).
    case removals

    /// Staged step 2: section inserts and section moves, with no item operation other than the
    /// removals' deletes when they ride along.
    ///
    /// Why apart from item inserts and moves: item operations inside a moved section are animated
    /// twice or corrupt UIKit's memory, and items cannot move into a section inserted in the same
    /// batch ("cannot move an item into a newly inserted section"). Inserted sections arrive
    /// holding only their new items; survivors move in at the next stage.
    case sections

    /// Staged step 3: item inserts and item moves (and the removals, when no section is inserted
    /// or moved and nothing is reloaded), with no section operation but the removals' deletes of
    /// sections without survivors.
    ///
    /// Why here: every section an item enters or leaves now exists and stays in place, so each
    /// move is an ordinary move between existing sections.
    case items

    /// Staged step 4: deletes of sections that the new snapshot drops but whose surviving items
    /// moved out in ``items``; by now they are empty.
    ///
    /// Why: UIKit rejects a move out of a deleted section, so the section can only go after its
    /// items have left, which keeps those items real moves rather than a delete and an insert.
    case emptiedSectionDeletes

    /// Section reloads alone, at the sections' final indexes.
    ///
    /// Why alone and last: UIKit decomposes a section reload into a delete and an insert, which
    /// IGListKit found unsafe to mix with other operations ("reloadSections: is unsafe to use
    /// within performBatchUpdates:"); DifferenceKit also sends them last, alone.
    case sectionReloads

    /// The kind's name in stage listings: `reloads`, `combined`, `removals`, `sections`, `items`,
    /// `emptied sections`, `section reloads`.
    public var description: String {
        switch self {
        case .itemReloads: "reloads"
        case .combined: "combined"
        case .removals: "removals"
        case .sections: "sections"
        case .items: "items"
        case .emptiedSectionDeletes: "emptied sections"
        case .sectionReloads: "section reloads"
        }
    }
}
