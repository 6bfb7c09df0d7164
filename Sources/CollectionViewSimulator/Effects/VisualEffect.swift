/// A visual effect a ``VisualEffectView`` shows (UIKit's `UIVisualEffect`, the name
/// UIKitCompatibility gives it): a blur (``BlurEffect``) or vibrancy (``VibrancyEffect``), as a
/// value; nothing is drawn.
@preconcurrency @MainActor
open class VisualEffect {
    /// An effect; UIKit's subclasses are the ones to make.
    public init() {}
}

/// A blur (UIKit's `UIBlurEffect`), kept as its style.
///
/// ```swift
/// let background = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// ```
open class BlurEffect: VisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of a style (UIKit's `UIBlurEffect(style:)`).
    ///
    /// - Parameter style: The style.
    public init(style: Style) {
        self.style = style
    }

    /// A blur's look (UIKit's `UIBlurEffect.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Lighter than the content behind.
        case extraLight = 0
        /// Light.
        case light = 1
        /// Dark.
        case dark = 2
        /// Follows the interface style.
        case regular = 4
        /// Follows the interface style, more opaque.
        case prominent = 5
        /// The thinnest material (iOS 13).
        case systemUltraThinMaterial = 6
        /// A thin material.
        case systemThinMaterial = 7
        /// The default material.
        case systemMaterial = 8
        /// A thick material.
        case systemThickMaterial = 9
        /// The material of bars.
        case systemChromeMaterial = 10
        /// The thinnest material, light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, light.
        case systemThinMaterialLight = 12
        /// The default material, light.
        case systemMaterialLight = 13
        /// A thick material, light.
        case systemThickMaterialLight = 14
        /// The material of bars, light.
        case systemChromeMaterialLight = 15
        /// The thinnest material, dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, dark.
        case systemThinMaterialDark = 17
        /// The default material, dark.
        case systemMaterialDark = 18
        /// A thick material, dark.
        case systemThickMaterialDark = 19
        /// The material of bars, dark.
        case systemChromeMaterialDark = 20
    }
}

/// Vibrancy over a blur (UIKit's `UIVibrancyEffect`), kept as the blur it goes with.
open class VibrancyEffect: VisualEffect {
    /// The blur the vibrancy is made for.
    public let blurEffect: BlurEffect

    /// Vibrancy for a blur (UIKit's `UIVibrancyEffect(blurEffect:)`).
    ///
    /// - Parameter blurEffect: The blur.
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
    }
}
