/// What a view keeps for Auto Layout, stored and never solved: its installed constraints, its
/// guides, its content priorities and its flags, with UIKit's defaults.
@MainActor
final class AutoLayoutState {
    /// Whether the view's frame becomes constraints (UIKit's default `true`).
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view, oldest first.
    var constraints: [LayoutConstraint] = []
    /// The guides added with `addLayoutGuide(_:)`, oldest first.
    var layoutGuides: [LayoutGuide] = []
    /// How firmly the view keeps to its intrinsic size against growing: UIKit's 250 on both axes
    /// for a view made in code.
    var contentHugging: [LayoutConstraint.Axis: LayoutPriority] = [.horizontal: .defaultLow, .vertical: .defaultLow]
    /// How firmly the view keeps to its intrinsic size against shrinking: UIKit's 750 on both axes.
    var compressionResistance: [LayoutConstraint.Axis: LayoutPriority] = [.horizontal: .defaultHigh, .vertical: .defaultHigh]
    /// Whether `updateConstraints()` is due (`setNeedsUpdateConstraints()`).
    var needsUpdateConstraints = false
    /// Whether the view's margins include its superview's (UIKit's default `false`).
    var preservesSuperviewLayoutMargins = false
    /// Whether the margins are measured from the safe area (UIKit's default `true`).
    var insetsLayoutMarginsFromSafeArea = true
    /// The view's own guides, made on first use.
    var layoutMarginsGuide: LayoutGuide?
    var safeAreaLayoutGuide: LayoutGuide?
    var readableContentGuide: LayoutGuide?
}
