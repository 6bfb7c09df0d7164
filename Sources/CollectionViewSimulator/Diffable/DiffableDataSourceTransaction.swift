import BatchUpdates

/// What a reordering changed (UIKit's `NSDiffableDataSourceTransaction`, iOS 15): the snapshots
/// before and after, the difference of their items, and one transaction per section.
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The snapshot before the change.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the change.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The change of the item identifiers, in snapshot order.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// The change of each section that holds an item before or after, in the final order.
    public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction between two snapshots; sections' snapshots list their items as roots.
    init(from initial: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
         to final: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        (initialSnapshot, finalSnapshot) = (initial, final)
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = (try? initial.throwing.itemIdentifiers(inSection: section)) ?? []
            let after = (try? final.throwing.itemIdentifiers(inSection: section)) ?? []
            guard before != after else { return nil }
            return DiffableDataSourceSectionTransaction(sectionIdentifier: section, before: before, after: after)
        }
    }
}

/// What a reordering changed in one section (UIKit's `NSDiffableDataSourceSectionTransaction`).
public struct DiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the change.
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the change.
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The change of the section's items.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// The transaction of a section whose items went from `before` to `after`.
    init(sectionIdentifier: SectionIdentifierType, before: [ItemIdentifierType], after: [ItemIdentifierType]) {
        self.sectionIdentifier = sectionIdentifier
        var initial = DiffableDataSourceSectionSnapshot<ItemIdentifierType>(), final = initial
        try? initial.throwing.append(before)
        try? final.throwing.append(after)
        (initialSnapshot, finalSnapshot) = (initial, final)
        difference = after.difference(from: before)
    }
}
