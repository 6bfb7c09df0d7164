import Foundation

extension Transform2D: Interpolatable {
    /// Interpolates by the CSS Transforms level 1 2D decomposition: translation, scale, rotation
    /// angle and residual skew are interpolated linearly and recomposed. The angle goes the short
    /// way (CSS's preparation rule: 135° → −135° passes 180°), except that an angle of exactly 0
    /// counts as 360°, as CSS specifies. A singular end animates discretely: the start until
    /// progress 0.5, then the end. Progress 0 and 1 return the ends exactly.
    ///
    /// A ``Transform3D`` is always interpolated in 3D; use this conformance when a value is
    /// genuinely 2D (a `CGAffineTransform` property).
    ///
    /// - Parameters:
    ///   - end: The end transform.
    ///   - progress: The timing curve's output.
    /// - Returns: The transform at that progress.
    public func interpolated(to end: Transform2D, progress: Double) -> Transform2D {
        if progress == 0 { return self }
        if progress == 1 { return end }
        guard let start = DecomposedTransform2D(self), let finish = DecomposedTransform2D(end) else {
            return DiscreteSwitch.atMidpoint.value(from: self, to: end, progress: progress)
        }
        return start.interpolated(to: finish, progress: progress).recomposed
    }
}
