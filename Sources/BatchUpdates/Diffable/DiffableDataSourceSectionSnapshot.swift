import Foundation

/// The items of one section as an outline: items with children, each parent expanded or
/// collapsed (the twin of `NSDiffableDataSourceSectionSnapshot`).
///
/// The section shows ``visibleItems``: every root item and, under an expanded parent, its
/// children, depth first. Apply it to a section of a `CollectionViewDiffableDataSource`: expanding
/// a parent inserts its children (they fade in below it), collapsing deletes them.
///
/// ```swift
/// var outline = DiffableDataSourceSectionSnapshot<String>()
/// outline.append(["Fruit", "Vegetables"])
/// outline.append(["apple", "pear"], to: "Fruit")
/// outline.visibleItems                 // ["Fruit", "Vegetables"]
/// outline.expand(["Fruit"])
/// outline.visibleItems                 // ["Fruit", "apple", "pear", "Vegetables"]
/// ```
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
    struct Node: Sendable, Equatable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    /// The items without a parent, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var nodes: [ItemIdentifierType: Node] = [:]

    /// An empty outline.
    public init() {}

    /// Every item, depth first (parents before their children, whether expanded or not).
    public var items: [ItemIdentifierType] { flatten(rootItems, all: true) }

    /// The items the section shows: roots, and the children of expanded parents, depth first.
    public var visibleItems: [ItemIdentifierType] { flatten(rootItems, all: false) }

    private func flatten(_ level: [ItemIdentifierType], all: Bool) -> [ItemIdentifierType] {
        level.flatMap { item -> [ItemIdentifierType] in
            guard let node = nodes[item] else { return [item] }
            return [item] + (all || node.isExpanded ? flatten(node.children, all: all) : [])
        }
    }

    /// Adds items at the end of `parent`'s children, or of the roots.
    /// - Throws: ``DiffableSnapshotError/duplicateOutlineItems(_:)``, or an unknown parent.
    mutating func append(checked items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) throws(DiffableSnapshotError) {
        if let parent {
            guard let node = nodes[parent] else { throw .unknownItemIdentifier(String(reflecting: parent), operation: "append(_:to:)") }
            try insert(items, parent: parent, at: node.children.count)
        } else {
            try insert(items, parent: nil, at: rootItems.count)
        }
    }

    /// Inserts items as siblings before `item`.
    /// - Throws: ``DiffableSnapshotError`` for duplicates or an unknown `item`.
    mutating func insert(checked items: [ItemIdentifierType], before item: ItemIdentifierType) throws(DiffableSnapshotError) {
        let (parent, index) = try siblingPosition(of: item, "insert(_:before:)")
        try insert(items, parent: parent, at: index)
    }

    /// Inserts items as siblings after `item`.
    /// - Throws: ``DiffableSnapshotError`` for duplicates or an unknown `item`.
    mutating func insert(checked items: [ItemIdentifierType], after item: ItemIdentifierType) throws(DiffableSnapshotError) {
        let (parent, index) = try siblingPosition(of: item, "insert(_:after:)")
        try insert(items, parent: parent, at: index + 1)
    }

    private func siblingPosition(of item: ItemIdentifierType, _ operation: String) throws(DiffableSnapshotError) -> (ItemIdentifierType?, Int) {
        guard let node = nodes[item] else { throw .unknownItemIdentifier(String(reflecting: item), operation: operation) }
        let siblings = node.parent.flatMap { nodes[$0]?.children } ?? rootItems
        return (node.parent, siblings.firstIndex(of: item) ?? siblings.count)
    }

    private mutating func insert(_ items: [ItemIdentifierType], parent: ItemIdentifierType?, at index: Int) throws(DiffableSnapshotError) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = items.filter { nodes[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else { throw .duplicateOutlineItems(duplicates.map { String(reflecting: $0) }) }
        for item in items { nodes[item] = Node(parent: parent) }
        if let parent { nodes[parent]?.children.insert(contentsOf: items, at: index) } else { rootItems.insert(contentsOf: items, at: index) }
    }

    /// Deletes items with all their descendants; unknown items are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            delete(node.children)
            nodes[item] = nil
            if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == item } } else { rootItems.removeAll { $0 == item } }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        rootItems = []
        nodes = [:]
    }

    /// Expands parents: their children become visible. Unknown items are ignored.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { nodes[item]?.isExpanded = true }
    }

    /// Collapses parents: their children are hidden. Unknown items are ignored.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { nodes[item]?.isExpanded = false }
    }

    /// Whether an item is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether an item is shown: a root, or a child of expanded parents all the way up.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard let node = nodes[item] else { return false }
        guard let parent = node.parent else { return true }
        return isExpanded(parent) && isVisible(parent)
    }

    /// Whether the outline holds an item.
    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }

    /// An item's depth: 0 for a root; -1 (UIKit's `NSNotFound`-like answer) when absent.
    public func level(of item: ItemIdentifierType) -> Int {
        guard let node = nodes[item] else { return -1 }
        return node.parent.map { level(of: $0) + 1 } ?? 0
    }

    /// An item's parent, or `nil` for a root or an absent item.
    public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? { nodes[item]?.parent }

    /// An item's index in ``items``, or `nil`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The outline below `parent` (with `parent` as its one root when `includingParent`).
    /// - Throws: ``DiffableSnapshotError/unknownItemIdentifier(_:operation:)``.
    func snapshot(checkedOf parent: ItemIdentifierType, includingParent: Bool = false) throws(DiffableSnapshotError) -> Self {
        guard let node = nodes[parent] else { throw .unknownItemIdentifier(String(reflecting: parent), operation: "snapshot(of:includingParent:)") }
        var result = Self()
        func copy(_ children: [ItemIdentifierType], under newParent: ItemIdentifierType?) {
            for child in children {
                result.nodes[child] = Node(parent: newParent, isExpanded: nodes[child]?.isExpanded ?? false)
                if let newParent { result.nodes[newParent]?.children.append(child) } else { result.rootItems.append(child) }
                copy(nodes[child]?.children ?? [], under: child)
            }
        }
        if includingParent {
            copy([parent], under: nil)
        } else {
            copy(node.children, under: nil)
        }
        return result
    }
}
