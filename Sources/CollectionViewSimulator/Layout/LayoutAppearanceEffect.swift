import Foundation
import Keyframes

/// Where an inserted element starts, or a deleted one ends, written as data: the changes a
/// hand-written `initialLayoutAttributesForAppearing…` or `finalLayoutAttributesForDisappearing…`
/// override makes to the attributes `super` returns, so that any layout can take them (see
/// ``CollectionViewLayout/appearingEffect`` and ``CollectionViewLayout/disappearingEffect``).
///
/// Every value is optional: `nil` keeps the value of the attributes the effect is applied to.
/// ``applied(to:)`` changes a copy in this order:
/// 1. ``center`` replaces the centre (content coordinates);
/// 2. ``offset`` is added to the centre, so `center` and `offset` together mean "that point,
///    moved by that much";
/// 3. ``scale`` then ``rotationInDegrees`` are applied in the element's own space, before its own
///    transform: `transform3D = S · R · transform3D` (Core Animation's row-vector order, as
///    `CATransform3DConcat(CATransform3DConcat(S, R), t)`), so a zoomed item shrinks from its
///    zoomed size and a translation in its own transform is neither scaled nor rotated;
/// 4. ``alpha`` replaces the opacity (it does not multiply it);
/// 5. ``zIndex`` replaces the stacking order.
///
/// Size, hidden state, index path, category and kind are never changed.
///
/// ```swift
/// let shrink = LayoutAppearanceEffect(alpha: 0, scale: 0.5, offset: CGPoint(x: 0, y: 40))
/// let start = shrink.applied(to: attributes)   // 40 points lower, half size, transparent
/// ```
///
/// The effect does not check its numbers: a NaN or infinite value ends up in the attributes as
/// it is. Readers of untrusted input (scenario files) validate before they build an effect.
public struct LayoutAppearanceEffect: Sendable, Equatable {
    /// The opacity the element has at this end of the animation; replaces the attributes' alpha.
    public var alpha: CGFloat?
    /// A uniform scale factor, applied in the element's own space before its own transform.
    public var scale: CGFloat?
    /// A rotation about the z axis, in degrees, applied after ``scale`` and before the element's
    /// own transform. Positive angles turn clockwise on screen, as
    /// `CGAffineTransform(rotationAngle:)` does in UIKit's flipped coordinates.
    public var rotationInDegrees: CGFloat?
    /// An absolute centre in content coordinates; replaces the attributes' centre.
    public var center: CGPoint?
    /// A translation `(dx, dy)` added to the centre after ``center`` is applied.
    public var offset: CGPoint?
    /// The stacking order at this end of the animation; replaces the attributes' zIndex.
    public var zIndex: Int?

    /// Creates an effect; every value left `nil` keeps the attributes' own value.
    ///
    /// - Parameters:
    ///   - alpha: The opacity that replaces the attributes' alpha.
    ///   - scale: A uniform scale factor.
    ///   - rotationInDegrees: A rotation about z in degrees, clockwise on screen.
    ///   - center: An absolute centre in content coordinates.
    ///   - offset: A translation added to the centre.
    ///   - zIndex: The stacking order that replaces the attributes' zIndex.
    public init(
        alpha: CGFloat? = nil, scale: CGFloat? = nil, rotationInDegrees: CGFloat? = nil,
        center: CGPoint? = nil, offset: CGPoint? = nil, zIndex: Int? = nil
    ) {
        self.alpha = alpha
        self.scale = scale
        self.rotationInDegrees = rotationInDegrees
        self.center = center
        self.offset = offset
        self.zIndex = zIndex
    }

    /// The effect's own transform, `S · R` (scale first, then rotation about z); `nil` when it has
    /// neither a scale nor a rotation, so that applying it leaves the transform untouched.
    public var transform3D: Transform3D? {
        guard scale != nil || rotationInDegrees != nil else { return nil }
        let factor = scale ?? 1
        let scaling = Transform3D(scaleX: factor, y: factor, z: 1)
        guard let rotationInDegrees else { return scaling }
        let rotation = Transform3D(rotationAngle: rotationInDegrees * .pi / 180, x: 0, y: 0, z: 1)
        return scaling.concatenating(rotation)
    }

    /// A copy of `attributes` with the effect applied, in the order described in the type's
    /// documentation (centre, offset, scale and rotation, alpha, zIndex).
    ///
    /// - Parameter attributes: The attributes to start from, typically what the base class's
    ///   provider returns; they are not changed.
    /// - Returns: A copy of the attributes' own class with the effect's values applied.
    @MainActor public func applied(to attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let result = attributes.snapshot()
        if let center { result.center = center }
        if let offset { result.center = CGPoint(x: result.center.x + offset.x, y: result.center.y + offset.y) }
        if let transform3D { result.transform3D = transform3D.concatenating(result.transform3D) }
        if let alpha { result.alpha = alpha }
        if let zIndex { result.zIndex = zIndex }
        return result
    }
}
