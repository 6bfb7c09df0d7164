// Core Graphics' `CGColor` (Apple's, or on Linux the package's shim of the same shape) is not the
// simulator's `Color`: `cgColor` and `init(cgColor:)` convert between them, as UIKit's `UIColor`
// does, and a layer's `borderColor` and `shadowColor` are typed as `CGColor` here. The same code on
// every platform.
import CollectionViewSimulator
import CoreGraphics

extension Color {
    /// The colour as Core Graphics' `CGColor` (UIKit's `UIColor.cgColor`): an RGB colour with the
    /// same components.
    public var cgColor: CGColor {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour of a `CGColor` (UIKit's `UIColor(cgColor:)`): a grey's or an RGB colour's
    /// components; a colour with other components (another colour space) is read as its first
    /// three and its alpha.
    ///
    /// - Parameter cgColor: The Core Graphics colour.
    public init(cgColor: CGColor) {
        let components = cgColor.components ?? []
        switch components.count {
        case 2: self.init(white: components[0], alpha: components[1])
        case 4...: self.init(red: components[0], green: components[1], blue: components[2], alpha: cgColor.alpha)
        default: self.init(white: 0, alpha: cgColor.alpha)
        }
    }
}

extension Layer {
    /// The colour of the layer's border, typed as Core Graphics' `CGColor` (`CALayer.borderColor`);
    /// opaque black by default. Nothing is drawn.
    public var borderColor: CGColor? {
        get { simulatorBorderColor?.cgColor }
        set { simulatorBorderColor = newValue.map(Color.init(cgColor:)) }
    }

    /// The colour of the layer's shadow, typed as Core Graphics' `CGColor` (`CALayer.shadowColor`);
    /// opaque black by default. Nothing is drawn.
    public var shadowColor: CGColor? {
        get { simulatorShadowColor?.cgColor }
        set { simulatorShadowColor = newValue.map(Color.init(cgColor:)) }
    }
}
