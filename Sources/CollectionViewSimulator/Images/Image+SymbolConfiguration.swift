import Foundation

extension Image {
    /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`), as the values it was
    /// made from; nothing is drawn.
    ///
    /// ```swift
    /// imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .headline, scale: .large)
    /// ```
    public struct SymbolConfiguration: Sendable, Hashable, Codable {
        /// The point size, when given.
        public let pointSize: CGFloat?
        /// The weight, when given.
        public let weight: SymbolWeight?
        /// The text style the symbol follows, when given.
        public let textStyle: Font.TextStyle?
        /// The scale relative to the text, when given.
        public let scale: SymbolScale?

        /// A configuration from its parts.
        init(pointSize: CGFloat? = nil, weight: SymbolWeight? = nil, textStyle: Font.TextStyle? = nil, scale: SymbolScale? = nil) {
            self.pointSize = pointSize
            self.weight = weight
            self.textStyle = textStyle
            self.scale = scale
        }

        /// A symbol of a point size (UIKit's `init(pointSize:)`).
        ///
        /// - Parameter pointSize: The size in points.
        public init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil) }

        /// A symbol of a point size and weight (UIKit's `init(pointSize:weight:)`).
        ///
        /// - Parameters:
        ///   - pointSize: The size in points.
        ///   - weight: The weight.
        public init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, textStyle: nil) }

        /// A symbol of a point size, weight and scale (UIKit's `init(pointSize:weight:scale:)`).
        ///
        /// - Parameters:
        ///   - pointSize: The size in points.
        ///   - weight: The weight.
        ///   - scale: The scale.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { self.init(pointSize: pointSize, weight: weight, textStyle: nil, scale: scale) }

        /// A symbol that follows a text style (UIKit's `init(textStyle:)`).
        ///
        /// - Parameter textStyle: The text style.
        public init(textStyle: Font.TextStyle) { self.init(pointSize: nil, textStyle: textStyle) }

        /// A symbol that follows a text style at a scale (UIKit's `init(textStyle:scale:)`).
        ///
        /// - Parameters:
        ///   - textStyle: The text style.
        ///   - scale: The scale.
        public init(textStyle: Font.TextStyle, scale: SymbolScale) { self.init(pointSize: nil, textStyle: textStyle, scale: scale) }

        /// A symbol of a weight (UIKit's `init(weight:)`).
        ///
        /// - Parameter weight: The weight.
        public init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, textStyle: nil) }

        /// A symbol at a scale (UIKit's `init(scale:)`).
        ///
        /// - Parameter scale: The scale.
        public init(scale: SymbolScale) { self.init(pointSize: nil, scale: scale) }
    }
}

extension Image {
    /// A symbol's weight (UIKit's `UIImage.SymbolWeight`), with UIKit's raw values.
    public enum SymbolWeight: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Unspecified.
        case unspecified = 0
        /// Ultra light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black
    }

    /// A symbol's size relative to its text (UIKit's `UIImage.SymbolScale`), with UIKit's raw values.
    public enum SymbolScale: Int, Sendable, Hashable, Codable, CaseIterable {
        /// The default scale.
        case `default` = -1
        /// Unspecified.
        case unspecified = 0
        /// Small.
        case small = 1
        /// Medium.
        case medium = 2
        /// Large.
        case large = 3
    }
}
