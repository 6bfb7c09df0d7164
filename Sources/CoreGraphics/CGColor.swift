import Foundation

/// Core Graphics' `CGColor`, which Linux lacks, with Apple's Swift API for the colours app code
/// builds: RGB and grey components with alpha, `components`, `alpha` and `copy(alpha:)`.
///
/// A layer's `borderColor` and `shadowColor` hold one (UIKit's `UIColor.cgColor` makes it). The
/// simulator draws nothing, so a colour is only a value such code can set and compare. Colours
/// compare equal when they show the same colour: a grey equals the RGB colour whose three
/// components are its grey (Apple's `CFEqual` also compares the colour spaces, so there the two
/// differ; the simulator keeps one RGB space and a layer hands back RGB colours).
///
/// ```swift
/// CGColor(gray: 0, alpha: 1) == .black   // true
/// CGColor(red: 1, green: 0, blue: 0, alpha: 1).components   // [1, 0, 0, 1]
/// ```
public final class CGColor: Equatable, Hashable {
    /// The colour's components, the alpha last: grey and alpha, or red, green, blue and alpha.
    public let components: [CGFloat]?

    private init(components: [CGFloat]) {
        self.components = components
    }

    /// A colour in an RGB colour space (Apple: the generic RGB space).
    ///
    /// - Parameters:
    ///   - red: The red component, 0 to 1.
    ///   - green: The green component, 0 to 1.
    ///   - blue: The blue component, 0 to 1.
    ///   - alpha: The opacity, 0 to 1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(components: [red, green, blue, alpha])
    }

    /// A colour in the sRGB colour space (the simulator keeps one RGB space).
    ///
    /// - Parameters:
    ///   - red: The red component, 0 to 1.
    ///   - green: The green component, 0 to 1.
    ///   - blue: The blue component, 0 to 1.
    ///   - alpha: The opacity, 0 to 1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(components: [red, green, blue, alpha])
    }

    /// A grey.
    ///
    /// - Parameters:
    ///   - gray: The brightness, 0 (black) to 1 (white).
    ///   - alpha: The opacity, 0 to 1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(components: [gray, alpha])
    }

    /// The number of components, the alpha included: 2 for a grey, 4 for an RGB colour.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The opacity, 0 to 1.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with another opacity.
    ///
    /// - Parameter alpha: The new opacity.
    /// - Returns: The colour with that opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var components, !components.isEmpty else { return nil }
        components[components.count - 1] = alpha
        return CGColor(components: components)
    }

    /// Opaque black, a grey.
    public static var black: CGColor { CGColor(gray: 0, alpha: 1) }
    /// Opaque white, a grey.
    public static var white: CGColor { CGColor(gray: 1, alpha: 1) }
    /// Transparent black, a grey.
    public static var clear: CGColor { CGColor(gray: 0, alpha: 0) }

    /// Whether two colours show the same colour (see the type's discussion).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.rgba == rhs.rgba
    }

    /// Hashes the colour's red, green, blue and alpha.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba)
    }

    /// Red, green, blue and alpha (a grey's three colour components equal).
    private var rgba: [CGFloat] {
        guard let components, components.count == 2 else { return components ?? [] }
        return [components[0], components[0], components[0], components[1]]
    }
}
