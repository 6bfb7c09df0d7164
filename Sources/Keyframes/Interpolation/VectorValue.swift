import Foundation

/// An ``Interpolatable`` value that interpolates linearly in a fixed list of coordinates, so a
/// velocity can be carried from one animation to the next (see
/// ``Track/retargeted(at:to:timing:)``).
public protocol VectorValue: Interpolatable {
    /// The coordinates the value interpolates linearly in, always in the same order.
    var vectorComponents: [Double] { get }
}

extension Double: VectorValue {
    /// `[self]`.
    public var vectorComponents: [Double] { [self] }
}

extension CGFloat: VectorValue {
    /// `[self]`.
    public var vectorComponents: [Double] { [Double(self)] }
}

extension CGPoint: VectorValue {
    /// `[x, y]`.
    public var vectorComponents: [Double] { [Double(x), Double(y)] }
}

extension CGSize: VectorValue {
    /// `[width, height]`.
    public var vectorComponents: [Double] { [Double(width), Double(height)] }
}

extension CGRect: VectorValue {
    /// `[midX, midY, width, height]`: a rect interpolates its centre and size.
    public var vectorComponents: [Double] {
        [Double(origin.x + size.width / 2), Double(origin.y + size.height / 2), Double(size.width), Double(size.height)]
    }
}
