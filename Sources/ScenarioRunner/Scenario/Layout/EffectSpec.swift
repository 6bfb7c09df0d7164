import Foundation

/// A declarative `initial…`/`final…` provider: how an inserted element starts or a deleted one
/// ends, relative to its own attributes (`{"alpha": 0, "scale": 0.1, "center": [160, 240]}`).
///
/// Each value left out keeps the layout's own. The effect applies to inserted and deleted
/// elements only, as hand-written providers do.
package struct EffectSpec: Sendable, Equatable {
    /// The alpha, 0…1.
    package var alpha: Double?
    /// A uniform scale applied to the transform (0.1 shrinks to a tenth).
    package var scale: Double?
    /// A rotation about the z axis, in degrees, clockwise on screen.
    package var rotation: Double?
    /// A translation of the center `[dx, dy]`, in points.
    package var offset: CGPoint?
    /// An absolute center `[x, y]` in content coordinates, applied before `offset`.
    package var center: CGPoint?
    /// The z index.
    package var zIndex: Int?

    /// Creates an effect; `nil` values leave the attribute as the layout gives it.
    package init(
        alpha: Double? = nil, scale: Double? = nil, rotation: Double? = nil, offset: CGPoint? = nil,
        center: CGPoint? = nil, zIndex: Int? = nil
    ) {
        self.alpha = alpha
        self.scale = scale
        self.rotation = rotation
        self.offset = offset
        self.center = center
        self.zIndex = zIndex
    }
}

extension EffectSpec {
    /// The keys of an `appearing` or `disappearing` object.
    static let keys = ["alpha", "scale", "rotation", "offset", "center", "zIndex"]

    /// Decodes an `appearing` or `disappearing` object.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: Self.keys)
        self.init(
            alpha: try object.optional("alpha")?.number(in: 0...1),
            scale: try object.optional("scale")?.number(in: 0...1_000),
            rotation: try object.optional("rotation")?.number(in: -36_000...36_000),
            offset: try object.optional("offset")?.position(),
            center: try object.optional("center")?.position(),
            zIndex: try object.optional("zIndex")?.integer(in: ScenarioLimits.zIndex))
    }
}
