import Foundation

extension Transform3D: Interpolatable {
    /// Interpolates by decomposition, as CSS Transforms level 2 specifies and Core Animation is
    /// observed to do: both ends are split into perspective, translation, rotation (a quaternion),
    /// skew and scale; the parts are interpolated linearly and the rotation by slerp along the
    /// shorter arc; the result is recomposed.
    ///
    /// So a rotation keeps its length while it turns (identity → 90° passes 45° at the midpoint,
    /// where element-wise interpolation would shrink the view), and a 0 → 2π rotation does not
    /// move. When either end cannot be decomposed (a scale of 0, `m44 = 0`) the animation is
    /// discrete: the start until progress 0.5, then the end (CSS's rule; Core Animation was seen
    /// to jump to the end at once, as CSS Transforms specifies). Progress 0 and 1 return the ends
    /// exactly.
    ///
    /// - Parameters:
    ///   - end: The end transform.
    ///   - progress: The timing curve's output.
    /// - Returns: The transform at that progress.
    public func interpolated(to end: Transform3D, progress: Double) -> Transform3D {
        if progress == 0 { return self }
        if progress == 1 || self == end { return end }  // equal ends: no decomposition (most views' identity)
        guard let start = DecomposedTransform3D(self), let finish = DecomposedTransform3D(end) else {
            return DiscreteSwitch.atMidpoint.value(from: self, to: end, progress: progress)
        }
        return start.interpolated(to: finish, progress: progress).recomposed
    }
}
