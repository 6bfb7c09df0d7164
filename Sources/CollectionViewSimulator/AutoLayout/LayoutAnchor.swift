import Foundation

/// One attribute of a view or layout guide that constraints are made from (UIKit's
/// `NSLayoutAnchor<AnchorType>`, the name UIKitCompatibility gives it), generic over the kind of
/// anchor as UIKit's is, so that only anchors of one kind can be related:
/// `label.leadingAnchor.constraint(equalTo: contentView.topAnchor)` does not compile, here as on iOS.
///
/// Every method returns a new, inactive ``LayoutConstraint``; activate it with
/// `NSLayoutConstraint.activate(_:)` or `isActive = true`.
@preconcurrency @MainActor
open class LayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide the anchor belongs to (held weakly, as UIKit does).
    public private(set) weak var item: AnyObject?
    /// The attribute of ``item`` the anchor stands for (the simulator's; UIKit keeps it private).
    public let attribute: LayoutConstraint.Attribute

    /// An anchor for an attribute of an item; views and guides make their own.
    init(item: AnyObject, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor`.
    ///
    /// - Parameter anchor: The anchor to relate to.
    /// - Returns: The constraint, inactive.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    ///
    /// - Parameter anchor: The anchor to relate to.
    /// - Returns: The constraint, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    ///
    /// - Parameter anchor: The anchor to relate to.
    /// - Returns: The constraint, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The anchor to relate to.
    ///   - c: The offset.
    /// - Returns: The constraint, inactive.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The anchor to relate to.
    ///   - c: The offset.
    /// - Returns: The constraint, inactive.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    ///
    /// - Parameters:
    ///   - anchor: The anchor to relate to.
    ///   - c: The offset.
    /// - Returns: The constraint, inactive.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    /// The one place an anchor makes a constraint: `self relation multiplier × anchor + constant`,
    /// or `self relation constant` without an anchor.
    func constraint(_ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
                    constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                         attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal anchor: leading, trailing, left, right, centre X (UIKit's `NSLayoutXAxisAnchor`).
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (UIKit's
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`), the system spacing stored as 8 points,
    /// the standard space between sibling views in Apple's Visual Format Language documentation.
    ///
    /// - Parameters:
    ///   - anchor: The anchor to follow.
    ///   - multiplier: How many system spacings.
    /// - Returns: The constraint, inactive.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (see ``constraint(equalToSystemSpacingAfter:multiplier:)``).
    ///
    /// - Parameters:
    ///   - anchor: The anchor to follow.
    ///   - multiplier: How many system spacings.
    /// - Returns: The constraint, inactive.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }
}

/// A vertical anchor: top, bottom, centre Y, baselines (UIKit's `NSLayoutYAxisAnchor`).
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (UIKit's
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`), the system spacing stored as 8 points
    /// (see ``LayoutXAxisAnchor/constraint(equalToSystemSpacingAfter:multiplier:)``; UIKit's
    /// depends on the views' fonts).
    ///
    /// - Parameters:
    ///   - anchor: The anchor to follow.
    ///   - multiplier: How many system spacings.
    /// - Returns: The constraint, inactive.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.equal, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing` (see ``constraint(equalToSystemSpacingBelow:multiplier:)``).
    ///
    /// - Parameters:
    ///   - anchor: The anchor to follow.
    ///   - multiplier: How many system spacings.
    /// - Returns: The constraint, inactive.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: LayoutAnchorSpacing.system * multiplier)
    }
}

/// The spacing the system-spacing anchors store.
enum LayoutAnchorSpacing {
    /// The standard space between sibling views: 8 points.
    static let system: CGFloat = 8
}
