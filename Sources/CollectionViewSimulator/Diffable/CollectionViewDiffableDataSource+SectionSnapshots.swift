import BatchUpdates
import Foundation

/// Outlines (`NSDiffableDataSourceSectionSnapshot`): a section shows an outline's visible items;
/// expanding or collapsing a parent and applying the outline animates its children in or out.
extension CollectionViewDiffableDataSource {
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Makes a section show an outline's visible items (appending the section when the snapshot
    /// has none), and animates the change like
    /// ``apply(_:animatingDifferences:completion:fileID:filePath:line:column:)``, all or nothing.
    ///
    /// Where UIKit raises (an item of the outline shown in another section,
    /// ``DiffableSnapshotError/duplicateItemIdentifiers(_:)``, or what `apply` raises for), nothing
    /// changes, the ``UIKitException`` is kept in ``raisedExceptions`` and handed on, and `[]` is
    /// returned. ``throwing`` has the twin that throws.
    ///
    /// - Parameters:
    ///   - snapshot: The outline.
    ///   - section: The section that shows it.
    ///   - animatingDifferences: `false` applies in zero time.
    ///   - completion: Called when the animation ends.
    ///   - fileID: The caller's `#fileID` (defaulted), kept in a raised exception.
    ///   - filePath: The caller's `#filePath` (defaulted).
    ///   - line: The caller's `#line` (defaulted).
    ///   - column: The caller's `#column` (defaulted).
    /// - Returns: One animation per stage; none after a raise.
    @discardableResult
    public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                      completion: (() -> Void)? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                      line: UInt = #line, column: UInt = #column) -> [UpdateAnimation] {
        raising([], fileID: fileID, filePath: filePath, line: line, column: column) {
            try applyThrowing(snapshot, to: section, animatingDifferences: animatingDifferences, completion: completion)
        }
    }

    /// The twin's body: the outline applied, throwing where UIKit raises.
    func applyThrowing(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool,
                       completion: (() -> Void)?) throws -> [UpdateAnimation] {
        var next = self.snapshot()
        if next.indexOfSection(section) == nil {
            try next.throwing.appendSections([section])
        } else {
            next.deleteItems(try next.throwing.itemIdentifiers(inSection: section))
        }
        try next.throwing.appendItems(snapshot.visibleItems, toSection: section)
        let animations = try applyThrowing(next, animatingDifferences: animatingDifferences, completion: completion)
        sectionSnapshots[section] = snapshot
        return animations
    }

    /// The outline a section shows: the one last applied to it, or its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let outline = sectionSnapshots[section] { return outline }
        var outline = SectionSnapshot()
        try? outline.throwing.append((try? snapshot().throwing.itemIdentifiers(inSection: section)) ?? [])
        return outline
    }
}
