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
        self.init(
            kind, appearing: try object.optional("appearing").map { node throws(ScenarioError) in try EffectSpec(node: node) },
            disappearing: try object.optional("disappearing").map { node throws(ScenarioError) in try EffectSpec(node: node) })
    }
}
