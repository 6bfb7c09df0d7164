import Foundation
import Keyframes

/// A NaN or infinite number in what a layout answered: a frame's centre or size, an alpha, a
/// transform, the content size or a target content offset.
///
/// On iOS such a value reaches a view's layer and Core Animation raises `CALayerInvalidGeometry`
/// ("CALayer position contains NaN: [nan nan]", "CALayer bounds contains NaN: [0 0; nan 50]"),
/// which ends the app. The simulator checks every answer where it enters the engine (through the
/// one recorder of layout calls) and keeps the first bad one in
/// ``CollectionView/nonFiniteLayoutAnswer``: a batch update throws it and leaves the view as it
/// was; an animated change that cannot throw (a scroll, a bounds change, a layout transition) is
/// undone and returns an empty animation; a plain layout pass keeps only the finite elements.
///
/// ```swift
/// collectionView.performBatchUpdates { … }
/// // throws: CALayer position contains NaN: [nan 25] (cell 0-0: center from layoutAttributesForElements(in:))
/// ```
public struct NonFiniteLayoutAnswer: Error, Sendable, Equatable, Codable, CustomStringConvertible {
    /// The layout method that answered (`layoutAttributesForElements(in:)`, `collectionViewContentSize`, …).
    public let hook: String
    /// The element the attributes are for (`cell 0-3`); `nil` for the content size or an offset.
    public let element: String?
    /// The property that is not finite: `center`, `size`, `alpha`, `transform`,
    /// `collectionViewContentSize` or `targetContentOffset`.
    public let property: String
    /// The value, as UIKit prints it in its message (`[nan 25]`).
    public let value: String

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - hook: The layout method that answered.
    ///   - element: The element, or `nil`.
    ///   - property: The property that is not finite.
    ///   - value: The value as printed.
    public init(hook: String, element: String?, property: String, value: String) {
        self.hook = hook
        self.element = element
        self.property = property
        self.value = value
    }

    /// Core Animation's text where it has one (position, bounds), then the element, property and hook.
    public var description: String {
        let contains = value.contains("nan") ? "contains NaN" : "is not finite"
        let uikit = switch property {
        case "center": "CALayer position \(contains): \(value)"
        case "size": "CALayer bounds \(contains): \(value)"
        default: "\(property) \(contains): \(value)"
        }
        let subject = element.map { "\($0): \(property)" } ?? property
        return "\(uikit) (\(subject) from \(hook))"
    }

    /// Whether every number of `attributes` that reaches a view is finite.
    @MainActor static func isFinite(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        let center = attributes.center, size = attributes.size
        return center.x.isFinite && center.y.isFinite && size.width.isFinite && size.height.isFinite && attributes.alpha.isFinite
            && isFinite(attributes.transform3D)
    }

    /// Whether every number of a transform is finite, read in place (every answer is checked).
    private static func isFinite(_ t: Transform3D) -> Bool {
        t.m11.isFinite && t.m12.isFinite && t.m13.isFinite && t.m14.isFinite
            && t.m21.isFinite && t.m22.isFinite && t.m23.isFinite && t.m24.isFinite
            && t.m31.isFinite && t.m32.isFinite && t.m33.isFinite && t.m34.isFinite
            && t.m41.isFinite && t.m42.isFinite && t.m43.isFinite && t.m44.isFinite
    }

    /// The first non-finite number in `attributes`, reported for `hook`; `nil` when all are finite.
    @MainActor static func check(_ attributes: CollectionViewLayoutAttributes, hook: String) -> NonFiniteLayoutAnswer? {
        guard !isFinite(attributes) else { return nil }
        let element = ElementID(attributes).description
        let center = attributes.center, size = attributes.size
        if !center.x.isFinite || !center.y.isFinite {
            return NonFiniteLayoutAnswer(hook: hook, element: element, property: "center", value: "[\(number(center.x)) \(number(center.y))]")
        }
        if !size.width.isFinite || !size.height.isFinite {
            return NonFiniteLayoutAnswer(hook: hook, element: element, property: "size",
                                         value: "[0 0; \(number(size.width)) \(number(size.height))]")
        }
        if !attributes.alpha.isFinite {
            return NonFiniteLayoutAnswer(hook: hook, element: element, property: "alpha", value: number(attributes.alpha))
        }
        let transform = attributes.transform3D.components
        if !transform.allSatisfy(\.isFinite) {
            return NonFiniteLayoutAnswer(hook: hook, element: element, property: "transform",
                                         value: "[" + transform.map(number).joined(separator: " ") + "]")
        }
        return nil
    }

    /// The report for a size or point answer that is not finite (`collectionViewContentSize`,
    /// `targetContentOffset`); `nil` when both numbers are finite.
    static func check(_ x: CGFloat, _ y: CGFloat, property: String, hook: String) -> NonFiniteLayoutAnswer? {
        guard !x.isFinite || !y.isFinite else { return nil }
        return NonFiniteLayoutAnswer(hook: hook, element: nil, property: property, value: "[\(number(x)) \(number(y))]")
    }

    /// A number as the package prints one: `nan`, `inf`, `-inf`, or up to three decimals.
    private static func number(_ value: CGFloat) -> String { TraceFormat.number(value) }
}
