import CollectionViewSimulator
import Foundation

extension CompositionalLayoutSpec {
    /// Decodes a `compositional` object.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: ["sections", "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems"])
        var sections: [CompositionalSectionSpec] = []
        for section in try object.required("sections").array() { sections.append(try CompositionalSectionSpec(node: section)) }
        guard !sections.isEmpty else { throw node.error("'sections' needs at least one section") }
        self.init(sections: sections)
        if let direction = object.optional("scrollDirection") {
            scrollDirection = try direction.choice([("vertical", .vertical), ("horizontal", .horizontal)], what: "scroll direction")
        }
        interSectionSpacing = try object.optional("interSectionSpacing")?.length() ?? 0
        boundaryItems = try object.optional("boundarySupplementaryItems")?.boundaryItems() ?? []
    }
}

extension CompositionalSectionSpec {
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: ["group", "interGroupSpacing", "contentInsets", "contentInsetsReference",
                                            "orthogonalScrollingBehavior", "boundarySupplementaryItems", "decorationItems",
                                            "supplementariesFollowContentInsets"])
        self.init(group: try CompositionalGroupSpec(node: try object.required("group")))
        interGroupSpacing = try object.optional("interGroupSpacing")?.length() ?? 0
        contentInsets = try object.optional("contentInsets")?.directionalInsets() ?? .zero
        if let reference = object.optional("contentInsetsReference") {
            contentInsetsReference = try reference.choice(
                [("automatic", .automatic), ("none", .none), ("safeArea", .safeAreaInsets),
                 ("layoutMargins", .layoutMargins), ("readableContent", .readableContent)], what: "content insets reference")
        }
        if let behavior = object.optional("orthogonalScrollingBehavior") {
            orthogonalScrollingBehavior = try behavior.choice(
                CollectionLayoutSectionOrthogonalScrollingBehavior.allCases.map { ("\($0)", $0) }, what: "orthogonal scrolling behavior")
        }
        boundaryItems = try object.optional("boundarySupplementaryItems")?.boundaryItems() ?? []
        supplementariesFollowContentInsets = try object.optional("supplementariesFollowContentInsets")?.bool() ?? true
        for decoration in try object.optional("decorationItems")?.array() ?? [] {
            let fields = try decoration.object(keys: ["background", "contentInsets", "zIndex"])
            var background = CompositionalBackgroundSpec(kind: try fields.required("background").string())
            background.contentInsets = try fields.optional("contentInsets")?.directionalInsets() ?? .zero
            background.zIndex = try fields.optional("zIndex")?.integer(in: ScenarioLimits.zIndex) ?? 0
            backgrounds.append(background)
        }
    }
}

extension CompositionalGroupSpec {
    static let arrangementNames = ["horizontal", "vertical", "custom"]

    /// Decodes `{"horizontal": {…}}`, `{"vertical": {…}}` or `{"custom": {…}}`.
    init(node: JSONNode) throws(ScenarioError) {
        let wrapper = try node.object(keys: Self.arrangementNames)
        let (name, body) = try wrapper.exactlyOne(of: Self.arrangementNames, describing: "a group")
        let object = try body.object(keys: ["size", "subitems", "repeatingSubitem", "count", "interItemSpacing", "contentInsets", "frames",
                                            "supplementaryItems"])
        let size = try object.required("size").layoutSize()
        if name == "custom" {
            var frames: [CGRect] = []
            for frame in try object.required("frames").array() { frames.append(try frame.rect()) }
            self.init(arrangement: .custom(frames), size: size)
        } else {
            self.init(arrangement: name == "horizontal" ? .horizontal : .vertical, size: size)
            if let repeating = object.optional("repeatingSubitem") {
                subitems = [try CompositionalItemSpec(node: repeating)]
                repeatCount = try object.required("count").integer(in: 1...1_000)
            } else {
                for subitem in try object.required("subitems").array() { subitems.append(try CompositionalItemSpec(node: subitem)) }
                guard !subitems.isEmpty else { throw body.error("a group needs at least one subitem") }
            }
        }
        interItemSpacing = try object.optional("interItemSpacing")?.spacing()
        contentInsets = try object.optional("contentInsets")?.directionalInsets() ?? .zero
        supplementaryItems = try object.optional("supplementaryItems")?.anchoredItems() ?? []
    }
}

