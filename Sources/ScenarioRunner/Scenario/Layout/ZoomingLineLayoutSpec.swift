import Foundation

/// A zooming line layout, after Apple's LineLayout sample: one horizontal line of items that
/// scale up as they near the view's centre and snap to the nearest item when a scroll ends.
///
/// `{"zoomingLine": {"itemSize": [200, 200], "spacing": 50, "activeDistance": 200, "zoomFactor": 0.3}}`
package struct ZoomingLineLayoutSpec: Sendable, Equatable {
    /// The size of every item before zooming; `nil` keeps the layout's default.
    package var itemSize: CGSize?
    /// The spacing between items along the line; `nil` keeps the layout's default.
    package var spacing: CGFloat?
    /// How far from the centre an item starts to zoom, in points; `nil` keeps the layout's default.
    package var activeDistance: CGFloat?
    /// How much larger an item at the very centre is (0.3 is 130 %); `nil` keeps the layout's default.
    package var zoomFactor: Double?

    /// Creates the layout's parameters; `nil` keeps the layout's defaults.
    package init(itemSize: CGSize? = nil, spacing: CGFloat? = nil, activeDistance: CGFloat? = nil, zoomFactor: Double? = nil) {
        self.itemSize = itemSize
        self.spacing = spacing
        self.activeDistance = activeDistance
        self.zoomFactor = zoomFactor
    }
}

extension ZoomingLineLayoutSpec {
    /// Decodes a `zoomingLine` object.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: ["itemSize", "spacing", "activeDistance", "zoomFactor"])
        self.init(
            itemSize: try object.optional("itemSize")?.length2D(),
            spacing: try object.optional("spacing")?.length(),
            activeDistance: try object.optional("activeDistance")?.length(),
            zoomFactor: try object.optional("zoomFactor")?.number(in: 0...10))
    }
}
