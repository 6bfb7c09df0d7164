import Foundation

/// A colour as a value (UIKit's `UIColor`, the name UIKitCompatibility gives it): red, green,
/// blue and alpha components from 0 to 1, which a custom attributes class can carry and a cell's
/// `apply(_:)` can set.
///
/// ```swift
/// attributes.color = UIColor(white: 0.9, alpha: 1)
/// attributes.color == .white.withAlphaComponent(1)   // false
/// ```
///
/// Named colours are fixed sRGB values (the light-mode values for `system…` colours).
public struct Color: Sendable, Hashable, Codable {
    /// The red component, 0 to 1.
    public var red: CGFloat
    /// The green component, 0 to 1.
    public var green: CGFloat
    /// The blue component, 0 to 1.
    public var blue: CGFloat
    /// The opacity, 0 to 1.
    public var alpha: CGFloat

    /// A colour from its components (`UIColor(red:green:blue:alpha:)`).
    ///
    /// - Parameters:
    ///   - red: The red component, 0 to 1.
    ///   - green: The green component, 0 to 1.
    ///   - blue: The blue component, 0 to 1.
    ///   - alpha: The opacity, 0 to 1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// A grey (`UIColor(white:alpha:)`).
    ///
    /// - Parameters:
    ///   - white: The brightness, 0 (black) to 1 (white).
    ///   - alpha: The opacity, 0 to 1.
    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness (`UIColor(hue:saturation:brightness:alpha:)`).
    ///
    /// - Parameters:
    ///   - hue: The hue, 0 to 1 around the colour wheel.
    ///   - saturation: The saturation, 0 to 1.
    ///   - brightness: The brightness, 0 to 1.
    ///   - alpha: The opacity, 0 to 1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let (v, s) = (brightness, saturation)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: [(CGFloat, CGFloat, CGFloat)] = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)]
        let (r, g, b) = rgb[max(0, sector)]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The same colour with another opacity (`withAlphaComponent(_:)`).
    ///
    /// - Parameter alpha: The new opacity.
    /// - Returns: The colour with that opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Black.
    public static let black = Color(white: 0, alpha: 1)
    /// White.
    public static let white = Color(white: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = Color(white: 0, alpha: 0)
    /// A 50 % grey.
    public static let gray = Color(white: 0.5, alpha: 1)
    /// A 2/3 grey.
    public static let lightGray = Color(white: 2.0 / 3, alpha: 1)
    /// A 1/3 grey.
    public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    /// Orange.
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Cyan: green and blue (UIKit's `UIColor.cyan`).
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: red and green (UIKit's `UIColor.yellow`).
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: red and blue (UIKit's `UIColor.magenta`).
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    /// Purple: half red and half blue (UIKit's `UIColor.purple`).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown (UIKit's `UIColor.brown`: red 0.6, green 0.4, blue 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// UIKit's system blue (light mode).
    public static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// UIKit's system background (light mode): white.
    public static let systemBackground = Color.white
    /// UIKit's lightest system grey (light mode).
    public static let systemGray6 = Color(red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
}
