import Foundation

extension Font {
    /// A font's weight (UIKit's `UIFont.Weight`), with UIKit's raw values from -1 (lightest) to 1.
    public struct Weight: RawRepresentable, Sendable, Hashable, Comparable, Codable {
        /// The weight, -1 to 1; 0 is regular.
        public var rawValue: CGFloat

        /// Creates a weight.
        ///
        /// - Parameter rawValue: The weight, -1 to 1.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Creates a weight (UIKit's unlabelled initialiser).
        ///
        /// - Parameter rawValue: The weight, -1 to 1.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Ultra light: -0.8.
        public static let ultraLight = Weight(-0.8)
        /// Thin: -0.6.
        public static let thin = Weight(-0.6)
        /// Light: -0.4.
        public static let light = Weight(-0.4)
        /// Regular: 0.
        public static let regular = Weight(0)
        /// Medium: 0.23.
        public static let medium = Weight(0.23)
        /// Semibold: 0.3.
        public static let semibold = Weight(0.3)
        /// Bold: 0.4.
        public static let bold = Weight(0.4)
        /// Heavy: 0.56.
        public static let heavy = Weight(0.56)
        /// Black: 0.62.
        public static let black = Weight(0.62)

        /// Whether `lhs` is lighter than `rhs`.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// The named weights, lightest first, with the suffix iOS gives the system font's name.
        private static let names: [(weight: Weight, name: String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]

        /// The suffix of the system font's name for the named weight nearest to this one.
        var systemFontNameSuffix: String {
            let nearest = Self.names.min { abs($0.weight.rawValue - rawValue) < abs($1.weight.rawValue - rawValue) }
            return nearest?.name ?? "Regular"
        }
    }
}
