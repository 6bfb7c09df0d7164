import Foundation

/// The application (UIKit's `UIApplication`, the name UIKitCompatibility gives it), as far as
/// layouts and views read it: the direction the interface reads in.
///
/// ```swift
/// let isRightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft   // false
/// ```
@preconcurrency @MainActor public final class Application {
    /// The simulated application.
    public static let shared = Application()

    private init() {}

    /// The direction the interface reads in: `.leftToRight` unless a test sets it (UIKit derives
    /// it from the user's language and reads it only). Every view whose
    /// ``View/semanticContentAttribute`` is ``SemanticContentAttribute/unspecified`` up to its root
    /// follows it; to lay out one collection view right to left, prefer setting its
    /// ``View/semanticContentAttribute`` to ``SemanticContentAttribute/forceRightToLeft``, which
    /// changes nothing else.
    /// Read whenever a view's direction is (every flow-layout answer) and only ever replaced whole:
    /// stored `@exclusivity(unchecked)`.
    @exclusivity(unchecked) public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight
}
