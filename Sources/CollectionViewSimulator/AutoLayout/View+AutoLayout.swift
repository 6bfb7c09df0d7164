import Foundation

/// Auto Layout on a view, stored and never solved: a cell's constraint setup runs and reads back,
/// and its frames come from the collection view's layout (see ``LayoutConstraint``).
extension View {
    /// The size a view without an intrinsic size reports on an axis (UIKit's `UIView.noIntrinsicMetric`): -1.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size, as a target for `systemLayoutSizeFitting(_:)` (UIKit's `UIView.layoutFittingCompressedSize`): zero.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size, as a target for `systemLayoutSizeFitting(_:)` (UIKit's
    /// `UIView.layoutFittingExpandedSize`): 10,000 × 10,000, the value UIKit has on iOS.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// Whether the view's frame and autoresizing mask become constraints (UIKit's
    /// `translatesAutoresizingMaskIntoConstraints`); `true` by default. Stored: frames are set by
    /// the collection view or by code either way.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set { autoLayout.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// The constraints installed on this view, oldest first (UIKit's `constraints`): the active
    /// constraints whose items' nearest common ancestor it is, and those added with ``addConstraint(_:)``.
    public var constraints: [LayoutConstraint] { autoLayout.constraints }

    /// Installs a constraint on this view (UIKit's `addConstraint(_:)`, from before
    /// `NSLayoutConstraint.activate(_:)`), which makes it active. A constraint active elsewhere
    /// moves here.
    ///
    /// - Parameter constraint: The constraint.
    public func addConstraint(_ constraint: LayoutConstraint) {
        LayoutConstraint.deactivate([constraint])
        install(constraint)
    }

    /// Installs constraints on this view (UIKit's `addConstraints(_:)`); see ``addConstraint(_:)``.
    ///
    /// - Parameter constraints: The constraints.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        constraints.forEach(addConstraint)
    }

    /// Removes a constraint installed on this view (UIKit's `removeConstraint(_:)`), which makes it
    /// inactive; one installed elsewhere is left alone.
    ///
    /// - Parameter constraint: The constraint.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        if constraint.container === self { LayoutConstraint.deactivate([constraint]) }
    }

    /// Removes constraints installed on this view (UIKit's `removeConstraints(_:)`).
    ///
    /// - Parameter constraints: The constraints.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        constraints.forEach(removeConstraint)
    }

    /// Installs an inactive constraint here: the one place a constraint becomes active.
    func install(_ constraint: LayoutConstraint) {
        autoLayout.constraints.append(constraint)
        constraint.container = self
    }

    /// How firmly the view resists growing past its intrinsic size on an axis (UIKit's
    /// `contentHuggingPriority(for:)`): 250 (`.defaultLow`) for a view made in code, labels and
    /// image views included (Interface Builder gives those 251; the simulator loads no nibs).
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayout.contentHugging[axis] ?? .defaultLow
    }

    /// Sets how firmly the view resists growing (UIKit's `setContentHuggingPriority(_:for:)`). Stored.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        autoLayout.contentHugging[axis] = priority
    }

    /// How firmly the view resists shrinking below its intrinsic size on an axis (UIKit's
    /// `contentCompressionResistancePriority(for:)`): 750 (`.defaultHigh`) by default.
    ///
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        autoLayout.compressionResistance[axis] ?? .defaultHigh
    }

    /// Sets how firmly the view resists shrinking (UIKit's `setContentCompressionResistancePriority(_:for:)`). Stored.
    ///
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
        autoLayout.compressionResistance[axis] = priority
    }

    /// Marks the view's constraints for an update (UIKit's `setNeedsUpdateConstraints()`);
    /// ``updateConstraintsIfNeeded()`` then calls ``updateConstraints()``.
    public func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
    }

    /// Whether ``updateConstraints()`` is due (UIKit's `needsUpdateConstraints()`).
    ///
    /// - Returns: `true` after ``setNeedsUpdateConstraints()`` until the update runs.
    public func needsUpdateConstraints() -> Bool {
        autoLayout.needsUpdateConstraints
    }

    /// Calls ``updateConstraints()`` on the view and its subviews that need it, subviews first, as
    /// UIKit's layout pass does (UIKit's `updateConstraintsIfNeeded()`). The simulator has no
    /// layout pass that calls it: a test that wants the update calls it.
    public func updateConstraintsIfNeeded() {
        subviews.forEach { $0.updateConstraintsIfNeeded() }
        if autoLayout.needsUpdateConstraints { updateConstraints() }
    }
}

extension View {
    /// Deactivates the constraints installed on the view's superviews that refer to the view or to
    /// a view (or guide) inside it: what UIKit's `removeFromSuperview()` does ("removes any
    /// constraints that refer to the view you are removing, or that refer to any view in the
    /// subtree of the view you are removing", Apple's documentation). Constraints installed inside
    /// the subtree stay.
    func removeConstraintsLeavingWithSubtree() {
        var ancestor = superview
        while let current = ancestor {
            let leaving = current.autoLayout.constraints.filter { refersInside($0.firstItem) || refersInside($0.secondItem) }
            LayoutConstraint.deactivate(leaving)
            ancestor = current.superview
        }
    }

    /// Whether an item (a view or a guide's owning view) is this view or inside it.
    private func refersInside(_ item: AnyObject?) -> Bool {
        var view = (item as? View) ?? (item as? LayoutGuide)?.owningView
        while let current = view {
            if current === self { return true }
            view = current.superview
        }
        return false
    }
}
