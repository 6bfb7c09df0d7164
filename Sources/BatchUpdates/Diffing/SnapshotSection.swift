/// One section of a snapshot: the section's identifier and its items' identifiers, in order.
///
/// A snapshot is an array of sections, as a diffable data source holds it. Identifiers must be
/// unique within a snapshot: section identifiers among sections, item identifiers across all
/// sections.
///
/// ```swift
/// let snapshot = [SnapshotSection(id: "fruit", items: ["apple", "pear"]),
///                 SnapshotSection(id: "veg", items: ["leek"])]
/// ```
public struct SnapshotSection<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable, Hashable {
    /// The section's identifier.
    public var id: SectionID
    /// The identifiers of the section's items, in display order.
    public var items: [ItemID]

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - id: The section's identifier.
    ///   - items: The identifiers of the section's items, in display order.
    public init(id: SectionID, items: [ItemID]) {
        self.id = id
        self.items = items
    }
}
