import Foundation

extension Button {
    /// A button's look as a value (UIKit's `UIButton.Configuration`, iOS 15), made from one of
    /// UIKit's styles and adjusted:
    ///
    /// ```swift
    /// var configuration = UIButton.Configuration.filled()
    /// configuration.title = "Follow"
    /// configuration.image = UIImage(systemName: "plus")
    /// configuration.baseBackgroundColor = .systemPink
    /// button.configuration = configuration
    /// ```
    ///
    /// Nothing is drawn: the style's colours are not resolved; the values are what the app set.
    public struct Configuration: Sendable, Hashable {
        /// The styles UIKit's factory methods make.
        public enum Style: String, Sendable, Hashable, CaseIterable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The style the configuration was made with.
        public let style: Style
        /// The title.
        public var title: String?
        /// The subtitle.
        public var subtitle: String?
        /// The image.
        public var image: Image?
        /// The base colour of the background.
        public var baseBackgroundColor: Color?
        /// The base colour of the title, subtitle and image.
        public var baseForegroundColor: Color?
        /// The background.
        public var background = BackgroundConfiguration.clear()
        /// How the corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The button's size class.
        public var buttonSize: Size = .medium
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The insets of the content from the button's edges.
        public var contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        /// Whether an activity indicator replaces the image.
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        /// A plain button: no background (`plain()`).
        public static func plain() -> Self { Self(style: .plain) }
        /// A tinted background (`tinted()`).
        public static func tinted() -> Self { Self(style: .tinted) }
        /// A grey background (`gray()`).
        public static func gray() -> Self { Self(style: .gray) }
        /// A background of the tint colour (`filled()`).
        public static func filled() -> Self { Self(style: .filled) }
        /// No border (`borderless()`).
        public static func borderless() -> Self { Self(style: .borderless) }
        /// A border (`bordered()`).
        public static func bordered() -> Self { Self(style: .bordered) }
        /// A tinted border (`borderedTinted()`).
        public static func borderedTinted() -> Self { Self(style: .borderedTinted) }
        /// A prominent border (`borderedProminent()`).
        public static func borderedProminent() -> Self { Self(style: .borderedProminent) }

        /// How a button's corners are rounded (UIKit's `UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Sendable, Hashable, CaseIterable {
            /// The background's own corner radius.
            case fixed = -1
            /// A radius that follows the button's size.
            case dynamic = 0
            /// Small corners.
            case small = 1
            /// Medium corners.
            case medium = 2
            /// Large corners.
            case large = 3
            /// Fully round ends.
            case capsule = 4
        }

        /// A button's size class (UIKit's `UIButton.Configuration.Size`).
        public enum Size: Int, Sendable, Hashable, CaseIterable {
            /// Mini.
            case mini = 0
            /// Small.
            case small = 1
            /// Medium.
            case medium = 2
            /// Large.
            case large = 3
        }
    }
}
