import BatchUpdates
import Foundation
import Keyframes

extension CollectionView {
    /// Animates a data source to new sections of identifiers as a diffable data source would: the
    /// difference is computed (`StagedBatchUpdate`: real moves, reloads for `changedItems`, and
    /// several stages where one batch cannot express the change safely), and each stage is
    /// performed as its own batch update, one right after the other, as DifferenceKit does.
    ///
    /// Stages performed in one go interrupt each other's animations (their completion handlers get
    /// `false`), exactly as back-to-back `performBatchUpdates` calls do in UIKit.
    ///
    /// - Parameters:
    ///   - sections: The items of every section after the change; sections match by position.
    ///   - dataSource: The data source the view shows; it is changed stage by stage.
    ///   - changedItems: Identifiers whose content changed (reloaded if they survive).
    ///   - timing: The timing of every stage; ``updateTiming`` when nil.
    /// - Returns: One animation per stage; none when nothing changed.
    /// - Throws: `SnapshotDiffError` for duplicate identifiers, or ``BatchUpdateError`` if a stage
    ///   is rejected (which the diff is built never to produce).
    @discardableResult
    public func apply<ItemID>(_ sections: [[ItemID]], to dataSource: IdentifierDataSource<ItemID>,
                              changedItems: Set<ItemID> = [], timing: TrackTiming? = nil) throws -> [UpdateAnimation] {
        let diff = try StagedBatchUpdate(from: dataSource.sections, to: sections, changedItems: changedItems)
        var animations: [UpdateAnimation] = []
        for stage in diff.stages {
            animations.append(try performBatchUpdates(timing: timing, {
                dataSource.sections = stage.snapshot.map(\.items)
                try self.record(stage.batch.operations)
            }))
        }
        return animations
    }
}
