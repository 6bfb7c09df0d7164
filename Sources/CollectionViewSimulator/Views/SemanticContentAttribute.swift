import Foundation

/// How a view's content follows the reading direction (UIKit's `UISemanticContentAttribute`, the
/// name UIKitCompatibility gives it), with UIKit's raw values.
///
/// A view's ``View/effectiveUserInterfaceLayoutDirection`` follows from it: ``unspecified``
/// inherits the direction of the view's superview (the application's for a view in none),
/// ``playback`` and ``spatial`` always read left to right, and the two `force…` cases force
/// their direction, as Apple documents `UIView.semanticContentAttribute`. A test sets a
/// collection view right to left with `collectionView.semanticContentAttribute = .forceRightToLeft`.
public enum SemanticContentAttribute: Int, Sendable, Hashable, Codable, CaseIterable {
    /// Follows the surrounding direction.
    case unspecified = 0
    /// Playback controls (play, rewind, fast-forward): left to right in every direction.
    case playback = 1
    /// Controls with a spatial meaning (a directional pad): left to right in every direction.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4

    /// The direction content with this attribute reads in where the surroundings read in
    /// `direction` (UIKit's `UIView.userInterfaceLayoutDirection(for:relativeTo:)`).
    ///
    /// - Parameter direction: The surrounding direction, which ``unspecified`` follows.
    /// - Returns: The direction the content reads in.
    public func layoutDirection(relativeTo direction: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch self {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