extension CompositionalItemSpec {
    /// Decodes `{"item": {…}}` or a group.
    init(node: JSONNode) throws(ScenarioError) {
        let wrapper = try node.object(keys: ["item"] + CompositionalGroupSpec.arrangementNames)
        guard let body = wrapper.optional("item") else {
            self = .group(try CompositionalGroupSpec(node: node))
            return
        }
        let object = try body.object(keys: ["size", "contentInsets", "edgeSpacing", "supplementaryItems"])
        var leaf = CompositionalLeafSpec(size: try object.required("size").layoutSize())
        leaf.contentInsets = try object.optional("contentInsets")?.directionalInsets() ?? .zero
        if let spacing = object.optional("edgeSpacing") {
            let edges = try spacing.object(keys: ["leading", "top", "trailing", "bottom"])
            leaf.edgeSpacing = CollectionLayoutEdgeSpacing(
                leading: try edges.optional("leading")?.spacing(), top: try edges.optional("top")?.spacing(),
                trailing: try edges.optional("trailing")?.spacing(), bottom: try edges.optional("bottom")?.spacing())
        }
        leaf.badges = try object.optional("supplementaryItems")?.anchoredItems() ?? []
        self = .item(leaf)
    }
}

extension JSONNode {
    /// Supplementary items anchored to an item's cells or a group's instances:
    /// `[{"kind": "badge", "size": …, "anchor": ["top", "trailing"], "offset": [x, y]}]`, or with
    /// `"fractionalOffset"`.
    func anchoredItems() throws(ScenarioError) -> [CompositionalBadgeSpec] {
        var items: [CompositionalBadgeSpec] = []
        for badge in try array() {
            let fields = try badge.object(keys: ["kind", "size", "anchor", "offset", "fractionalOffset"])
            var edges: DirectionalRectEdge = []
            for edge in try fields.required("anchor").array() {
                edges.insert(try edge.choice([("top", .top), ("leading", .leading), ("bottom", .bottom), ("trailing", .trailing)], what: "edge"))
            }
            let anchor = if let fractional = fields.optional("fractionalOffset") {
                CollectionLayoutAnchor(edges: edges, fractionalOffset: try fractional.position())
            } else {
                CollectionLayoutAnchor(edges: edges, absoluteOffset: try fields.optional("offset")?.position() ?? .zero)
            }
            items.append(CompositionalBadgeSpec(kind: try fields.required("kind").string(), size: try fields.required("size").layoutSize(), anchor: anchor))
        }
        return items
    }
}

extension JSONNode {
    /// A dimension: a number (points), or `{"fractionalWidth": f}`, `{"fractionalHeight": f}`,
    /// `{"absolute": p}`, `{"estimated": p}`, `{"uniformAcrossSiblings": p}`.
    func dimension() throws(ScenarioError) -> CollectionLayoutDimension {
        if case .number = value.kind { return .absolute(try length()) }
        let kinds = CollectionLayoutDimension.Kind.self
        let names = [kinds.fractionalWidth, .fractionalHeight, .absolute, .estimated, .uniformAcrossSiblings].map(\.rawValue)
        let object = try object(keys: names)
        let (name, node) = try object.exactlyOne(of: names, describing: "a dimension")
        let number = CGFloat(try node.number(in: name.hasPrefix("fractional") ? 0...100 : ScenarioLimits.length))
        return CollectionLayoutDimension(kind: CollectionLayoutDimension.Kind(rawValue: name) ?? .absolute, dimension: number)
    }

