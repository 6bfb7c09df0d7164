import Foundation

/// The traits of a view's environment (UIKit's `UITraitCollection`, the name UIKitCompatibility
/// gives it), as far as the simulator models them: the display scale.
///
/// A view's ``View/traitCollection`` is its superview's; a collection view's display scale is its
/// ``CollectionView/screenScale``. When it changes (the screen scale is set, or a view moves under
/// a superview with other traits) the view and every view under it hear
/// ``View/traitCollectionDidChange(_:)``, and so does the controller of a root view.
public struct TraitCollection: Sendable, Hashable {
    /// The main screen's traits (UIKit's `UIScreen.main.traitCollection`): display scale 3, as
    /// the simulated iPhone's, which a view in no collection view has.
    public static let mainScreen = TraitCollection(displayScale: 3)

    /// Points per pixel of the screen.
    public var displayScale: CGFloat

    /// Creates traits with a display scale (`UITraitCollection(displayScale:)`).
    ///
    /// - Parameter displayScale: Points per pixel.
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
    }
}
