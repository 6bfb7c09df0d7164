import BatchUpdates
import CollectionViewSimulator
import Foundation
import TimelineOutput

@MainActor extension StepExecutor {
    /// A `snapshot` step: the data source's snapshot (sections named by position), changed by the
    /// step's calls in order, then applied as a diffable data source applies it — sections and
    /// items matched by identifier, reloaded items and sections reloaded, in as many stages as
    /// UIKit needs, all or nothing.
    ///
    /// - Throws: ``StepError/snapshot(_:)`` with UIKit's text when a call raises, before anything
    ///   changed; what ``performApply(_:_:)`` throws otherwise, with the view and data source as
    ///   they were.
    func performSnapshot(_ spec: SnapshotStepSpec, _ step: StepSpec) throws(StepError) -> [UpdateAnimation] {
        let current = model.sections.enumerated().map { SnapshotSection(id: String($0.offset), items: $0.element.strings) }
        var before = DiffableDataSourceSnapshot<String, String>()
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        do {
            before = try DiffableDataSourceSnapshot(current)
            snapshot = before
            for operation in spec.operations { try operation.apply(to: &snapshot) }
        } catch {
            throw .snapshot(error.description)
        }
        let diff: StagedBatchUpdate<String, String>
        do {
            diff = try StagedBatchUpdate(from: before, to: snapshot)
        } catch {
            throw .data(String(describing: error))
        }
        let after = snapshot.sections.map { ItemIdentifiers($0.items) }
        do {
            let animations = try animating(step) {
                try collectionView.performStages(of: diff, timing: timing(step)) { [dataSource] in
                    dataSource.sections = $0.map(ItemIdentifiers.init)
                }
            }
            model.sections = after
            return animations
        } catch {
            throw restoring(after: error)
        }
    }
}
