import Foundation
import Keyframes

// Core Graphics' geometry API that swift-corelibs-foundation lacks: `applying(_:)` and `equalTo(_:)`.

extension CGPoint {
    /// Whether two points are equal (`CGPointEqualToPoint`).
    ///
    /// - Parameter point2: The other point.
    /// - Returns: `self == point2`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }

    /// The point transformed by `t` (`CGPointApplyAffineTransform`): `(a·x + c·y + tx, b·x + d·y + ty)`.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The transformed point.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        t.transform2D.apply(to: self)
    }
}

extension CGSize {
    /// Whether two sizes are equal (`CGSizeEqualToSize`).
    ///
    /// - Parameter size2: The other size.
    /// - Returns: `self == size2`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }

    /// The size transformed by `t` without its translation (`CGSizeApplyAffineTransform`):
    /// `(a·w + c·h, b·w + d·h)`, which may be negative.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The transformed size.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        var linear = t.transform2D
        (linear.tx, linear.ty) = (0, 0)
        let moved = linear.apply(to: CGPoint(x: width, y: height))
        return CGSize(width: moved.x, height: moved.y)
    }
}

extension CGRect {
    /// Whether two rectangles are equal (`CGRectEqualToRect`).
    ///
    /// - Parameter rect2: The other rectangle.
    /// - Returns: `self == rect2`.
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }

    /// The smallest rectangle holding the four transformed corners (`CGRectApplyAffineTransform`);
    /// the null rectangle stays null.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The bounding box of the transformed rectangle.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        return t.transform2D.boundingBox(of: self)
    }
}
