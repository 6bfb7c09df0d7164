import Foundation
import Keyframes

extension CollectionViewLayoutAttributes {
    /// Interpolates the values of the base class into `result` (see ``interpolated(to:progress:)``).
    func interpolateBaseValues(into result: CollectionViewLayoutAttributes, to end: CollectionViewLayoutAttributes, progress: CGFloat) {
        result.center = CGPoint(x: lerp(center.x, end.center.x, progress), y: lerp(center.y, end.center.y, progress))
        let startBounds = bounds
        let endBounds = end.bounds
        result.bounds = CGRect(
            x: lerp(startBounds.minX, endBounds.minX, progress), y: lerp(startBounds.minY, endBounds.minY, progress),
            width: lerp(startBounds.width, endBounds.width, progress),
            height: lerp(startBounds.height, endBounds.height, progress))
        result.alpha = lerp(alpha, end.alpha, progress)
        result.transform3D = transform3D.entrywiseInterpolated(to: end.transform3D, progress: progress)
        result.zIndex = progress > 0 ? end.zIndex : zIndex
        result.isHidden = (progress <= 0 && isHidden) || (progress >= 1 && end.isHidden) || (isHidden && end.isHidden)
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

private func lerp(_ start: CGFloat, _ end: CGFloat, _ progress: CGFloat) -> CGFloat {
    start + (end - start) * progress
}

extension Transform3D {
    fileprivate func entrywiseInterpolated(to end: Transform3D, progress p: CGFloat) -> Transform3D {
        if self == end { return self }
        return Transform3D(
            m11: lerp(m11, end.m11, p), m12: lerp(m12, end.m12, p), m13: lerp(m13, end.m13, p), m14: lerp(m14, end.m14, p),
            m21: lerp(m21, end.m21, p), m22: lerp(m22, end.m22, p), m23: lerp(m23, end.m23, p), m24: lerp(m24, end.m24, p),
            m31: lerp(m31, end.m31, p), m32: lerp(m32, end.m32, p), m33: lerp(m33, end.m33, p), m34: lerp(m34, end.m34, p),
            m41: lerp(m41, end.m41, p), m42: lerp(m42, end.m42, p), m43: lerp(m43, end.m43, p), m44: lerp(m44, end.m44, p))
    }
}
