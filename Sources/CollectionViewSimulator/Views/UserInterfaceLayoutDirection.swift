import Foundation

/// The direction a user interface reads in (UIKit's `UIUserInterfaceLayoutDirection`, the name
/// UIKitCompatibility gives it), with UIKit's raw values.
///
/// The simulator lays out left to right only: every view's `effectiveUserInterfaceLayoutDirection`
/// and the application's `userInterfaceLayoutDirection` are ``leftToRight``, so a layout's
/// `flipsHorizontallyInOppositeLayoutDirection` never applies. Right-to-left is refused with an
/// error where a test asks for it (UIKitCompatibility's `UIApplication.setUserInterfaceLayoutDirection(_:)`),
/// never silently laid out left to right.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, Codable {
    /// Left to right, as English reads.
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew read.
    case rightToLeft = 1
}
