import Foundation

/// A stack layout: every item of a section on top of the previous one, like a deck of cards,
/// each shifted by `offset` (`{"stack": {"itemSize": [200, 280], "offset": [0, 8]}}`).
package struct StackLayoutSpec: Sendable, Equatable {
    /// The size of every card; `nil` keeps the layout's default.
    package var itemSize: CGSize?
    /// How far each card sits from the one below it `[dx, dy]`; `nil` keeps the layout's default.
    package var offset: CGPoint?

    /// Creates the layout's parameters; `nil` keeps the layout's defaults.
    package init(itemSize: CGSize? = nil, offset: CGPoint? = nil) {
        self.itemSize = itemSize
        self.offset = offset
    }
}

extension StackLayoutSpec {
    /// Decodes a `stack` object.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: ["itemSize", "offset"])
        self.init(itemSize: try object.optional("itemSize")?.length2D(), offset: try object.optional("offset")?.position())
    }
}
