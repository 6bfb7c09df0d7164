import CollectionViewSimulator
import Foundation

/// The collection view a scenario runs in:
/// `{"width": 320, "height": 480, "contentOffset": [0, 0], "contentInset": [0, 0, 0, 0], "screenScale": 2,
/// "semanticContentAttribute": "forceRightToLeft", "rightToLeftStart": "firstItems"}`.
package struct ViewSpec: Sendable, Equatable {
    /// The frame's size (the bounds size), in points.
    package var size: CGSize
    /// The scroll position before the first step; default `[0, 0]`.
    package var contentOffset: CGPoint
    /// `contentInset`; default zero.
    package var contentInset: EdgeInsets
    /// `safeAreaInsets`, used by `sectionInsetReference: fromSafeArea`; default zero.
    package var safeAreaInsets: EdgeInsets
    /// `layoutMargins`, used by `sectionInsetReference: fromLayoutMargins`; default 8 on every side.
    package var layoutMargins: EdgeInsets
    /// Pixels per point, to which frames are rounded; default 3.
    package var screenScale: CGFloat
    /// `allowsMultipleSelection`, for `tap` and `select` steps; default `false`.
    package var allowsMultipleSelection = false
    /// `semanticContentAttribute`; default `unspecified` (left to right). `forceRightToLeft` shows
    /// a layout that flips (compositional) mirrored, and a flow layout lays itself out right to left.
    package var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// Where a right-to-left view starts the content of a layout it flips or of a flow layout: `firstItems` (the
    /// default: the content's right end, the first items at the view's right edge) or `zero`
    /// (offset 0, the last items), ``CollectionView/rightToLeftStart``.
    package var rightToLeftStart: CollectionView.RightToLeftStart = .firstItems

    /// Creates a view; the defaults are UIKit's (and an iPhone's scale of 3).
    package init(
        size: CGSize, contentOffset: CGPoint = .zero, contentInset: EdgeInsets = .zero,
        safeAreaInsets: EdgeInsets = .zero, layoutMargins: EdgeInsets = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
        screenScale: CGFloat = 3
    ) {
        self.size = size
        self.contentOffset = contentOffset
        self.contentInset = contentInset
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.screenScale = screenScale
    }
}

extension ViewSpec {
    /// The `semanticContentAttribute` values, by UIKit's case names.
    static let semanticContentAttributes: [(key: String, value: SemanticContentAttribute)] = [
        ("unspecified", .unspecified), ("playback", .playback), ("spatial", .spatial),
        ("forceLeftToRight", .forceLeftToRight), ("forceRightToLeft", .forceRightToLeft),
    ]

    /// The `rightToLeftStart` values, by the simulator's case names.
    static let rightToLeftStarts: [(key: String, value: CollectionView.RightToLeftStart)] = [
        ("firstItems", .firstItems), ("zero", .zero),
    ]

    /// Decodes a `view` object; `width` and `height` are required.
    init(node: JSONNode) throws(ScenarioError) {
        let object = try node.object(keys: [
            "width", "height", "contentOffset", "contentInset", "safeAreaInsets", "layoutMargins", "screenScale",
            "allowsMultipleSelection", "semanticContentAttribute", "rightToLeftStart",
        ])
        self.init(size: CGSize(width: try object.required("width").length(), height: try object.required("height").length()))
        if let offset = object.optional("contentOffset") { contentOffset = try offset.position() }
        if let inset = object.optional("contentInset") { contentInset = try inset.insets() }
        if let inset = object.optional("safeAreaInsets") { safeAreaInsets = try inset.insets() }
        if let margins = object.optional("layoutMargins") { layoutMargins = try margins.insets() }
        if let scale = object.optional("screenScale") { screenScale = try scale.number(in: ScenarioLimits.screenScale) }
        if let multiple = object.optional("allowsMultipleSelection") { allowsMultipleSelection = try multiple.bool() }
        if let attribute = object.optional("semanticContentAttribute") {
            semanticContentAttribute = try attribute.choice(Self.semanticContentAttributes, what: "semantic content attribute")
        }
        if let start = object.optional("rightToLeftStart") {
            rightToLeftStart = try start.choice(Self.rightToLeftStarts, what: "right-to-left start")
        }
    }
}