    /// A size `[widthDimension, heightDimension]`.
    func layoutSize() throws(ScenarioError) -> CollectionLayoutSize {
        let elements = Array(try array())
        guard elements.count == 2 else { throw error("expected a size [widthDimension, heightDimension], found \(elements.count) elements") }
        return CollectionLayoutSize(widthDimension: try elements[0].dimension(), heightDimension: try elements[1].dimension())
    }

    /// Insets `[top, left, bottom, right]` as directional insets (leading is left).
    func directionalInsets() throws(ScenarioError) -> DirectionalEdgeInsets {
        let insets = try insets()
        return DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// A spacing: a number (fixed) or `{"flexible": p}` / `{"fixed": p}`.
    func spacing() throws(ScenarioError) -> CollectionLayoutSpacing {
        if case .number = value.kind { return .fixed(try length()) }
        let object = try object(keys: ["fixed", "flexible"])
        let (name, node) = try object.exactlyOne(of: ["fixed", "flexible"], describing: "a spacing")
        return name == "fixed" ? .fixed(try node.length()) : .flexible(try node.length())
    }

    /// An array of boundary items: `{"kind": "header", "size": […], "alignment": "top", …}`.
    func boundaryItems() throws(ScenarioError) -> [CompositionalBoundarySpec] {
        var items: [CompositionalBoundarySpec] = []
        for node in try array() {
            let object = try node.object(keys: ["kind", "size", "alignment", "offset", "pinToVisibleBounds", "extendsBoundary"])
            let kind = try object.required("kind").string()
            let alignment = try object.optional("alignment")?.choice(RectAlignment.allCases.map { ("\($0)", $0) }, what: "alignment")
            var item = CompositionalBoundarySpec(kind: kind, size: try object.required("size").layoutSize(),
                                                 alignment: alignment ?? (kind == "footer" ? .bottom : .top))
            item.offset = try object.optional("offset")?.position() ?? .zero
            item.pinToVisibleBounds = try object.optional("pinToVisibleBounds")?.bool() ?? false
            item.extendsBoundary = try object.optional("extendsBoundary")?.bool() ?? true
            items.append(item)
        }
        return items
    }
}

extension ListLayoutSpec {
    /// Decodes a `list` object.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: ["appearance", "headerMode", "footerMode", "headerTopPadding", "metrics"])
        typealias Configuration = CollectionLayoutListConfiguration
        let appearance = try object.optional("appearance")?.choice(Configuration.Appearance.allCases.map { ($0.rawValue, $0) }, what: "list appearance")
        var configuration = Configuration(appearance: appearance ?? .plain)
        if let mode = object.optional("headerMode") {
            configuration.headerMode = try mode.choice([("none", .none), ("supplementary", .supplementary), ("firstItemInSection", .firstItemInSection)],
                                                       what: "header mode")
        }
        if let mode = object.optional("footerMode") {
            configuration.footerMode = try mode.choice([("none", .none), ("supplementary", .supplementary)], what: "footer mode")
        }
        configuration.headerTopPadding = try object.optional("headerTopPadding")?.length()
        if let metrics = object.optional("metrics") {
            let fields = try metrics.object(keys: ["estimatedRowHeight", "estimatedHeaderHeight", "estimatedFooterHeight", "sectionInsets", "pinsHeaders"])
            var values = configuration.metrics
            values.estimatedRowHeight = try fields.optional("estimatedRowHeight")?.length() ?? values.estimatedRowHeight
            values.estimatedHeaderHeight = try fields.optional("estimatedHeaderHeight")?.length() ?? values.estimatedHeaderHeight
            values.estimatedFooterHeight = try fields.optional("estimatedFooterHeight")?.length() ?? values.estimatedFooterHeight
            values.sectionInsets = try fields.optional("sectionInsets")?.directionalInsets() ?? values.sectionInsets
            values.pinsHeaders = try fields.optional("pinsHeaders")?.bool() ?? values.pinsHeaders
            configuration.metrics = values
        }
        self.init(configuration: configuration)
    }
}
