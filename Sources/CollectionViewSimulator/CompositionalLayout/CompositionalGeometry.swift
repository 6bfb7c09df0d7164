import Foundation

/// A header or footer placed by a compositional layout (a section's or the layout's own).
struct PlacedBoundary {
    var item: CollectionLayoutBoundarySupplementaryItem
    var frame: CGRect
}

/// A background placed behind a section.
struct PlacedDecoration {
    var kind: String
    var frame: CGRect
    var zIndex: Int
}

/// A supplementary item of a group instance, placed: its frame (before any orthogonal scrolling)
/// and the cell whose index path it takes (the instance's first).
struct PlacedGroupSupplementary {
    var item: CollectionLayoutSupplementaryItem
    var frame: CGRect
    var cell: Int
}

/// One prepared section: frames of its cells, headers, footers and backgrounds, its extent along
/// the scrolling axis and, for an orthogonal section, what its own scrolling needs.
@MainActor struct CompositionalSectionGeometry {
    var section: CollectionLayoutSection
    var environment: CollectionLayoutEnvironment
    /// From the first header to the last footer, along the scrolling axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// The groups and the section's content insets, along the scrolling axis.
    var contentStart: CGFloat = 0
    var contentEnd: CGFloat = 0
    /// The section's extent across the scrolling axis (inside the inset reference).
    var crossStart: CGFloat = 0
    var crossEnd: CGFloat = 0
    /// Every cell's frame, before any orthogonal scrolling.
    var itemFrames: [CGRect] = []
    /// Cells whose zIndex is not 0 (custom groups).
    var itemZIndexes: [Int: Int] = [:]
    /// Finds the cells that may overlap a range along the scrolling axis.
    var itemIndex = ExtentIndex()
    /// The leaf items of one group, in placement order: cell `i` comes from
    /// `leafItems[i % leafItems.count]`.
    var leafItems: [CollectionLayoutItem] = []
    /// The supplementary items that take a cell's index path.
    private(set) var cellAnchors = CellAnchors()
    /// Every group instance's supplementary items, in placement order.
    private(set) var groupSupplementaries: [PlacedGroupSupplementary] = []
    /// Finds the group supplementaries that may overlap a range along the scrolling axis.
    private(set) var groupSupplementaryIndex = ExtentIndex()
    /// ``groupSupplementaries`` indices by cell.
    private var groupSupplementariesByCell: [Int: [Int]] = [:]
    var boundaries: [PlacedBoundary] = []
    var decorations: [PlacedDecoration] = []
    /// For orthogonal sections: the distance between consecutive groups' leading edges, the
    /// first group's leading edge and the whole row's length, across the scrolling axis.
    var groupStride: CGFloat = 0
    var groupLength: CGFloat = 0
    var rowLength: CGFloat = 0

    var isOrthogonal: Bool { section.orthogonalScrollingBehavior != .none }

    /// A section with nothing placed yet.
    init(section: CollectionLayoutSection, environment: CollectionLayoutEnvironment) {
        self.section = section
        self.environment = environment
    }

    /// The item a cell comes from.
    func leafItem(ofCell item: Int) -> CollectionLayoutItem? {
        leafItems.leafItem(ofCell: item)
    }

    /// The group supplementaries at cell `item`'s index path.
    func groupSupplementaries(ofCell item: Int) -> [PlacedGroupSupplementary] {
        (groupSupplementariesByCell[item] ?? []).map { groupSupplementaries[$0] }
    }

    /// Records one group's arrangement, which the section's `cellCount` cells repeat: its leaf
    /// items and, by the cell they take the index path of, the supplementary items anchored there.
    mutating func setLeaves(_ leaves: [PlacedLeaf], groups: [PlacedGroup], cellCount: Int) {
        leafItems = leaves.map(\.item)
        cellAnchors = CellAnchors(leaves: leafItems, groups: groups, cellCount: cellCount)
    }

    /// Records a group instance's supplementary item.
    mutating func appendGroupSupplementary(_ item: CollectionLayoutSupplementaryItem, frame: CGRect, cell: Int, axis: FlowAxis) {
        groupSupplementariesByCell[cell, default: []].append(groupSupplementaries.count)
        groupSupplementaries.append(PlacedGroupSupplementary(item: item, frame: frame, cell: cell))
        let (low, high) = axis.stackRange(of: frame)
        groupSupplementaryIndex.append(start: low, end: high)
    }
}

/// The supplementary items that take a cell's index path in one section, by the cell's place
/// among the section's leaf items (the groups repeat them): the leaf's badges, then the items of
/// every group (at any nesting level) whose first cell it is.
@MainActor struct CellAnchors {
    private var byLeaf: [[CollectionLayoutSupplementaryItem]] = []
    /// How many cells the section has.
    private(set) var cellCount = 0

    /// No cells.
    init() {}

    /// The anchors of `cellCount` cells that repeat one group's arrangement.
    init(leaves: [CollectionLayoutItem], groups: [PlacedGroup], cellCount: Int) {
        self.cellCount = cellCount
        byLeaf = leaves.map(\.supplementaryItems)
        for group in groups where byLeaf.indices.contains(group.firstLeaf) {
            byLeaf[group.firstLeaf] += group.group.supplementaryItems
        }
    }

    /// Every kind anchored to some cell.
    var kinds: Set<String> { Set(byLeaf.joined().map(\.elementKind)) }

    /// The items at cell `item`'s index path (none outside the cells: a negative index, which
    /// UIKit's reload arithmetic can produce, or one past the last cell).
    func items(ofCell item: Int) -> [CollectionLayoutSupplementaryItem] {
        byLeaf.isEmpty || !(0..<cellCount).contains(item) ? [] : byLeaf[item % byLeaf.count]
    }
}

@MainActor extension Array where Element == CellAnchors {
    /// Whether an item of `kind` takes `indexPath`, in the sections these anchors describe.
    func anchors(_ kind: String, at indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, indices.contains(indexPath.section) else { return false }
        return self[indexPath.section].items(ofCell: indexPath.item).contains { $0.elementKind == kind }
    }
}

extension Array where Element == CollectionLayoutItem {
    /// The item, of a section's leaf items in order, that cell `item` comes from (the groups
    /// repeat them); `nil` for an empty section or a negative item index, which UIKit's reload
    /// arithmetic can produce for an index path that never gets a cell.
    func leafItem(ofCell item: Int) -> CollectionLayoutItem? {
        isEmpty || item < 0 ? nil : self[item % count]
    }
}

/// Everything a compositional layout prepared.
@MainActor struct CompositionalGeometry {
    var axis = FlowAxis()
    var sections: [CompositionalSectionGeometry] = []
    var sectionIndex = ExtentIndex()
    /// The layout's own headers and footers (configuration `boundarySupplementaryItems`).
    var layoutBoundaries: [PlacedBoundary] = []
    var contentSize: CGSize = .zero
}
