// The CoreGraphics geometry API that swift-corelibs-foundation lacks on Linux: `equalTo(_:)` and
// `applying(_:)` (Apple platforms have CoreGraphics' own), and `NSValue`'s `cgPoint`/`cgSize`/`cgRect`
// spellings, which only UIKit declares (macOS's Foundation spells them `point`/`size`/`rect`, as
// swift-corelibs does).
import Foundation
import Keyframes

#if !canImport(Darwin)

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
    public func applying(_ t: Keyframes.AffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
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
    public func applying(_ t: Keyframes.AffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
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
    public func applying(_ t: Keyframes.AffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let minX = xs.min() ?? 0, minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
}
#endif

#if !canImport(UIKit)
extension NSValue {
    /// A value holding a point (UIKit's `NSValue(cgPoint:)`).
    ///
    /// - Parameter point: The point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }

    /// A value holding a size (UIKit's `NSValue(cgSize:)`).
    ///
    /// - Parameter size: The size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// A value holding a rectangle (UIKit's `NSValue(cgRect:)`).
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// The point the value holds (UIKit's `cgPointValue`).
    public var cgPointValue: CGPoint { pointValue }

    /// The size the value holds (UIKit's `cgSizeValue`).
    public var cgSizeValue: CGSize { sizeValue }

    /// The rectangle the value holds (UIKit's `cgRectValue`).
    public var cgRectValue: CGRect { rectValue }
}
#endif
