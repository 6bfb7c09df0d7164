import Foundation

/// A view that lines up its arranged subviews along an axis (UIKit's `UIStackView`, the name
/// UIKitCompatibility gives it), as values: the arranged subviews, axis, spacing, alignment and
/// distribution a cell sets are stored and read back; nothing is laid out (no frame follows from
/// them; see ``LayoutConstraint``).
///
/// As in UIKit, an arranged subview is also a subview: ``addArrangedSubview(_:)`` adds it to
/// ``View/subviews`` when it is not one already, ``removeArrangedSubview(_:)`` leaves it a
/// subview, and a view removed from the stack view (`removeFromSuperview()`) leaves
/// ``arrangedSubviews`` too.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
/// stack.axis = .vertical
/// stack.spacing = 4
/// stack.subviews.count   // 2
/// ```
open class StackView: View {
    /// The views the stack lines up, in order (UIKit's `arrangedSubviews`).
    open var arrangedSubviews: [View] {
        storedArrangedSubviews.filter { $0.superview === self }
    }
    private var storedArrangedSubviews: [View] = []
    /// The direction the views line up in; ``LayoutConstraint/Axis/horizontal`` by default.
    open var axis: LayoutConstraint.Axis = .horizontal
    /// How the views share the stack's length; ``Distribution/fill`` by default.
    open var distribution: Distribution = .fill
    /// How the views are placed across the axis; ``Alignment/fill`` by default.
    open var alignment: Alignment = .fill
    /// The space between neighbouring views; 0 by default.
    open var spacing: CGFloat = 0
    /// Whether spacing is measured between baselines (UIKit's `isBaselineRelativeArrangement`); `false`. Stored.
    open var isBaselineRelativeArrangement = false
    /// Whether the views are laid out within the stack's margins rather than its bounds (UIKit's
    /// `isLayoutMarginsRelativeArrangement`); `false`. Stored.
    open var isLayoutMarginsRelativeArrangement = false
    /// The spacing after particular views, set by ``setCustomSpacing(_:after:)``.
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The spacing value that asks for the stack's ``spacing`` after a view (UIKit's `UIStackView.spacingUseDefault`).
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The spacing value that asks for the system's spacing after a view (UIKit's `UIStackView.spacingUseSystem`).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// Creates a stack view with a frame and no arranged subviews.
    ///
    /// - Parameter frame: The stack's rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view that lines up views (UIKit's `init(arrangedSubviews:)`), with a zero
    /// frame; each becomes an arranged subview and a subview, in order.
    ///
    /// - Parameter views: The views.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Creates a stack view from an archive (UIKit's `init?(coder:)`): the simulator never
    /// archives views, so this is an empty stack view with a zero frame.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds a subview (not an arranged one) on top of the others, as ``View/addSubview(_:)`` does.
    ///
    /// - Parameter view: The view to add.
    open override func addSubview(_ view: View) {
        forgetDepartedViews()
        super.addSubview(view)
    }

    /// Adds a subview (not an arranged one) at a position, as ``View/insertSubview(_:at:)`` does.
    ///
    /// - Parameters:
    ///   - view: The view to add.
    ///   - index: Its index in ``View/subviews``.
    open override func insertSubview(_ view: View, at index: Int) {
        forgetDepartedViews()
        super.insertSubview(view, at: index)
    }

    /// Drops the arranged views that have left the stack, so one added back as a plain subview is
    /// not arranged again.
    private func forgetDepartedViews() {
        storedArrangedSubviews = arrangedSubviews
    }

    /// Appends a view to ``arrangedSubviews`` and, when it is not already one, to the subviews
    /// (UIKit's `addArrangedSubview(_:)`).
    ///
    /// - Parameter view: The view.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into ``arrangedSubviews`` at an index (UIKit's `insertArrangedSubview(_:at:)`),
    /// moving it there when it is already arranged, and adds it to the subviews when it is not one.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - stackIndex: Its index in ``arrangedSubviews``, clamped to the valid range.
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        if view.superview !== self { addSubview(view) }
        var arranged = arrangedSubviews.filter { $0 !== view }
        arranged.insert(view, at: min(max(stackIndex, 0), arranged.count))
        storedArrangedSubviews = arranged
    }

    /// Takes a view out of ``arrangedSubviews`` (UIKit's `removeArrangedSubview(_:)`); it stays a
    /// subview, as in UIKit (call `removeFromSuperview()` to take it off the stack).
    ///
    /// - Parameter view: The view.
    open func removeArrangedSubview(_ view: View) {
        storedArrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Sets the spacing after an arranged subview (UIKit's `setCustomSpacing(_:after:)`).
    ///
    /// - Parameters:
    ///   - spacing: The spacing; ``spacingUseDefault`` goes back to ``spacing``.
    ///   - arrangedSubview: The view it follows.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
    }

    /// The spacing after an arranged subview (UIKit's `customSpacing(after:)`): what
    /// ``setCustomSpacing(_:after:)`` set, else ``spacingUseDefault``.
    ///
    /// - Parameter arrangedSubview: The view.
    /// - Returns: The spacing after it.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }
}
