/// A built-in layout and the effects it gives inserted and deleted elements:
/// `{"flow": {…}, "appearing": {"alpha": 0, "scale": 0.5}}`.
package struct LayoutSpec: Sendable, Equatable {
    /// Which layout, with its parameters.
    package enum Kind: Sendable, Equatable {
        /// `UICollectionViewFlowLayout`, every property.
        case flow(FlowLayoutSpec)
        /// Apple's WWDC 2012 CircleLayout.
        case circle(CircleLayoutSpec)
        /// A flow layout with a decoration view behind each row (`RowDecorationFlowLayout`).
        case rowDecoration(FlowLayoutSpec)
        /// A horizontal line of items that grow as they near the centre, snapping to the nearest.
        case zoomingLine(ZoomingLineLayoutSpec)
        /// Items stacked on top of each other, like a deck of cards.
        case stack(StackLayoutSpec)
        /// `UICollectionViewCompositionalLayout` from items, groups and sections.
        case compositional(CompositionalLayoutSpec)
        /// `UICollectionViewCompositionalLayout.list(using:)`.
        case list(ListLayoutSpec)

        /// The key that names the kind in a file: `flow`, `circle`, `rowDecoration`,
        /// `zoomingLine`, `stack`, `compositional` or `list`.
        package var name: String {
            switch self {
            case .flow: "flow"
            case .circle: "circle"
            case .rowDecoration: "rowDecoration"
            case .zoomingLine: "zoomingLine"
            case .stack: "stack"
            case .compositional: "compositional"
            case .list: "list"
            }
        }
    }

    /// Which layout.
    package var kind: Kind
    /// Where inserted elements start, relative to their attributes after the update; `nil` keeps
    /// the layout's own `initial…` attributes.
    package var appearing: EffectSpec?
    /// Where deleted elements end, relative to their attributes before the update; `nil` keeps
    /// the layout's own `final…` attributes.
    package var disappearing: EffectSpec?

    /// Creates a layout.
    package init(_ kind: Kind, appearing: EffectSpec? = nil, disappearing: EffectSpec? = nil) {
        self.kind = kind
        self.appearing = appearing
        self.disappearing = disappearing
    }
}

extension LayoutSpec {
    static let kindNames = ["flow", "circle", "rowDecoration", "zoomingLine", "stack", "compositional", "list"]

    /// Decodes a `layout` object: exactly one kind, and optional `appearing` / `disappearing`.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: Self.kindNames + ["appearing", "disappearing"])
        let (name, parameters) = try object.exactlyOne(of: Self.kindNames, describing: "a layout")
        let kind: Kind = switch name {
        case "flow": .flow(try FlowLayoutSpec(node: parameters))
        case "circle": .circle(try CircleLayoutSpec(node: parameters))
        case "rowDecoration": .rowDecoration(try FlowLayoutSpec(node: parameters))
        case "zoomingLine": .zoomingLine(try ZoomingLineLayoutSpec(node: parameters))
        case "compositional": .compositional(try CompositionalLayoutSpec(node: parameters))
        case "list": .list(try ListLayoutSpec(node: parameters))
        default: .stack(try StackLayoutSpec(node: parameters))
        }
        for (key, overridden) in Self.overriddenEffects(of: name) {
            guard let effect = try object.optional(key)?.object(keys: EffectSpec.keys) else { continue }
            if let (property, what) = overridden.first(where: { effect.has($0.key) }), let node = effect.optional(property) {
                throw node.error("the \(name) layout sets \(what) itself, so '\(property)' would have no effect",
                                 suggestion: "remove it, or use a layout that leaves it to the effect, such as flow")
            }
        }
        self.init(
            kind, appearing: try object.optional("appearing").map { node throws(ScenarioError) in try EffectSpec(node: node) },
            disappearing: try object.optional("disappearing").map { node throws(ScenarioError) in try EffectSpec(node: node) })
    }

    /// The `appearing` and `disappearing` keys that a sample layout's own providers overwrite, in
    /// the order checked, with what the layout sets: refused rather than accepted with no effect.
    /// `CircleLayout` starts an inserted item at the centre, transparent, and ends a deleted one
    /// there, transparent, scaled to a tenth; `StackLayout` slides cards in from below, opaque, and
    /// out above, transparent (their `initial…`/`final…` providers, after `super`).
    private static func overriddenEffects(of kind: String) -> [(key: String, properties: KeyValuePairs<String, String>)] {
        switch kind {
        case "circle":
            [("appearing", ["alpha": "an inserted item's alpha (0)", "center": "an inserted item's centre (the circle's)",
                            "offset": "an inserted item's centre (the circle's)"]),
             ("disappearing", ["alpha": "a deleted item's alpha (0)", "center": "a deleted item's centre (the circle's)",
                               "offset": "a deleted item's centre (the circle's)", "scale": "a deleted item's transform (scaled to a tenth)",
                               "rotation": "a deleted item's transform (scaled to a tenth)"])]
        case "stack":
            [("appearing", ["alpha": "an inserted card's alpha (1)", "center": "an inserted card's centre (below the view)",
                            "offset": "an inserted card's centre (below the view)"]),
             ("disappearing", ["alpha": "a deleted card's alpha (0)", "center": "a deleted card's centre (above the view)",
                               "offset": "a deleted card's centre (above the view)"])]
        default:
            []
        }
    }
}
