import Foundation

/// The direction a user interface reads in (UIKit's `UIUserInterfaceLayoutDirection`, the name
/// UIKitCompatibility gives it), with UIKit's raw values.
///
/// The application's direction is ``Application/userInterfaceLayoutDirection``; a view's is
/// ``View/effectiveUserInterfaceLayoutDirection``, which its ``View/semanticContentAttribute``
/// can force. When a collection view reads in the other direction than its layout's
/// ``CollectionViewLayout/developmentLayoutDirection`` and the layout's
/// ``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection`` is `true`, the collection
/// view mirrors the layout's horizontal coordinates (see
/// ``CollectionViewLayout/flipsHorizontallyInOppositeLayoutDirection``).
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, Codable {
    /// Left to right, as English reads.
    case leftToRight = 0
    /// Right to left, as Arabic and Hebrew read.
    case rightToLeft = 1
}
