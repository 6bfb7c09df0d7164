import Foundation

/// A width or height anchor (UIKit's `NSLayoutDimension`), which can also equal a constant or a
/// multiple of another dimension.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == c`.
    ///
    /// - Parameter c: The size.
    /// - Returns: The constraint, inactive.
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint {
        constraint(.equal, nil, constant: c)
    }

    /// `self >= c`.
    ///
    /// - Parameter c: The size.
    /// - Returns: The constraint, inactive.
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c`.
    ///
    /// - Parameter c: The size.
    /// - Returns: The constraint, inactive.
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == m × anchor`.
    ///
    /// - Parameters:
    ///   - anchor: The dimension to relate to.
    ///   - m: The multiplier.
    /// - Returns: The constraint, inactive.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self >= m × anchor`.
    ///
    /// - Parameters:
    ///   - anchor: The dimension to relate to.
    ///   - m: The multiplier.
    /// - Returns: The constraint, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= m × anchor`.
    ///
    /// - Parameters:
    ///   - anchor: The dimension to relate to.
    ///   - m: The multiplier.
    /// - Returns: The constraint, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == m × anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The dimension to relate to.
    ///   - m: The multiplier.
    ///   - c: The amount added.
    /// - Returns: The constraint, inactive.
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= m × anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The dimension to relate to.
    ///   - m: The multiplier.
    ///   - c: The amount added.
    /// - Returns: The constraint, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= m × anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The dimension to relate to.
    ///   - m: The multiplier.
    ///   - c: The amount added.
    /// - Returns: The constraint, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
