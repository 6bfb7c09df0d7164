import BatchUpdates
import Foundation

extension CollectionViewDiffableDataSource {
    /// The data source's raising UIKit methods as throwing twins, under UIKit's names:
    /// `try dataSource.throwing.apply(snapshot)` throws the error that `dataSource.apply(snapshot)`
    /// raises as a ``UIKitException``. Nothing is recorded in ``raisedExceptions``.
    public var throwing: Throwing { Throwing(dataSource: self) }

    /// The throwing twins of a diffable data source's raising methods (see
    /// ``CollectionViewDiffableDataSource/throwing``).
    @MainActor
    public struct Throwing {
        /// The data source the twins apply to.
        public let dataSource: CollectionViewDiffableDataSource

        /// `apply(_:animatingDifferences:completion:)` that throws where UIKit raises.
        ///
        /// - Parameters:
        ///   - snapshot: The new state, with the items and sections to reload or reconfigure marked.
        ///   - animatingDifferences: `false` performs the same batch updates in zero time.
        ///   - completion: Called when the last stage's animation ends, or at once when nothing changed.
        /// - Returns: One animation per stage; none when nothing changed.
        /// - Throws: ``DiffableDataSourceError/equalIdentifiersWithDifferentHashes(_:)`` for items
        ///   that compare equal but hash differently, ``SnapshotDiffError`` (never for snapshots
        ///   built through their methods) or a ``BatchUpdateError`` (a layout's answers can make
        ///   UIKit raise); the view and the data source are then as they were before the call.
        @discardableResult @inlinable
        public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true,
                          completion: (() -> Void)? = nil) throws -> [UpdateAnimation] {
            // The diff runs here, specialised in the caller's module (see `matchedDiff(to:)`).
            try dataSource.applyThrowing(snapshot, matched: dataSource.matchedDiff(to: snapshot),
                                         animatingDifferences: animatingDifferences, completion: completion)
        }

        /// `apply(_:to:animatingDifferences:completion:)` that throws where UIKit raises.
        ///
        /// - Parameters:
        ///   - snapshot: The outline.
        ///   - section: The section that shows it.
        ///   - animatingDifferences: `false` applies in zero time.
        ///   - completion: Called when the animation ends.
        /// - Returns: One animation per stage.
        /// - Throws: ``DiffableSnapshotError/duplicateItemIdentifiers(_:)`` when an item of the
        ///   outline is shown in another section, or what ``apply(_:animatingDifferences:completion:)`` throws.
        @discardableResult
        public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                          completion: (() -> Void)? = nil) throws -> [UpdateAnimation] {
            try dataSource.applyThrowing(snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
        }
    }
}
