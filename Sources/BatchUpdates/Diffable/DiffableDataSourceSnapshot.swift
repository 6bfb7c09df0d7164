import Foundation

/// The state of a diffable data source: sections of unique identifiers, and which items and
/// sections to reload or reconfigure when it is applied (the twin of
/// `NSDiffableDataSourceSnapshot`, with its method names).
///
/// Identifiers are unique across the snapshot (items among items, sections among sections); a
/// change that would break that, or that names an identifier the snapshot does not hold, leaves the
/// snapshot as it was and raises a ``UIKitException`` where UIKit raises one (its twin behind
/// ``throwing`` throws the ``DiffableSnapshotError`` instead).
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, String>()
/// snapshot.appendSections(["fruit"])
/// snapshot.appendItems(["apple", "pear"])
/// snapshot.insertItems(["fig"], beforeItem: "pear")
/// snapshot.itemIdentifiers            // ["apple", "fig", "pear"]
/// snapshot.indexOfItem("pear")        // 2
/// ```
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Section = SnapshotSection<SectionIdentifierType, ItemIdentifierType>

    /// The sections with their items, in order.
    public internal(set) var sections: [Section] = []
    /// Each section's index.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Each item's section.
    var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// Items to reload when applied (a new cell, cross-faded), in the order they were marked.
    public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Items to reconfigure when applied (the same cell, updated in place, no animation).
    public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    /// Sections to reload when applied.
    public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// What appending or inserting items the snapshot already holds does: throw (iOS 13–14, the
    /// default) or move them (iOS 15 and later). Not part of equality.
    public var duplicateItemIdentifierPolicy = DuplicateItemIdentifierPolicy.raise

    /// An empty snapshot.
    public init() {}

    /// A snapshot of `sections`, checked for unique identifiers.
    ///
    /// - Throws: ``DiffableSnapshotError`` for a repeated section or item identifier.
    public init(_ sections: [Section]) throws(DiffableSnapshotError) {
        try appendSections(checked: sections.map(\.id))
        for section in sections { try appendItems(checked: section.items, toSection: section.id) }
    }

    // MARK: Queries

    /// The number of items in every section.
    public var numberOfItems: Int { itemSections.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item identifier, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The number of items in a section.
    /// - Throws: ``DiffableSnapshotError/unknownSectionIdentifier(_:operation:)``.
    func numberOfItems(checkedInSection identifier: SectionIdentifierType) throws(DiffableSnapshotError) -> Int {
        try itemIdentifiers(checkedInSection: identifier).count
    }

    /// A section's items (UIKit 14+ raises for an unknown section, as this throws).
    /// - Throws: ``DiffableSnapshotError/unknownSectionIdentifier(_:operation:)``.
    func itemIdentifiers(checkedInSection identifier: SectionIdentifierType) throws(DiffableSnapshotError) -> [ItemIdentifierType] {
        sections[try index(ofSection: identifier, "itemIdentifiers(inSection:)")].items
    }

    /// The section holding an item, or `nil`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The item's index among all items (section after section), or `nil`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let position = sectionIndexes[section],
              let item = sections[position].items.firstIndex(of: identifier) else { return nil }
        return sections[..<position].reduce(item) { $0 + $1.items.count }
    }

    /// The item's index path, or `nil`.
    public func indexPath(ofItem identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSections[identifier], let position = sectionIndexes[section],
              let item = sections[position].items.firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: position)
    }

    /// The section's index, or `nil`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    func index(ofSection identifier: SectionIdentifierType, _ operation: String) throws(DiffableSnapshotError) -> Int {
        guard let index = sectionIndexes[identifier] else {
            throw .unknownSectionIdentifier(String(reflecting: identifier), operation: operation)
        }
        return index
    }

    func location(ofItem identifier: ItemIdentifierType, _ operation: String) throws(DiffableSnapshotError) -> (section: Int, item: Int) {
        guard let section = itemSections[identifier], let position = sectionIndexes[section],
              let item = sections[position].items.firstIndex(of: identifier) else {
            throw .unknownItemIdentifier(String(reflecting: identifier), operation: operation)
        }
        return (position, item)
    }

    /// Rebuilds the section indexes after sections were inserted, deleted or moved.
    mutating func reindexSections() {
        sectionIndexes = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($0.element.id, $0.offset) })
    }
}

extension DiffableDataSourceSnapshot: Equatable {
    /// Snapshots are equal when their sections, items and reload and reconfigure marks are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sections == rhs.sections && lhs.reloadedItemIdentifiers == rhs.reloadedItemIdentifiers
            && lhs.reconfiguredItemIdentifiers == rhs.reconfiguredItemIdentifiers
            && lhs.reloadedSectionIdentifiers == rhs.reloadedSectionIdentifiers
    }
}
