import Foundation

extension Font {
    /// A Dynamic Type text style (UIKit's `UIFont.TextStyle`), with UIKit's raw values and the size
    /// and weight iOS gives each at the default (Large) content size category.
    ///
    /// The sizes and weights are the "Large (default)" column of the iOS Dynamic Type sizes table
    /// in Apple's Human Interface Guidelines (Typography): large title 34, title 1 28, title 2 22,
    /// title 3 20, headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13,
    /// caption 1 12, caption 2 11.
    public struct TextStyle: RawRepresentable, Sendable, Hashable, Codable {
        /// UIKit's name for the style (`UICTFontTextStyleBody` …).
        public let rawValue: String

        /// Creates a style from UIKit's name.
        ///
        /// - Parameter rawValue: UIKit's name for the style.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The largest title (iOS 11).
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level headings.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level headings.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level headings.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight of each style at the Large content size category (see the type's
        /// discussion for the source).
        private static let metrics: [TextStyle: (size: CGFloat, weight: Weight)] = [
            .largeTitle: (34, .regular), .title1: (28, .regular), .title2: (22, .regular), .title3: (20, .regular),
            .headline: (17, .semibold), .body: (17, .regular), .callout: (16, .regular), .subheadline: (15, .regular),
            .footnote: (13, .regular), .caption1: (12, .regular), .caption2: (11, .regular),
        ]

        /// The style's size in points at the default (Large) content size category; 17 (body)
        /// for a style UIKit does not name.
        public var defaultPointSize: CGFloat { Self.metrics[self]?.size ?? 17 }

        /// The style's weight: semibold for ``headline``, regular for the others.
        public var defaultWeight: Weight { Self.metrics[self]?.weight ?? .regular }
    }
}
