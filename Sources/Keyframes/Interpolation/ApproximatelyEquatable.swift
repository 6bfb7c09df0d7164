import Foundation

/// Values that can be compared within a tolerance.
///
/// Approximate equality is not transitive, so it never backs `==`: the types that adopt this keep
/// their exact `Equatable` and add this one comparison for tests and golden files. Every conforming
/// type compares component by component with an absolute tolerance (points, sizes and rects per
/// coordinate, transforms per matrix entry). NaN is never approximately equal to anything;
/// infinities match only themselves.
public protocol ApproximatelyEquatable {
    /// Whether every component of `self` is within `tolerance` of the same component of `other`.
    ///
    /// - Parameters:
    ///   - other: The value to compare with.
    ///   - tolerance: The largest allowed absolute difference per component; must be ≥ 0.
    /// - Returns: `true` when `abs(self.k − other.k) ≤ tolerance` for every component `k`.
    func isApproximatelyEqual(to other: Self, tolerance: Double) -> Bool
}

extension Double: ApproximatelyEquatable {
    /// Whether `abs(self − other) ≤ tolerance` (equal infinities match; NaN never does).
    ///
    /// - Parameters:
    ///   - other: The number to compare with.
    ///   - tolerance: The largest allowed absolute difference.
    /// - Returns: Whether the two numbers are within `tolerance`.
    public func isApproximatelyEqual(to other: Double, tolerance: Double) -> Bool {
        self == other || abs(self - other) <= tolerance
    }
}

extension CGFloat: ApproximatelyEquatable {
    /// Whether `abs(self − other) ≤ tolerance` (equal infinities match; NaN never does).
    ///
    /// - Parameters:
    ///   - other: The number to compare with.
    ///   - tolerance: The largest allowed absolute difference.
    /// - Returns: Whether the two numbers are within `tolerance`.
    public func isApproximatelyEqual(to other: CGFloat, tolerance: Double) -> Bool {
        Double(self).isApproximatelyEqual(to: Double(other), tolerance: tolerance)
    }
}

extension Float: ApproximatelyEquatable {
    /// Whether `abs(self − other) ≤ tolerance`, computed in `Double`.
    ///
    /// - Parameters:
    ///   - other: The number to compare with.
    ///   - tolerance: The largest allowed absolute difference.
    /// - Returns: Whether the two numbers are within `tolerance`.
    public func isApproximatelyEqual(to other: Float, tolerance: Double) -> Bool {
        Double(self).isApproximatelyEqual(to: Double(other), tolerance: tolerance)
    }
}

extension CGPoint: ApproximatelyEquatable {
    /// Whether both coordinates are within `tolerance`.
    ///
    /// - Parameters:
    ///   - other: The point to compare with.
    ///   - tolerance: The largest allowed difference per coordinate.
    /// - Returns: Whether `x` and `y` are each within `tolerance`.
    public func isApproximatelyEqual(to other: CGPoint, tolerance: Double) -> Bool {
        x.isApproximatelyEqual(to: other.x, tolerance: tolerance)
            && y.isApproximatelyEqual(to: other.y, tolerance: tolerance)
    }
}

extension CGSize: ApproximatelyEquatable {
    /// Whether width and height are each within `tolerance`.
    ///
    /// - Parameters:
    ///   - other: The size to compare with.
    ///   - tolerance: The largest allowed difference per dimension.
    /// - Returns: Whether `width` and `height` are each within `tolerance`.
    public func isApproximatelyEqual(to other: CGSize, tolerance: Double) -> Bool {
        width.isApproximatelyEqual(to: other.width, tolerance: tolerance)
            && height.isApproximatelyEqual(to: other.height, tolerance: tolerance)
    }
}

extension CGRect: ApproximatelyEquatable {
    /// Whether origin and size are each within `tolerance`, coordinate by coordinate.
    ///
    /// - Parameters:
    ///   - other: The rectangle to compare with.
    ///   - tolerance: The largest allowed difference per coordinate.
    /// - Returns: Whether `origin` and `size` match within `tolerance`.
    public func isApproximatelyEqual(to other: CGRect, tolerance: Double) -> Bool {
        origin.isApproximatelyEqual(to: other.origin, tolerance: tolerance)
            && size.isApproximatelyEqual(to: other.size, tolerance: tolerance)
    }
}

extension Transform3D: ApproximatelyEquatable {
    /// Whether all sixteen entries are within `tolerance`.
    ///
    /// - Parameters:
    ///   - other: The transform to compare with.
    ///   - tolerance: The largest allowed difference per entry.
    /// - Returns: Whether every `mRC` matches within `tolerance`.
    public func isApproximatelyEqual(to other: Transform3D, tolerance: Double) -> Bool {
        // Equal transforms (most often both the identity) match entry by entry without building
        // the two arrays of entries: every settled view and every track's end is compared.
        self == other || zip(entries, other.entries).allSatisfy { $0.isApproximatelyEqual(to: $1, tolerance: tolerance) }
    }
}

extension Transform2D: ApproximatelyEquatable {
    /// Whether all six entries are within `tolerance`.
    ///
    /// - Parameters:
    ///   - other: The transform to compare with.
    ///   - tolerance: The largest allowed difference per entry.
    /// - Returns: Whether `a`, `b`, `c`, `d`, `tx` and `ty` each match within `tolerance`.
    public func isApproximatelyEqual(to other: Transform2D, tolerance: Double) -> Bool {
        Transform3D(self).isApproximatelyEqual(to: Transform3D(other), tolerance: tolerance)
    }
}
