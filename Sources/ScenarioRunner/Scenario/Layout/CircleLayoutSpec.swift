import Foundation

/// Apple's WWDC 2012 CircleLayout: `{"circle": {}}` or `{"circle": {"itemSize": [60, 60], "radius": 120}}`.
package struct CircleLayoutSpec: Sendable, Equatable {
    /// The size of every item; `nil` is the sample's 70 × 70.
    package var itemSize: CGSize?
    /// The circle's radius; `nil` is the sample's `min(width, height) / 2.5` of the view.
    package var radius: CGFloat?

    /// Creates the layout's parameters; `nil` keeps the sample's values.
    package init(itemSize: CGSize? = nil, radius: CGFloat? = nil) {
        self.itemSize = itemSize
        self.radius = radius
    }
}

extension CircleLayoutSpec {
    /// Decodes a `circle` object.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: ["itemSize", "radius"])
        self.init(itemSize: try object.optional("itemSize")?.length2D(), radius: try object.optional("radius")?.length())
    }
}
