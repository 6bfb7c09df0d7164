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
    var boundaries: [PlacedBoundary] = []
    var decorations: [PlacedDecoration] = []
    /// For orthogonal sections: the distance between consecutive groups' leading edges, the
    /// first group's leading edge and the whole row's length, across the scrolling axis.
    var groupStride: CGFloat = 0
    var groupLength: CGFloat = 0
    var rowLength: CGFloat = 0

    var isOrthogonal: Bool { section.orthogonalScrollingBehavior != .none }

    /// The item a cell comes from.
    func leafItem(ofCell item: Int) -> CollectionLayoutItem? {
        leafItems.leafItem(ofCell: item)
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
