import BatchUpdates
import Foundation
import Keyframes

/// A data source that animates a collection view from one snapshot to the next: the twin of
/// `UICollectionViewDiffableDataSource`.
///
/// ``apply(_:animatingDifferences:completion:fileID:filePath:line:column:)`` diffs the snapshot
/// on screen against the new one (``StagedBatchUpdate``: sections and items matched by identifier, survivors moved with real
/// moves), performs the batch through the view's `performBatchUpdates` (in stages when one batch
/// cannot express the change safely) and returns the animations. Reloaded items get a new cell
/// (from the ``cellProvider``) that cross-fades with the old one; reconfigured items keep their
/// cell, which the ``cellProvider`` is asked to configure again, with no animation of their identity.
///
/// ```swift
/// let dataSource = CollectionViewDiffableDataSource<String, String>(collectionView: view)
/// var snapshot = DiffableDataSourceSnapshot<String, String>()
/// snapshot.appendSections(["main"])
/// snapshot.appendItems(["a", "b", "c"])
/// dataSource.apply(snapshot, animatingDifferences: false)
/// snapshot.moveItem("c", beforeItem: "a")
/// let animations = dataSource.apply(snapshot)
/// animations[0].track(of: .cell(IndexPath(item: 0, section: 0)))?.fate   // .moved
/// ```
///
/// Applying while an earlier apply still animates diffs against the earlier snapshot (the data
/// the view holds) and starts at once; the engine retargets the running animations from what is
/// on screen and the earlier completion still runs, as UIKit's serial apply does.
///
/// As UIKit's, the class is open and its data-source methods are `open`: an app's subclass
/// overrides `collectionView(_:canMoveItemAt:)`, `collectionView(_:moveItemAt:to:)` and the
/// others and calls `super`, and the view calls the override. Its own API (`apply`, `snapshot()`,
/// the identifier look-ups) is not overridable, as in UIKit.
///
/// ```swift
/// final class PlaylistDataSource: CollectionViewDiffableDataSource<Int, String> {
///     var order: [String] = []
///     override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
///     override func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
///                                  to destinationIndexPath: IndexPath) {
///         super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
///         order = snapshot().itemIdentifiers
///     }
/// }
/// ```
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: CollectionViewDataSource,
    DiffableDataSourceDriving {
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The view the data source animates (weak: the view holds its data source). Keep the view
    /// alive yourself, as UIKit's view hierarchy does; without a view, `apply` only records the
    /// snapshot.
    public final private(set) weak var collectionView: CollectionView?
    /// The cell of an item, as UIKit's `CellProvider`:
    /// `(collectionView, indexPath, itemIdentifier) -> cell?`.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// The view of a supplementary element, as UIKit's `SupplementaryViewProvider`:
    /// `(collectionView, elementKind, indexPath) -> view?`.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// Makes the cell of every item that comes on screen (UIKit's cell provider): dequeue it with
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and configure it for the
    /// item. It is also called for every reconfigured item on screen after the apply that asked
    /// for it, and the dequeue then returns the item's existing cell (UIKit's documentation of
    /// `reconfigureItems(_:)`: the provider "must return the same existing cell"). `nil` raises
    /// UIKit's exception (``CellReuseError/notDequeued(kind:indexPath:)``). Unlike UIKit's, it is
    /// optional: without it, items get plain cells.
    public final var cellProvider: CellProvider?
    /// Called for each supplementary view the view asks for, as UIKit's `supplementaryViewProvider`
    /// is: with the kind and the index path, whenever a supplementary element the layout shows
    /// needs a new view (at a layout pass, during an apply or a scroll: see
    /// ``CollectionViewDataSource/collectionView(_:viewForSupplementaryElementOfKind:at:)``).
    /// Return a view from ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``;
    /// `nil` raises UIKit's exception (``CellReuseError/notDequeued(kind:indexPath:)``). Unlike
    /// UIKit, a layout that shows supplementary views while the provider is `nil` is not an error:
    /// the view gets a plain ``CollectionReusableView``.
    public final var supplementaryViewProvider: SupplementaryViewProvider?
    /// Every exception ``apply(_:animatingDifferences:completion:fileID:filePath:line:column:)``
    /// and its section-snapshot twin raised, oldest first.
    public final internal(set) var raisedExceptions: [UIKitException] = []
    /// The items the last apply reloaded (new cells) and reconfigured (same cells).
    public final private(set) var lastReloadedItems: [ItemIdentifierType] = []
    /// See ``lastReloadedItems``.
    public final private(set) var lastReconfiguredItems: [ItemIdentifierType] = []

    /// Outlines applied to sections, kept while the section shows their visible items.
    final var sectionSnapshots: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    @usableFromInline final var current = Snapshot()
    /// Whether an apply is recording its operations in the view (the one caller allowed to).
    private(set) final var isRecordingOperations = false
    /// Called around reordering (see ``ReorderingHandlers``).
    public final var reorderingHandlers = ReorderingHandlers()
    /// Called when the user expands or collapses an outline's item (see ``SectionSnapshotHandlers``).
    public final var sectionSnapshotHandlers = SectionSnapshotHandlers()
    /// What the counts report: the current snapshot, or a stage's while it is performed.
    final var displayed: [SnapshotSection<SectionIdentifierType, ItemIdentifierType>] = [] {
        didSet { displayedCounts = Self.itemCounts(of: displayed) }
    }
    /// The item count of each section of ``displayed``, kept as it changes: the view reads every
    /// section's count at least once per batch, and through the generic sections each read cost
    /// the instantiation of their type's metadata.
    private final var displayedCounts: [Int] = []

    /// Creates the data source and makes it the view's data source (which reloads the view).
    ///
    /// - Parameters:
    ///   - collectionView: The view to animate.
    ///   - cellProvider: Makes the items' cells (see ``cellProvider``).
    public init(collectionView: CollectionView, cellProvider: CellProvider? = nil) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// The number of sections of the snapshot on screen.
    open func numberOfSections(in collectionView: CollectionView) -> Int { displayedCounts.count }

    /// The number of items of a section of the snapshot on screen.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        displayedCounts.indices.contains(section) ? displayedCounts[section] : 0
    }

    /// What the two methods above answer, for the engine (``DiffableDataSourceDriving``): `nil`
    /// for a subclass, which may override them.
    final var ownItemCounts: [Int]? {
        type(of: self) == CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.self ? displayedCounts : nil
    }

    /// The item count of each section.
    private static func itemCounts(of sections: [SnapshotSection<SectionIdentifierType, ItemIdentifierType>]) -> [Int] {
        var counts: [Int] = []
        counts.reserveCapacity(sections.count)
        // A loop, not `map`: a main-actor closure checks its executor on every call.
        for section in sections { counts.append(section.items.count) }
        return counts
    }

    /// The item's cell from ``cellProvider``; a plain cell from the built-in registration when
    /// there is no provider.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        guard let cellProvider, let item = itemIdentifier(for: indexPath) else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: CellStore.builtInIdentifier, for: indexPath)
        }
        if let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.raise(.notDequeued(kind: CollectionView.elementKindCell, indexPath: indexPath))
        return CollectionViewCell(frame: .zero)
    }

    /// Passes the view's request for a supplementary view to ``supplementaryViewProvider``; a
    /// plain view from the built-in registration when there is no provider.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        guard let supplementaryViewProvider else {
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: CellStore.builtInIdentifier, for: indexPath)
        }
        if let view = supplementaryViewProvider(collectionView, kind, indexPath) { return view }
        collectionView.raise(.notDequeued(kind: kind, indexPath: indexPath))
        return CollectionReusableView(frame: .zero)
    }

    /// Whether the item may move: ``ReorderingHandlers/canReorderItem``'s answer; `false` without
    /// it. A subclass that reorders without the handlers overrides this method.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorderItem = reorderingHandlers.canReorderItem else {
            return false
        }
        return canReorderItem(item)
    }

    /// Adopts the snapshot with the item moved, as the view already shows it, between
    /// ``ReorderingHandlers/willReorder`` and ``ReorderingHandlers/didReorder``. An override calls
    /// `super` to keep the snapshot in step with the view, then updates the app's model.
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        guard let final = snapshot(moving: sourceIndexPath, to: destinationIndexPath) else { return }
        let transaction = DiffableDataSourceTransaction(from: current, to: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        displayed = final.sections
        reorderingHandlers.didReorder?(transaction)
    }

    /// No index titles (`nil`): a subclass that shows an index overrides this method and
    /// ``collectionView(_:indexPathForIndexTitle:at:)``.
    open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }

    /// The index path an index title jumps to: the first item of the section at `index` (the
    /// simulator's stand-in; UIKit documents none for a data source without index titles).
    open func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    /// Animates the view to `snapshot`.
    ///
    /// The apply is all or nothing. Where UIKit raises (items that compare equal but hash
    /// differently, ``DiffableDataSourceError/equalIdentifiersWithDifferentHashes(_:)``; a layout
    /// whose answers make UIKit raise), the view, its animations, its selection and this data
    /// source are left as they were, the ``UIKitException`` is kept in ``raisedExceptions`` and
    /// handed to ``UIKitException/handler`` or the uncaught-exception handler, and `[]` is
    /// returned. ``throwing`` has the twin that throws instead.
    ///
    /// - Parameters:
    ///   - snapshot: The new state, with the items and sections to reload or reconfigure marked.
    ///   - animatingDifferences: `false` performs the same batch updates with a zero-length
    ///     animation (what iOS 15 and later do; earlier versions reloaded the data).
    ///   - completion: Called when the last stage's animation ends (interrupted or not), or at
    ///     once when nothing changed.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: One animation per stage; none when nothing changed or after a raise.
    @discardableResult @inlinable
    public final func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil,
                      fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> [UpdateAnimation] {
        // The diff runs here, specialised in the caller's module (see `matchedDiff(to:)`).
        apply(snapshot, matched: matchedDiff(to: snapshot), animatingDifferences: animatingDifferences, completion: completion,
              fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// ``apply(_:animatingDifferences:completion:fileID:filePath:line:column:)`` once its diff is
    /// made (`nil`: diff inside).
    @usableFromInline
    final func apply(_ snapshot: Snapshot, matched: MatchedDiff?, animatingDifferences: Bool, completion: (() -> Void)?,
               fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) -> [UpdateAnimation] {
        raising([], fileID: fileID, filePath: filePath, line: line, column: column) {
            try applyThrowing(snapshot, matched: matched, animatingDifferences: animatingDifferences, completion: completion)
        }
    }

    /// Runs a throwing twin for a UIKit-named method: what it throws is raised at the caller's location,
    /// kept in ``raisedExceptions`` and handed on, and `fallback` is returned.
    final func raising<Result>(_ fallback: @autoclosure () -> Result, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
                         _ twin: () throws -> Result) -> Result {
        UIKitException.raising(fallback(), fileID: fileID, filePath: filePath, line: line, column: column, record: { exception in
            if raisedExceptions.last != exception { raisedExceptions.append(exception) }
        }, twin)
    }

    /// The twin's body: the apply, throwing where UIKit raises, all or nothing. `matched` is the
    /// diff from ``matchedDiff(to:)`` when the caller made it (`nil`: made here, unspecialised).
    @usableFromInline
    final func applyThrowing(_ snapshot: Snapshot, matched: MatchedDiff? = nil, animatingDifferences: Bool,
                       completion: (() -> Void)?) throws -> [UpdateAnimation] {
        guard let collectionView, let matched = matched ?? matchedDiff(to: snapshot) else {
            adopt(snapshot)
            completion?()
            return []
        }
        let diff = try matched.get()
        let timing = animatingDifferences ? nil : TrackTiming(duration: 0, curve: collectionView.updateTiming.curve)
        let animations: [UpdateAnimation]
        do {
            animations = try collectionView.performAllOrNothing {
                try diff.stages.enumerated().map { index, stage in
                    let last = index == diff.stages.count - 1
                    return try collectionView.throwing.performBatchUpdates(timing: timing, {
                        self.displayed = stage.snapshot
                        try self.record(stage.batch.operations, in: collectionView)
                    }, completion: last ? { _ in completion?() } : nil)
                }
            }
        } catch {
            displayed = current.sections
            throw error
        }
        adopt(snapshot)
        if diff.stages.isEmpty { completion?() }
        return animations
    }

    /// Replaces the data without animation or diffing, as `reloadData()` does.
    public final func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        adopt(snapshot)
        collectionView?.reloadData()
        collectionView?.layoutIfNeeded()
        completion?()
    }

    /// Makes `snapshot` the one on screen and configures its reconfigured cells again (reloaded
    /// ones got new cells during the update).
    private func adopt(_ snapshot: Snapshot) {
        current = snapshot.withoutMarks
        displayed = current.sections
        if !sectionSnapshots.isEmpty {
            sectionSnapshots = sectionSnapshots.filter { (try? current.throwing.itemIdentifiers(inSection: $0.key)) == $0.value.visibleItems }
        }
        lastReloadedItems = snapshot.reloadedItemIdentifiers
        if !snapshot.reloadedSectionIdentifiers.isEmpty {
            // A loop, not `filter`: a main-actor closure checks its executor on every call, and a
            // large view has thousands of sections.
            let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
            for section in current.sections where reloadedSections.contains(section.id) { lastReloadedItems += section.items }
        }
        lastReconfiguredItems = snapshot.reconfiguredItemIdentifiers
        guard let collectionView, let cellProvider else { return }
        for item in lastReconfiguredItems {
            guard let indexPath = current.indexPath(ofItem: item) else { continue }
            collectionView.reconfigureCell(at: indexPath) { cellProvider(collectionView, indexPath, item) }
        }
    }

    /// Records a stage's operations in the batch being built, all at once: the same operations,
    /// in the same order, as calling the UIKit method of each one by one (``CollectionView/record(_:)``),
    /// without a check of the data source per operation.
    private func record(_ operations: [BatchOperation], in view: CollectionView) throws {
        isRecordingOperations = true
        defer { isRecordingOperations = false }
        try view.record(operations)
    }
}
