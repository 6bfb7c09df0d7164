import CollectionViewSimulator

/// UIKit's `UIUserInterfaceLayoutDirection`: ``CollectionViewSimulator/UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// UIKit's `UIApplication`, as far as layouts and views read it: the app-wide layout direction.
///
/// ```swift
/// let isRightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft   // false
/// ```
@MainActor public final class UIApplication {
    /// The simulated application.
    public static let shared = UIApplication()

    private init() {}

    /// The direction the interface reads in: always `.leftToRight`, the only direction the
    /// simulator lays out.
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Sets the direction for a test: left-to-right is accepted (it is the simulator's); right-to-left
    /// is refused with an error, because the simulator does not mirror layouts as UIKit does for
    /// a layout whose `flipsHorizontallyInOppositeLayoutDirection` is `true`, and a test must not
    /// believe it checked a right-to-left layout.
    ///
    /// - Parameter direction: The direction wanted.
    /// - Throws: ``UnsupportedLayoutDirection`` for `.rightToLeft`.
    public func setUserInterfaceLayoutDirection(_ direction: UIUserInterfaceLayoutDirection) throws(UnsupportedLayoutDirection) {
        guard direction == .leftToRight else { throw UnsupportedLayoutDirection(direction: direction) }
    }
}

/// The error for a right-to-left interface, which the simulator does not lay out.
public struct UnsupportedLayoutDirection: Error, Sendable, Equatable, CustomStringConvertible {
    /// The direction that was asked for.
    public let direction: UIUserInterfaceLayoutDirection

    /// "The simulator lays out left to right only: …".
    public var description: String {
        "The simulator lays out left to right only: a right-to-left interface, in which UIKit mirrors layouts whose "
            + "flipsHorizontallyInOppositeLayoutDirection is true, is not simulated"
    }
}
