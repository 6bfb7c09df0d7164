import Foundation

/// The smallest piece of a compositional layout, usually one cell: the twin of
/// `NSCollectionLayoutItem`.
///
/// The item's ``layoutSize`` is resolved against its group. Apple: ``edgeSpacing`` moves the item
/// relative to its container and neighbours first, then ``contentInsets`` shrink it inside the
/// room it was given (ignored on an axis whose dimension is estimated). ``supplementaryItems``
/// (badges) are attached to every cell the item places.
///
/// Items are classes, as in UIKit, so that code which configures them after creating them with
/// `let` ports unchanged. Like the layout they belong to, they are used from one thread.
@preconcurrency @MainActor
public class CollectionLayoutItem {
    /// The item's size, relative to its group.
    public let layoutSize: CollectionLayoutSize
    /// The space taken off each edge after placement (default zero).
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// The space around the item inside its group (default `nil`: none).
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Supplementary views anchored to every cell of this item (badges).
    public var supplementaryItems: [CollectionLayoutSupplementaryItem] { anchoredItems }
    /// The storage of ``supplementaryItems``, which only a group lets its users set (as UIKit).
    var anchoredItems: [CollectionLayoutSupplementaryItem]

    /// Creates an item.
    ///
    /// - Parameters:
    ///   - layoutSize: The item's size, relative to its group.
    ///   - supplementaryItems: Views anchored to every cell of this item (badges).
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.anchoredItems = supplementaryItems
    }
}

/// The edges a supplementary item is anchored to: the twin of `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable, Codable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading (left) edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing (right) edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a supplementary item sits on its container: the twin of `NSCollectionLayoutAnchor`.
///
/// The item is aligned to the container's ``edges`` (centred on an axis where neither or both
/// edges are named), then moved by ``offset``: points, or fractions of the supplementary item's
/// own size when ``isFractionalOffset``.
public struct CollectionLayoutAnchor: Sendable, Hashable, Codable {
    /// The container edges the item aligns to.
    public let edges: DirectionalRectEdge
    /// The offset from the aligned position.
    public let offset: CGPoint
    /// Whether ``offset`` is in fractions of the item's size rather than points.
    public let isFractionalOffset: Bool

    /// Aligned to `edges`, without offset.
    public init(edges: DirectionalRectEdge) { self.init(edges: edges, offset: .zero, fractional: false) }
    /// Aligned to `edges`, then moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, fractional: false) }
    /// Aligned to `edges`, then moved by `fractionalOffset` times the item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) { self.init(edges: edges, offset: fractionalOffset, fractional: true) }

    private init(edges: DirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        self.isFractionalOffset = fractional
    }

    /// Whether the offset is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// The frame of an item of `size` anchored on `container`.
    func frame(ofSize size: CGSize, in container: CGRect) -> CGRect {
        func aligned(_ low: Bool, _ high: Bool, min: CGFloat, max: CGFloat, extent: CGFloat) -> CGFloat {
            if low && !high { return min }
            if high && !low { return max - extent }
            return (min + max - extent) / 2
        }
        let x = aligned(edges.contains(.leading), edges.contains(.trailing), min: container.minX, max: container.maxX, extent: size.width)
        let y = aligned(edges.contains(.top), edges.contains(.bottom), min: container.minY, max: container.maxY, extent: size.height)
        let dx = isFractionalOffset ? offset.x * size.width : offset.x
        let dy = isFractionalOffset ? offset.y * size.height : offset.y
        return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
    }

    /// The anchor's point on `rect`: on the named edges (the middle on an axis where neither or
    /// both are named), moved by ``offset`` (fractions of `size` when ``isFractionalOffset``).
    func point(in rect: CGRect, fractionsOf size: CGSize) -> CGPoint {
        func coordinate(_ low: Bool, _ high: Bool, min: CGFloat, max: CGFloat) -> CGFloat {
            low == high ? (min + max) / 2 : (low ? min : max)
        }
        let x = coordinate(edges.contains(.leading), edges.contains(.trailing), min: rect.minX, max: rect.maxX)
        let y = coordinate(edges.contains(.top), edges.contains(.bottom), min: rect.minY, max: rect.maxY)
        let dx = isFractionalOffset ? offset.x * size.width : offset.x
        let dy = isFractionalOffset ? offset.y * size.height : offset.y
        return CGPoint(x: x + dx, y: y + dy)
    }

    /// Hashes every stored value, the geometry by its numbers (Core Graphics' geometry is not
    /// `Hashable` before the macOS 15 SDK).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(edges)
        hasher.combine(point: offset)
        hasher.combine(isFractionalOffset)
    }
}

