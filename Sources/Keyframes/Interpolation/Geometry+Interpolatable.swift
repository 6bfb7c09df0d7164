import Foundation

extension CGPoint: Interpolatable {
    /// Linear interpolation of both coordinates: the point moves on the chord, as `position` does.
    ///
    /// - Parameters:
    ///   - end: The end point.
    ///   - progress: The timing curve's output.
    /// - Returns: The point at that progress.
    public func interpolated(to end: CGPoint, progress: Double) -> CGPoint {
        CGPoint(x: x.interpolated(to: end.x, progress: progress), y: y.interpolated(to: end.y, progress: progress))
    }
}

extension CGSize: Interpolatable {
    /// Linear interpolation of width and height, as `bounds.size` animates.
    ///
    /// - Parameters:
    ///   - end: The end size.
    ///   - progress: The timing curve's output.
    /// - Returns: The size at that progress.
    public func interpolated(to end: CGSize, progress: Double) -> CGSize {
        CGSize(
            width: width.interpolated(to: end.width, progress: progress),
            height: height.interpolated(to: end.height, progress: progress))
    }
}

extension CGRect: Interpolatable {
    /// Interpolates the centre and the size, not the corners: Core Animation animates `position`
    /// and `bounds.size` separately. With linear interpolation both give the same rectangle; they
    /// differ once the parts are animated on different curves or rounded.
    ///
    /// - Parameters:
    ///   - end: The end rectangle.
    ///   - progress: The timing curve's output.
    /// - Returns: The rectangle at that progress, exactly `self` at 0.
    public func interpolated(to end: CGRect, progress: Double) -> CGRect {
        guard progress != 0 else { return self }
        let center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
            .interpolated(to: CGPoint(x: end.origin.x + end.size.width / 2, y: end.origin.y + end.size.height / 2), progress: progress)
        let size = size.interpolated(to: end.size, progress: progress)
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }
}
