import Foundation
import Keyframes

/// The layout attributes an expectation checks; `nil` values are not checked.
package struct AttributeExpectations: Sendable, Equatable {
    /// `frame` `[x, y, width, height]`.
    package var frame: CGRect?
    /// `center` `[x, y]`.
    package var center: CGPoint?
    /// `size` `[width, height]`.
    package var size: CGSize?
    /// `alpha`.
    package var alpha: Double?
    /// `zIndex`.
    package var zIndex: Int?
    /// `isHidden`.
    package var hidden: Bool?
    /// `transform3D`, 16 numbers `m11`…`m44` in the file.
    package var transform: Transform3D?

    /// Creates the checks; `nil` values are not checked.
    package init(
        frame: CGRect? = nil, center: CGPoint? = nil, size: CGSize? = nil, alpha: Double? = nil, zIndex: Int? = nil,
        hidden: Bool? = nil, transform: Transform3D? = nil
    ) {
        self.frame = frame
        self.center = center
        self.size = size
        self.alpha = alpha
        self.zIndex = zIndex
        self.hidden = hidden
        self.transform = transform
    }

    /// Whether nothing is checked.
    package var isEmpty: Bool { self == AttributeExpectations() }
}

extension AttributeExpectations {
    /// The keys of attribute checks.
    static let keys = ["frame", "center", "size", "alpha", "zIndex", "hidden", "transform"]

    /// Decodes the attribute keys present in an expectation object.
    init(object: JSONObjectNode) throws(ScenarioError) {
        self.init(
            frame: try object.optional("frame")?.rect(), center: try object.optional("center")?.point(),
            size: try object.optional("size")?.size(in: -1e9...1e9), alpha: try object.optional("alpha")?.number(in: 0...1),
            zIndex: try object.optional("zIndex")?.integer(in: ScenarioLimits.zIndex), hidden: try object.optional("hidden")?.bool(),
            transform: try object.optional("transform").map { node throws(ScenarioError) in try Self.transform(node) })
    }

    private static func transform(_ node: JSONNode) throws(ScenarioError) -> Transform3D {
        let m = try node.numbers(16, shape: "a transform [m11, m12, …, m44]")
        return Transform3D(
            m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
            m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}
