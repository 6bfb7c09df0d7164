import Foundation

/// Where a cell, supplementary or decoration view is drawn among a collection view's views: the
/// one rule behind the order of the collection view's ``View/subviews`` (so of hit testing) and
/// the order the timeline's pictures draw a frame's views in.
///
/// Back to front: by zIndex (UIKit's documentation of `UICollectionViewLayoutAttributes.zIndex`:
/// "items with higher index values appear on top of items with lower values"), then, among equal
/// zIndexes, in the elements' stable order (cells, supplementary views, decoration views; by
/// index path and kind), and for one element a view named by its index path after a change before
/// one named by its index path before it (a reloaded item's outgoing view, a deleted item's view
/// leaving over an inserted one). UIKit documents no order among equal zIndexes; this one is
/// deterministic.
package struct DrawingOrder: Comparable, Sendable {
    /// The view's zIndex (a view's layer `zPosition`, which the collection view sets to it).
    package let zIndex: CGFloat
    /// The element the view shows.
    package let element: ElementID
    /// Whether the view is named by the element's index path before the change: it has none after.
    package let isNamedBeforeUpdate: Bool

    /// The place of a view showing `element` with `zIndex`.
    package init(zIndex: CGFloat, element: ElementID, isNamedBeforeUpdate: Bool) {
        self.zIndex = zIndex
        self.element = element
        self.isNamedBeforeUpdate = isNamedBeforeUpdate
    }

    /// The place of a track's view showing `value` (its sampled zIndex).
    package init(_ track: ViewTrack, showing value: AnimatedAttributes) {
        self.init(zIndex: CGFloat(value.zIndex), element: track.element, isNamedBeforeUpdate: track.isNamedBeforeUpdate)
    }

    package static func < (lhs: DrawingOrder, rhs: DrawingOrder) -> Bool {
        if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
        if lhs.element != rhs.element { return lhs.element < rhs.element }
        return !lhs.isNamedBeforeUpdate && rhs.isNamedBeforeUpdate
    }
}

extension DrawingOrder {
    /// The positions of `places`, back to front; equal places keep their order.
    ///
    /// The sort moves small plain keys (the zIndex, the numbers that order the element before its
    /// kind, the position) instead of the places and elements themselves: every display pass sorts
    /// the views on screen, and copying, retaining and comparing index paths and kind strings was
    /// most of that pass's cost. Keys the numbers do not tell apart are compared by their places.
    package static func orderedPositions(of places: [DrawingOrder]) -> [Int] {
        ElementID.orderedPositions(count: places.count, leadingKey: { places[$0].zIndex }, element: { places[$0].element }) {
            let (left, right) = (places[$0], places[$1])
            return left != right ? left < right : $0 < $1
        }
    }
}

extension Sequence {
    /// The elements back to front by their ``DrawingOrder`` (``DrawingOrder/orderedPositions(of:)``);
    /// elements in the same place keep the sequence's order.
    ///
    /// - Parameter place: Each element's place.
    /// - Returns: The elements in drawing order.
    package func sortedInDrawingOrder(by place: (Element) -> DrawingOrder) -> [Element] {
        let elements = Array(self)
        var places: [DrawingOrder] = []
        places.reserveCapacity(elements.count)
        for element in elements { places.append(place(element)) }
        var sorted: [Element] = []
        sorted.reserveCapacity(elements.count)
        for position in DrawingOrder.orderedPositions(of: places) { sorted.append(elements[position]) }
        return sorted
    }
}
