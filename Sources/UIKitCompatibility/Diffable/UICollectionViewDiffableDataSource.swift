import BatchUpdates
import CollectionViewSimulator

// UIKit's names for diffable data sources (issue #17). The snapshot's mutating methods throw
// where UIKit raises an exception, so ported code adds `try`.

/// UIKit's `NSDiffableDataSourceSnapshot`: ``BatchUpdates/DiffableDataSourceSnapshot``.
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

/// UIKit's `UICollectionViewDiffableDataSource`: ``CollectionViewSimulator/CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    CollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

/// UIKit's `NSDiffableDataSourceSectionSnapshot`: ``BatchUpdates/DiffableDataSourceSectionSnapshot``.
public typealias NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSectionSnapshot<ItemIdentifierType>

/// UIKit's `NSDiffableDataSourceTransaction`: ``CollectionViewSimulator/DiffableDataSourceTransaction``,
/// what `reorderingHandlers` get.
public typealias NSDiffableDataSourceTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

/// UIKit's `NSDiffableDataSourceSectionTransaction`: ``CollectionViewSimulator/DiffableDataSourceSectionTransaction``.
public typealias NSDiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> =
    DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>