/// A supplementary view anchored to each cell of an item (a badge), or to each instance of a
/// group: the twin of `NSCollectionLayoutSupplementaryItem`.
///
/// Its size is resolved against its container's: the cell's frame, or the group's frame less the
/// group's content insets (the area its subitems are placed in). Apple: "A supplementary item
/// follows the index path of the item it's attached to"; a badge takes its cell's index path,
/// and a group's item the index path of the instance's first cell.
public class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// The supplementary view's kind.
    public let elementKind: String
    /// Where it sits on the cell.
    public let containerAnchor: CollectionLayoutAnchor
    /// Which point of the supplementary view sits on the container anchor's point: with
    /// `itemAnchor(edges: [.bottom, .leading])` and `containerAnchor(edges: [.top, .trailing])` the
    /// view's bottom-leading corner is on the cell's top-trailing corner, outside it. Without it
    /// the view is aligned inside the container's anchored edges (``CollectionLayoutAnchor``).
    public let itemAnchor: CollectionLayoutAnchor?
    /// The stacking order (default 1, above the cell).
    public var zIndex = 1

    /// Creates a supplementary item anchored to its cell.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
                itemAnchor: CollectionLayoutAnchor? = nil) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// The view's frame on its container (a cell, or a group less its content insets), its size
    /// resolved against the container's.
    func frame(in container: CGRect) -> CGRect {
        frame(ofSize: layoutSize.resolved(in: container.size), in: container)
    }

    /// The view's frame when its size is `size` and its container's frame is `container`.
    func frame(ofSize size: CGSize, in container: CGRect) -> CGRect {
        guard let itemAnchor else { return containerAnchor.frame(ofSize: size, in: container) }
        let target = containerAnchor.point(in: container, fractionsOf: size)
        let own = itemAnchor.point(in: CGRect(origin: .zero, size: size), fractionsOf: size)
        return CGRect(x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
    }
}

/// A header or footer of a section or of the whole layout: the twin of
/// `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// With ``extendsBoundary`` (the default) the section grows to hold it, outside the section's
/// content; with ``pinToVisibleBounds`` it stays in the visible area while its section scrolls by.
/// Its index path is `(0, section)` (`(0, 0)` for the layout's own).
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// Which side of the section it sits on.
    public let alignment: RectAlignment
    /// Points it is moved by from its aligned place.
    public let offset: CGPoint
    /// Whether the section grows to hold it (default `true`); otherwise it overlaps the content.
    public var extendsBoundary = true
    /// Whether it stays in the visible area while its section scrolls by (default `false`).
    public var pinToVisibleBounds = false

    /// Creates a boundary item.
    ///
    /// - Parameters:
    ///   - layoutSize: Its size, relative to the section's content width (height when scrolling
    ///     horizontally) and the view's visible size.
    ///   - elementKind: Its kind (for example ``CollectionView/elementKindSectionHeader``).
    ///   - alignment: The side it sits on.
    ///   - absoluteOffset: Points it is moved by.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: CollectionLayoutAnchor(edges: []))
    }

    /// Where it sits around its section's (or layout's) content when the layout scrolls along
    /// `axis`: the one rule for every placement, pinning and sizing question.
    ///
    /// An alignment that names the edge where the content starts along the scrolling axis makes a
    /// header, the opposite edge a footer (corners included: `.topLeading` is a header when
    /// scrolling vertically and when scrolling horizontally). An alignment that names only an edge
    /// across the axis (`.top`/`.bottom` when scrolling horizontally, `.leading`/`.trailing` when
    /// scrolling vertically) sits on that side of the content, at its start, as Apple's example
    /// for `UICollectionViewCompositionalLayoutConfiguration` (a `.top` header and a `.bottom`
    /// footer in a horizontal layout) intends. `.none` is a footer.
    func placement(_ axis: FlowAxis) -> BoundaryPlacement {
        switch alignment {
        case .topLeading: .header
        case .bottomTrailing, .none: .footer
        case .top: axis.isVertical ? .header : .crossStart
        case .bottom: axis.isVertical ? .footer : .crossEnd
        case .leading: axis.isVertical ? .crossStart : .header
        case .trailing: axis.isVertical ? .crossEnd : .footer
        case .topTrailing: axis.isVertical ? .header : .footer
        case .bottomLeading: axis.isVertical ? .footer : .header
        }
    }
}

/// Where a boundary item sits around the content it belongs to (see
/// ``CollectionLayoutBoundarySupplementaryItem/placement(_:)``).
enum BoundaryPlacement {
    /// Before the content along the scrolling axis; with `extendsBoundary`, the content starts
    /// after it.
    case header
    /// After the content along the scrolling axis; with `extendsBoundary`, it extends the section.
    case footer
    /// Across the axis, on the side where lines start (the top when scrolling horizontally), at
    /// the content's start along the axis; with `extendsBoundary`, the groups are placed beside it.
    case crossStart
    /// Across the axis, on the side where lines end (the bottom when scrolling horizontally).
    case crossEnd

    /// Whether it pins to the visible area's start along the axis (everything but a footer).
    var pinsToStart: Bool { self != .footer }
}

/// A view behind a whole section: the twin of `NSCollectionLayoutDecorationItem`.
///
/// A background covers the section's frame (its content and insets, and the boundary items that
/// extend it), shrunk by the decoration's ``CollectionLayoutItem/contentInsets``; its index path
/// is `(0, section)`. Apple: `zIndex` 0 (the default) draws it below every other element of the
/// section; the simulator reports the zIndex as given.
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The decoration view's kind.
    public let elementKind: String
    /// The stacking order (default 0).
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background decoration for a section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
