import Foundation

/// An interactive movement (UIKit's reordering):
/// `{"drag": {"item": "0-1", "path": [[160, 30], [250, 90]], "then": "end"}}`.
///
/// `beginInteractiveMovementForItem(at:)` lifts `item` (it must be on screen), then
/// `updateInteractiveMovementTargetPosition(_:)` goes to each point of `path` in turn (content
/// coordinates), then `endInteractiveMovement()` (`"then": "end"`, the default: the item stays
/// where it was dropped and the data source moves it) or `cancelInteractiveMovement()`
/// (`"then": "cancel"`: everything goes back). Every point that changes the item's target index
/// path is an animated update with the step's animation; the next point is reached once it has
/// ended. The drop or cancel is the step's last animation.
package struct DragStepSpec: Sendable, Equatable {
    /// The item lifted.
    package var item: IndexPath
    /// The finger's positions in turn, in content coordinates.
    package var path: [CGPoint]
    /// `true` ends the movement (`endInteractiveMovement()`), `false` cancels it.
    package var ends: Bool

    /// Creates a drag.
    package init(item: IndexPath, path: [CGPoint], ends: Bool = true) {
        self.item = item
        self.path = path
        self.ends = ends
    }

    /// Decodes the step's object: `item`, `path` (at least one point), `then`.
    ///
    /// - Throws: ``ScenarioError`` naming the key and what is wrong with it.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: ["item", "path", "then"])
        item = try SelectionStepSpec.indexPath(try object.required("item"))
        let pathNode = try object.required("path")
        path = []
        for element in try pathNode.array() { path.append(try element.position()) }
        guard !path.isEmpty else {
            throw pathNode.error("a drag needs at least one point", suggestion: "write the finger's positions as [[x, y], …]")
        }
        ends = try object.optional("then")?.choice([(key: "end", value: true), (key: "cancel", value: false)], what: "ending") ?? true
    }
}
