import CollectionViewSimulator

/// UIKit's `UIUserInterfaceLayoutDirection`: ``CollectionViewSimulator/UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// UIKit's `UISemanticContentAttribute`: ``CollectionViewSimulator/SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute

/// UIKit's `UIApplication`: the simulator's ``CollectionViewSimulator/Application``, whose
/// `userInterfaceLayoutDirection` a test may set (UIKit's is read-only).
///
/// ```swift
/// let isRightToLeft = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft   // false
/// ```
public typealias UIApplication = Application
