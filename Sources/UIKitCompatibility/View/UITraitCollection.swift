import CollectionViewSimulator
import Foundation

/// UIKit's `UITraitCollection`: the simulator's ``TraitCollection`` (the display scale).
public typealias UITraitCollection = TraitCollection

/// UIKit's `UIScreen`, as far as layouts read it: the main screen's scale and bounds.
///
/// A simulated view has no screen; `UIScreen.main` is a current iPhone (scale 3, 393 × 852
/// points). Layouts that pixel-align should read `collectionView.traitCollection.displayScale`,
/// which follows the simulated view's `screenScale`.
@preconcurrency @MainActor public final class UIScreen {
    /// The simulated device's screen.
    public static let main = UIScreen(scale: 3, bounds: CGRect(x: 0, y: 0, width: 393, height: 852))

    /// Points per pixel.
    public let scale: CGFloat
    /// The screen's rectangle in points.
    public let bounds: CGRect

    /// Creates a screen.
    ///
    /// - Parameters:
    ///   - scale: Points per pixel.
    ///   - bounds: The screen's rectangle in points.
    public init(scale: CGFloat, bounds: CGRect) {
        self.scale = scale
        self.bounds = bounds
    }
}
