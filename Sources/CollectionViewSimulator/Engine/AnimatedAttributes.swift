import Foundation
import Keyframes

/// The animatable values of a view at one instant: what Core Animation animates for a cell, a
/// supplementary or a decoration view (Core Animation animates each property separately).
///
/// Geometry is the centre and the size, never the frame's corners: Core Animation animates
/// `position` and `bounds.size`, and with a transform the frame is a bounding box. `zIndex`
/// switches when the animation starts and `isHidden` is true while running only if both ends are
/// hidden (becoming visible shows at once, becoming hidden hides at the end), as §4.2 sets out.
public struct AnimatedAttributes: Sendable, Hashable, Codable, Interpolatable, CustomStringConvertible {
    /// The view's centre (Core Animation's `position`).
    public var center: CGPoint
    /// The view's size (`bounds.size`).
    public var size: CGSize
    /// The view's opacity.
    public var alpha: CGFloat
    /// The view's 3D transform.
    public var transform3D: Transform3D
    /// The view's stacking order; switches when the animation starts.
    public var zIndex: Int
    /// Whether the view is hidden; while animating, only if hidden at both ends.
    public var isHidden: Bool

    /// Creates values.
    public init(center: CGPoint, size: CGSize, alpha: CGFloat = 1, transform3D: Transform3D = .identity,
                zIndex: Int = 0, isHidden: Bool = false) {
        self.center = center
        self.size = size
        self.alpha = alpha
        self.transform3D = transform3D
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    private enum CodingKeys: String, CodingKey {
        case center, size, alpha, transform3D, zIndex, isHidden
    }

    /// Reads values; a missing `transform3D` is the identity.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(center: try container.decode(CGPoint.self, forKey: .center),
                  size: try container.decode(CGSize.self, forKey: .size),
                  alpha: try container.decode(CGFloat.self, forKey: .alpha),
                  transform3D: try container.decodeIfPresent(Transform3D.self, forKey: .transform3D) ?? .identity,
                  zIndex: try container.decode(Int.self, forKey: .zIndex),
                  isHidden: try container.decode(Bool.self, forKey: .isHidden))
    }

    /// Writes the values, leaving out an identity `transform3D` (most views have one, and golden
    /// files stay short and quick to compare).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(center, forKey: .center)
        try container.encode(size, forKey: .size)
        try container.encode(alpha, forKey: .alpha)
        if transform3D != .identity { try container.encode(transform3D, forKey: .transform3D) }
        try container.encode(zIndex, forKey: .zIndex)
        try container.encode(isHidden, forKey: .isHidden)
    }

    /// The values layout attributes describe.
    @MainActor public init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(center: attributes.center, size: attributes.size, alpha: attributes.alpha,
                  transform3D: attributes.transform3D, zIndex: attributes.zIndex, isHidden: attributes.isHidden)
    }

    /// The untransformed frame: the size centred on the centre, as `UICollectionViewLayoutAttributes.frame`
    /// is with an identity transform.
    public var frame: CGRect {
        CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// The values `progress` of the way to `end`: centre, size and alpha linearly, the transform by
    /// decomposition (unchanged when both ends are equal), zIndex and hidden by the rules above.
    public func interpolated(to end: AnimatedAttributes, progress: Double) -> AnimatedAttributes {
        AnimatedAttributes(
            center: center.interpolated(to: end.center, progress: progress),
            size: size.interpolated(to: end.size, progress: progress),
            alpha: alpha.interpolated(to: end.alpha, progress: progress),
            transform3D: transform3D == end.transform3D ? end.transform3D
                : transform3D.interpolated(to: end.transform3D, progress: progress),
            zIndex: zIndex.interpolated(to: end.zIndex, progress: progress),
            isHidden: isHidden.interpolated(to: end.isHidden, progress: progress))
    }

    /// `frame [x, y, w, h] alpha a z n`, plus `hidden` and the transform when not the identity.
    public var description: String {
        var text = "frame \(TraceFormat.rect(frame)) alpha \(TraceFormat.number(alpha)) z \(zIndex)"
        if isHidden { text += " hidden" }
        if transform3D != .identity { text += " transform \(transform3D.components.map(TraceFormat.number).joined(separator: " "))" }
        return text
    }

    /// Hashes every stored value, the geometry by its numbers (Core Graphics' geometry is not
    /// `Hashable` before the macOS 15 SDK).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(point: center)
        hasher.combine(size: size)
        hasher.combine(alpha)
        hasher.combine(transform3D)
        hasher.combine(zIndex)
        hasher.combine(isHidden)
    }
}

extension AnimatedAttributes: ApproximatelyEquatable {
    /// Whether every value is within `tolerance` (points, alpha and transform entries alike) and the
    /// discrete values are equal.
    public func isApproximatelyEqual(to other: AnimatedAttributes, tolerance: Double) -> Bool {
        center.isApproximatelyEqual(to: other.center, tolerance: tolerance)
            && size.isApproximatelyEqual(to: other.size, tolerance: tolerance)
            && alpha.isApproximatelyEqual(to: other.alpha, tolerance: tolerance)
            && transform3D.isApproximatelyEqual(to: other.transform3D, tolerance: tolerance)
            && zIndex == other.zIndex && isHidden == other.isHidden
    }
}

extension Transform3D {
    /// The sixteen entries, m11 … m44, row by row.
    public var components: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }
}
