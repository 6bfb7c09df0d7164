import Foundation

// Core Graphics' `CGPoint`, `CGSize` and `CGRect` are `Hashable` on Linux (swift-corelibs-foundation)
// but only from the macOS 15 / iOS 18 SDKs on Apple platforms (swiftlang/swift-corelibs-foundation
// #3443, #5134), and the package supports macOS 13. A value type holding them therefore writes its
// own `hash(into:)` with these, instead of having it synthesized; `GeometryHashabilityTests` fails
// when a synthesized one comes back.
extension Hasher {
    /// Feeds a point's two coordinates.
    ///
    /// - Parameter point: The point.
    package mutating func combine(point: CGPoint) {
        combine(point.x)
        combine(point.y)
    }

    /// Feeds a size's width and height.
    ///
    /// - Parameter size: The size.
    package mutating func combine(size: CGSize) {
        combine(size.width)
        combine(size.height)
    }

    /// Feeds a rectangle's standardized origin and size, so that rectangles Core Graphics calls
    /// equal (it compares them standardized) hash alike.
    ///
    /// - Parameter rect: The rectangle.
    package mutating func combine(rect: CGRect) {
        let standardized = rect.standardized
        combine(point: standardized.origin)
        combine(size: standardized.size)
    }
}
