// `NSValue`'s `cgPoint`/`cgSize`/`cgRect` spellings, which only UIKit declares (macOS's Foundation
// spells them `point`/`size`/`rect`, as swift-corelibs-foundation does).
import Foundation

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
