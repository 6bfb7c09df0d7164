import Foundation
import Keyframes

extension CollectionViewLayoutAttributes {
    /// Interpolates the values of the base class into `result` with `Keyframes`' rules (see
    /// ``interpolated(to:progress:)``).
    func interpolateBaseValues(into result: CollectionViewLayoutAttributes, to end: CollectionViewLayoutAttributes, progress: CGFloat) {
        let progress = Double(progress)
        result.center = center.interpolated(to: end.center, progress: progress)
        result.bounds = bounds.interpolated(to: end.bounds, progress: progress)
        result.alpha = alpha.interpolated(to: end.alpha, progress: progress)
        result.transform3D = transform3D.interpolated(to: end.transform3D, progress: progress)
        result.zIndex = zIndex.interpolated(to: end.zIndex, progress: progress)
        result.isHidden = isHidden.interpolated(to: end.isHidden, progress: progress)
    }

    /// A typed copy: ``copy(with:)`` cast back to the attributes class. A subclass whose
    /// `copy(with:)` returns something else gets a base-class copy of the UIKit values instead.
    func snapshot() -> CollectionViewLayoutAttributes {
        if let copy = copy(with: nil) as? CollectionViewLayoutAttributes { return copy }
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
