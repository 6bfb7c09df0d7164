import Foundation
import Keyframes

extension View {
    /// Converts a point from this view's coordinates to another view's (UIKit's
    /// `convert(_:to:)`), through each view's ``center``, ``bounds`` (a scroll view's origin is its
    /// content offset), layer anchor point and 2D ``transform``, as UIKit does.
    ///
    /// - Parameters:
    ///   - point: A point in this view's bounds.
    ///   - view: The view whose coordinates to convert to; `nil` for the window's: the space the
    ///     topmost superview's frame is in.
    /// - Returns: The same point in `view`'s coordinates.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = ancestry.reduce(point) { $1.pointInSuperview($0) }
        return (view?.ancestry ?? []).reversed().reduce(inRoot) { $1.pointFromSuperview($0) }
    }

    /// Converts a point from another view's coordinates to this view's (UIKit's
    /// `convert(_:from:)`).
    ///
    /// - Parameters:
    ///   - point: A point in `view`'s bounds.
    ///   - view: The view whose coordinates the point is in; `nil` for the window's.
    /// - Returns: The same point in this view's coordinates.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        guard let view else { return pointFromRoot(point) }
        return view.convert(point, to: self)
    }

    /// Converts a rectangle from this view's coordinates to another view's (UIKit's
    /// `convert(_:to:)`): the smallest rectangle holding its four corners converted.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this view's bounds.
    ///   - view: The view whose coordinates to convert to; `nil` for the window's.
    /// - Returns: The rectangle in `view`'s coordinates.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        Self.boundingRect(of: rect) { convert($0, to: view) }
    }

    /// Converts a rectangle from another view's coordinates to this view's (UIKit's
    /// `convert(_:from:)`).
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s bounds.
    ///   - view: The view whose coordinates the rectangle is in; `nil` for the window's.
    /// - Returns: The rectangle in this view's coordinates.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        Self.boundingRect(of: rect) { convert($0, from: view) }
    }

    /// This view and its superviews, innermost first.
    private var ancestry: [View] {
        Array(sequence(first: self) { $0.superview })
    }

    private func pointFromRoot(_ point: CGPoint) -> CGPoint {
        ancestry.reversed().reduce(point) { $1.pointFromSuperview($0) }
    }

    /// The bounds point the layer's anchor point marks, which ``center`` places in the superview.
    private var anchor: CGPoint {
        CGPoint(x: bounds.minX + bounds.width * layer.anchorPoint.x, y: bounds.minY + bounds.height * layer.anchorPoint.y)
    }

    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let moved = transform.apply(to: CGPoint(x: point.x - anchor.x, y: point.y - anchor.y))
        return CGPoint(x: center.x + moved.x, y: center.y + moved.y)
    }

    /// A point in the superview's bounds coordinates, in this view's: the one conversion step
    /// ``convert(_:from:)`` takes per view, which hit testing takes from a view to its subviews
    /// (a collection view's cells included, its subviews while it shows them).
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let back = (transform.inverted() ?? transform).apply(to: CGPoint(x: point.x - center.x, y: point.y - center.y))
        return CGPoint(x: anchor.x + back.x, y: anchor.y + back.y)
    }

    private static func boundingRect(of rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(convert)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return rect }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
