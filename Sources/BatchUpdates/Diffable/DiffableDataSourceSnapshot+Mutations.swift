import Foundation

/// Changing a snapshot, with UIKit's method names. Every mutation checks first and changes after,
/// so a thrown error leaves the snapshot as it was.
extension DiffableDataSourceSnapshot {
    // MARK: Sections

    /// Adds sections at the end.
    /// - Throws: ``DiffableSnapshotError/duplicateSectionIdentifiers(_:)``.
    mutating func appendSections(checked identifiers: [SectionIdentifierType]) throws(DiffableSnapshotError) {
        try insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections before another.
    /// - Throws: ``DiffableSnapshotError`` for duplicates or an unknown `beforeSection`.
    mutating func insertSections(checked identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) throws(DiffableSnapshotError) {
        try insertSections(identifiers, at: try index(ofSection: toIdentifier, "insertSections(_:beforeSection:)"))
    }

    /// Inserts sections after another.
    /// - Throws: ``DiffableSnapshotError`` for duplicates or an unknown `afterSection`.
    mutating func insertSections(checked identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) throws(DiffableSnapshotError) {
        try insertSections(identifiers, at: try index(ofSection: toIdentifier, "insertSections(_:afterSection:)") + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) throws(DiffableSnapshotError) {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { sectionIndexes[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else { throw .duplicateSectionIdentifiers(duplicates.map { String(reflecting: $0) }) }
        sections.insert(contentsOf: identifiers.map { Section(id: $0, items: []) }, at: index)
        reindexSections()
    }

    /// Deletes sections and their items; identifiers not in the snapshot are ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for section in sections where doomed.contains(section.id) {
            for item in section.items { itemSections[item] = nil }
        }
        sections.removeAll { doomed.contains($0.id) }
        reindexSections()
    }

    /// Moves a section before another.
    /// - Throws: ``DiffableSnapshotError`` for an unknown section or a move relative to itself.
    mutating func moveSection(checked identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) throws(DiffableSnapshotError) {
        try moveSection(identifier, relativeTo: toIdentifier, after: false, "moveSection(_:beforeSection:)")
    }

    /// Moves a section after another.
    /// - Throws: ``DiffableSnapshotError`` for an unknown section or a move relative to itself.
    mutating func moveSection(checked identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) throws(DiffableSnapshotError) {
        try moveSection(identifier, relativeTo: toIdentifier, after: true, "moveSection(_:afterSection:)")
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType,
                                      after: Bool, _ operation: String) throws(DiffableSnapshotError) {
        let from = try index(ofSection: identifier, operation)
        _ = try index(ofSection: target, operation)
        guard identifier != target else { throw .movedRelativeToItself(String(reflecting: identifier), operation: operation) }
        let section = sections.remove(at: from)
        reindexSections()
        let to = (sectionIndexes[target] ?? sections.count) + (after ? 1 : 0)
        sections.insert(section, at: to)
        reindexSections()
    }

    /// Marks sections for reload: every item gets a new cell when the snapshot is applied.
    /// - Throws: ``DiffableSnapshotError/unknownSectionIdentifier(_:operation:)``.
    mutating func reloadSections(checked identifiers: [SectionIdentifierType]) throws(DiffableSnapshotError) {
        for identifier in identifiers { _ = try index(ofSection: identifier, "reloadSections(_:)") }
        reloadedSectionIdentifiers += identifiers.filter { !reloadedSectionIdentifiers.contains($0) }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last one when `nil`).
    /// - Throws: ``DiffableSnapshotError`` for duplicates, no sections, or an unknown section.
    mutating func appendItems(checked identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) throws(DiffableSnapshotError) {
        guard !sections.isEmpty else { throw .noSections }
        var section = sections.count - 1
        if let sectionIdentifier { section = try index(ofSection: sectionIdentifier, "appendItems(_:toSection:)") }
        try removeExisting(identifiers, anchor: nil, "appendItems(_:toSection:)")
        try insertItems(identifiers, section: section, at: sections[section].items.count)
    }

    /// Inserts items before another.
    /// - Throws: ``DiffableSnapshotError`` for duplicates or an unknown `beforeItem`.
    mutating func insertItems(checked identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) throws(DiffableSnapshotError) {
        try removeExisting(identifiers, anchor: beforeIdentifier, "insertItems(_:beforeItem:)")
        let location = try location(ofItem: beforeIdentifier, "insertItems(_:beforeItem:)")
        try insertItems(identifiers, section: location.section, at: location.item)
    }

    /// Inserts items after another.
    /// - Throws: ``DiffableSnapshotError`` for duplicates or an unknown `afterItem`.
    mutating func insertItems(checked identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) throws(DiffableSnapshotError) {
        try removeExisting(identifiers, anchor: afterIdentifier, "insertItems(_:afterItem:)")
        let location = try location(ofItem: afterIdentifier, "insertItems(_:afterItem:)")
        try insertItems(identifiers, section: location.section, at: location.item + 1)
    }

    /// Under ``DuplicateItemIdentifierPolicy/moveExisting``, takes out the items about to be added
    /// that the snapshot holds, so that they move to where they are added (their reload and
    /// reconfigure marks stay). Checks first, so that a throw leaves the snapshot as it was.
    ///
    /// - Throws: ``DiffableSnapshotError/duplicateItemIdentifiers(_:)`` for an identifier repeated
    ///   in the call, ``DiffableSnapshotError/unknownItemIdentifier(_:operation:)`` for an unknown
    ///   anchor, ``DiffableSnapshotError/movedRelativeToItself(_:operation:)`` when the anchor is
    ///   one of the items.
    private mutating func removeExisting(_ identifiers: [ItemIdentifierType], anchor: ItemIdentifierType?,
                                         _ operation: String) throws(DiffableSnapshotError) {
        guard duplicateItemIdentifierPolicy == .moveExisting else { return }
        var seen = Set<ItemIdentifierType>()
        let repeated = identifiers.filter { !seen.insert($0).inserted }
        guard repeated.isEmpty else { throw .duplicateItemIdentifiers(repeated.map { String(reflecting: $0) }) }
        if let anchor {
            _ = try location(ofItem: anchor, operation)
            if seen.contains(anchor) { throw .movedRelativeToItself(String(reflecting: anchor), operation: operation) }
        }
        deleteItems(identifiers)
    }

    private mutating func insertItems(_ identifiers: [ItemIdentifierType], section: Int, at index: Int) throws(DiffableSnapshotError) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = identifiers.filter { itemSections[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else { throw .duplicateItemIdentifiers(duplicates.map { String(reflecting: $0) }) }
        sections[section].items.insert(contentsOf: identifiers, at: index)
        for identifier in identifiers { itemSections[identifier] = sections[section].id }
    }

    /// Deletes items; identifiers not in the snapshot are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers.filter { itemSections[$0] != nil })
        guard !doomed.isEmpty else { return }
        let touched = Set(doomed.compactMap { itemSections[$0] })
        for index in sections.indices where touched.contains(sections[index].id) {
            sections[index].items.removeAll { doomed.contains($0) }
        }
        for identifier in doomed { itemSections[identifier] = nil }
    }

    /// Deletes every item and every section, and the reload and reconfigure marks with them, as
    /// UIKit's does: the snapshot is then empty, so apps that start over from the data source's
    /// snapshot (`deleteAllItems()`, then `appendSections` with the same identifiers) append the
    /// sections again without a duplicate-section raise. The duplicate-item policy is kept.
    public mutating func deleteAllItems() {
        sections = []
        sectionIndexes = [:]
        itemSections = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    /// Moves an item before another (possibly in another section).
    /// - Throws: ``DiffableSnapshotError`` for an unknown item or a move relative to itself.
    mutating func moveItem(checked identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) throws(DiffableSnapshotError) {
        try moveItem(identifier, relativeTo: toIdentifier, after: false, "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another (possibly in another section).
    /// - Throws: ``DiffableSnapshotError`` for an unknown item or a move relative to itself.
    mutating func moveItem(checked identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) throws(DiffableSnapshotError) {
        try moveItem(identifier, relativeTo: toIdentifier, after: true, "moveItem(_:afterItem:)")
    }

    private mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType,
                                   after: Bool, _ operation: String) throws(DiffableSnapshotError) {
        let from = try location(ofItem: identifier, operation)
        _ = try location(ofItem: target, operation)
        guard identifier != target else { throw .movedRelativeToItself(String(reflecting: identifier), operation: operation) }
        sections[from.section].items.remove(at: from.item)
        let to = try location(ofItem: target, operation)
        sections[to.section].items.insert(identifier, at: to.item + (after ? 1 : 0))
        itemSections[identifier] = sections[to.section].id
    }

    /// Marks items for reload: each gets a new cell, cross-faded, when the snapshot is applied.
    /// - Throws: ``DiffableSnapshotError/unknownItemIdentifier(_:operation:)``.
    mutating func reloadItems(checked identifiers: [ItemIdentifierType]) throws(DiffableSnapshotError) {
        reloadedItemIdentifiers = try marking(identifiers, in: reloadedItemIdentifiers, "reloadItems(_:)")
    }

    /// Marks items for reconfiguring (iOS 15): each keeps its cell, updated in place without
    /// animation, when the snapshot is applied.
    /// - Throws: ``DiffableSnapshotError/unknownItemIdentifier(_:operation:)``.
    mutating func reconfigureItems(checked identifiers: [ItemIdentifierType]) throws(DiffableSnapshotError) {
        reconfiguredItemIdentifiers = try marking(identifiers, in: reconfiguredItemIdentifiers, "reconfigureItems(_:)")
    }

    private func marking(_ identifiers: [ItemIdentifierType], in marks: [ItemIdentifierType],
                         _ operation: String) throws(DiffableSnapshotError) -> [ItemIdentifierType] {
        for identifier in identifiers where itemSections[identifier] == nil {
            throw .unknownItemIdentifier(String(reflecting: identifier), operation: operation)
        }
        var present = Set(marks)
        return marks + identifiers.filter { present.insert($0).inserted }
    }

    /// The same sections and items without reload or reconfigure marks (what a data source keeps
    /// once it has applied the snapshot).
    public var withoutMarks: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }
}
