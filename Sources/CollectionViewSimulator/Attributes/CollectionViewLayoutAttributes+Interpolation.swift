import Foundation
import Keyframes

extension CollectionViewLayoutAttributes {
    /// Interpolates the values of the base class into `result` with `Keyframes`' rules: the one
    /// interpolation of a view's values, ``AnimatedAttributes/interpolated(to:progress:)``; only
    /// the bounds' origin, which those values do not carry, is interpolated here.
    func interpolateBaseValues(into result: CollectionViewLayoutAttributes, to end: CollectionViewLayoutAttributes, progress: CGFloat) {
        let progress = Double(progress)
        result.bounds.origin = bounds.origin.interpolated(to: end.bounds.origin, progress: progress)
        result.setAnimatedValues(AnimatedAttributes(self).interpolated(to: AnimatedAttributes(end), progress: progress))
    }

    /// Sets the values a view shows (centre, size, alpha, transform, zIndex, hidden) to `value`'s.
    func setAnimatedValues(_ value: AnimatedAttributes) {
        center = value.center
        size = value.size
        alpha = value.alpha
        transform3D = value.transform3D
        zIndex = value.zIndex
        isHidden = value.isHidden
    }

    /// A typed copy: ``copy(with:)`` cast back to the attributes class. A subclass whose
    /// `copy(with:)` returns something else gets a base-class copy of the UIKit values instead.
    func snapshot() -> CollectionViewLayoutAttributes {
        // The base class's own `copy(with:)`, without boxing the copy in `Any` and casting it back.
        if type(of: self) != CollectionViewLayoutAttributes.self, let copy = copy(with: nil) as? CollectionViewLayoutAttributes {
            return copy
        }
        let copy = CollectionViewLayoutAttributes()
        copy.copyBaseValues(from: self)
        return copy
    }

    /// A copy re-keyed to another index path, as the base layout's update snapshots are.
    func snapshot(at indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let copy = snapshot()
        copy.indexPath = indexPath
        return copy
    }

    /// A copy with alpha 0: UIKit's default start of an appearing element and end of a
    /// disappearing one.
    func transparentSnapshot() -> CollectionViewLayoutAttributes {
        let copy = snapshot()
        copy.alpha = 0
        return copy
    }
}
