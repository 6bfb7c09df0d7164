/// The edge of a list row whose swipe actions a simulated swipe reveals: the simulator's own
/// type for ``CollectionView/swipeItem(at:edge:)`` (UIKit has no public one: the user's finger
/// chooses).
///
/// A list configuration's leading provider gives the actions on the row's leading edge, which
/// a swipe toward the trailing edge reveals; its trailing provider the actions on the trailing
/// edge. Which screen side that is depends on the collection view's
/// ``View/effectiveUserInterfaceLayoutDirection``: in right-to-left layouts the leading edge is
/// the right one. `.left` and `.right` name the screen side, as a test that plays a finger
/// moving right to left (revealing the right edge's actions) says it; `.leading` and
/// `.trailing` name the provider.
public enum SwipeEdge: Sendable, Hashable, CaseIterable {
    /// The row's leading edge: the leading provider's actions.
    case leading
    /// The row's trailing edge: the trailing provider's actions.
    case trailing
    /// The row's left side on screen: leading in a left-to-right layout, trailing in a
    /// right-to-left one.
    case left
    /// The row's right side on screen: trailing in a left-to-right layout, leading in a
    /// right-to-left one.
    case right

    /// A row's edge as a list configuration names it.
    enum Logical: Sendable, Hashable {
        case leading, trailing
    }

    /// The edge as the list configuration names it, in a layout of `direction`.
    ///
    /// - Parameter direction: The collection view's effective layout direction.
    /// - Returns: `.leading` or `.trailing`.
    func logical(in direction: UserInterfaceLayoutDirection) -> Logical {
        switch (self, direction) {
        case (.leading, _), (.left, .leftToRight), (.right, .rightToLeft): .leading
        case (.trailing, _), (.right, .leftToRight), (.left, .rightToLeft): .trailing
        }
    }
}
