extension NormalizedBatch {
    /// Decomposes every reload into a delete at its old index path and an insert where UIKit
    /// places it, and checks that no reload is also deleted (V1).
    ///
    /// This is UIKit's loop as decompiled (OpenUXKit's `_endItemAnimations`, step 3): the insert's
    /// position starts at the old index path, moves down once for every original delete before it
    /// and up once for every original insert before it. **Moves are ignored**, which is why a
    /// reload of an item whose position a move changes lands somewhere else (Apple forums thread
    /// 80812). Only the caller's own deletes and inserts shift a reload, never another reload's
    /// halves, and item deletes inside deleted sections shift it too: they are dropped only later.
    ///
    /// The arithmetic wraps, as UIKit's `NSInteger` arithmetic does: `reload section Int.max`
    /// beside `insert section 0` must not trap here, and its delete is rejected as out of range
    /// before its insert is looked at. An item can land below 0 (`delete section 0`, `delete 0-0`,
    /// `reload 1-0` puts the insert at `0--1`); UIKit's signed range check accepts it, and so does
    /// the resolver, with a warning.
    ///
    /// That loop (`loopDestination`) is the definition; ``ReloadShifts`` gives the same answers by binary search
    /// whenever the batch allows (distinct deletes and inserts, indexes away from the limits), so
    /// r reloads cost O((k + r) log k) rather than O(r × k).
    mutating func decomposeReloads() throws(BatchUpdateError) {
        reloadDestinations = []
        guard !reloads.isEmpty else { return }  // most batches: no tables to build
        reloadDestinations.reserveCapacity(reloads.count)
        if let shifts = ReloadShifts(deletes: deletes, inserts: inserts, reloads: reloads) {
            for reload in reloads { reloadDestinations.append(try shifts.destination(ofReload: reload)) }
        } else {
            for reload in reloads {
                reloadDestinations.append(try Self.loopDestination(ofReload: reload, deletes: deletes, inserts: inserts))
            }
        }
    }

    /// UIKit's loop for one reload, literally: every delete (descending), then every insert
    /// (ascending), with wrapping arithmetic.
    static func loopDestination(ofReload reload: Position, deletes: [Position], inserts: [Position]) throws(BatchUpdateError) -> Position {
        var section = reload.section
        var item = reload.item
        for delete in deletes {
            if delete == reload { throw .deleteAndReloadSameIndexPath(reload.indexPath) }
            if delete.isWholeSection {
                if delete.section == reload.section { continue }
                if delete.section <= section { section &-= 1 }
            } else if !reload.isWholeSection, delete.section == section, delete.item <= item {
                item &-= 1
            }
        }
        for insert in inserts {
            if insert.isWholeSection {
                if insert.section <= section { section &+= 1 }
            } else if !reload.isWholeSection, insert.section == section, insert.item <= item {
                item &+= 1
            }
        }
        return Position(section: section, item: item)
    }

    /// Every delete UIKit performs: the caller's and the reloads', descending.
    var allDeletes: [Position] {
        reloads.isEmpty ? deletes : (deletes + reloads).sorted(by: >)
    }

    /// Every insert UIKit performs: the caller's and the reloads', ascending.
    var allInserts: [Position] {
        reloadDestinations.isEmpty ? inserts : (inserts + reloadDestinations).sorted()
    }
}
