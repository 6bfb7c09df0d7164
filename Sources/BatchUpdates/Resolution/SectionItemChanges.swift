/// How the items of one section that exists before and after the update change, counted as UIKit
/// counts them for its item-count check (OpenUXKit's `_endItemAnimations`).
///
/// Inserts are counted in the section after the update, deletes in the section before it; a
/// move between two sections counts as moved out of one and into the other, a move within a
/// section as neither; a reload counts as one insert and one delete.
public struct SectionItemChanges: Sendable, Hashable {
    /// The section's index before the update.
    public let sectionBeforeUpdate: Int
    /// The section's index after the update.
    public let sectionAfterUpdate: Int
    /// The data source's item count before the update.
    public let countBefore: Int
    /// The data source's item count after the update.
    public let countAfter: Int
    /// Items inserted into the section, reloads' inserts included.
    public let inserted: Int
    /// Items deleted from the section, reloads' deletes included.
    public let deleted: Int
    /// Items moved into the section from another section.
    public let movedIn: Int
    /// Items moved out of the section into another section.
    public let movedOut: Int

    /// Creates the counts of one section.
    public init(sectionBeforeUpdate: Int, sectionAfterUpdate: Int, countBefore: Int, countAfter: Int,
                inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) {
        self.sectionBeforeUpdate = sectionBeforeUpdate
        self.sectionAfterUpdate = sectionAfterUpdate
        self.countBefore = countBefore
        self.countAfter = countAfter
        self.inserted = inserted
        self.deleted = deleted
        self.movedIn = movedIn
        self.movedOut = movedOut
    }

    /// The count UIKit expects after the update: before + inserted + moved in − deleted − moved out.
    ///
    /// The arithmetic wraps, as UIKit's `NSInteger` arithmetic does, so counts near `Int.max`
    /// never trap: one insert into a section of `Int.max` items expects `Int.min`, which no data
    /// source reports, and the batch is rejected.
    public var expectedCountAfter: Int {
        countBefore &+ inserted &+ movedIn &- deleted &- movedOut
    }

    /// Whether the data source's count after the update is the one UIKit expects.
    public var addsUp: Bool {
        expectedCountAfter == countAfter
    }
}
