import Foundation

/// UIKit's adaptable system colours as their light-mode sRGB values, published in Apple's Human
/// Interface Guidelines ("Color": system colors, backgrounds and labels), so cells that set
/// `backgroundColor = .systemOrange` or `textColor = .secondaryLabel` compile and carry a colour.
///
/// The simulator has no appearance: each name is one fixed value. `systemBlue`,
/// `systemBackground` and `systemGray6` are declared with the basic colours.
extension Color {
    private init(sRGB red: Int, _ green: Int, _ blue: Int, alpha: CGFloat = 1) {
        self.init(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
    }

    /// UIKit's system red (light mode).
    public static let systemRed = Color(sRGB: 255, 59, 48)
    /// UIKit's system orange (light mode).
    public static let systemOrange = Color(sRGB: 255, 149, 0)
    /// UIKit's system yellow (light mode).
    public static let systemYellow = Color(sRGB: 255, 204, 0)
    /// UIKit's system green (light mode).
    public static let systemGreen = Color(sRGB: 52, 199, 89)
    /// UIKit's system mint (light mode).
    public static let systemMint = Color(sRGB: 0, 199, 190)
    /// UIKit's system teal (light mode).
    public static let systemTeal = Color(sRGB: 48, 176, 199)
    /// UIKit's system cyan (light mode).
    public static let systemCyan = Color(sRGB: 50, 173, 230)
    /// UIKit's system indigo (light mode).
    public static let systemIndigo = Color(sRGB: 88, 86, 214)
    /// UIKit's system purple (light mode).
    public static let systemPurple = Color(sRGB: 175, 82, 222)
    /// UIKit's system pink (light mode).
    public static let systemPink = Color(sRGB: 255, 45, 85)
    /// UIKit's system brown (light mode).
    public static let systemBrown = Color(sRGB: 162, 132, 94)
    /// UIKit's system grey (light mode).
    public static let systemGray = Color(sRGB: 142, 142, 147)
    /// UIKit's second system grey (light mode).
    public static let systemGray2 = Color(sRGB: 174, 174, 178)
    /// UIKit's third system grey (light mode).
    public static let systemGray3 = Color(sRGB: 199, 199, 204)
    /// UIKit's fourth system grey (light mode).
    public static let systemGray4 = Color(sRGB: 209, 209, 214)
    /// UIKit's fifth system grey (light mode).
    public static let systemGray5 = Color(sRGB: 229, 229, 234)
    /// UIKit's secondary system background (light mode): the lightest system grey.
    public static let secondarySystemBackground = Color.systemGray6
    /// UIKit's tertiary system background (light mode): white.
    public static let tertiarySystemBackground = Color.white
    /// UIKit's grouped-content background (light mode): the lightest system grey.
    public static let systemGroupedBackground = Color.systemGray6
    /// UIKit's secondary grouped-content background (light mode): white.
    public static let secondarySystemGroupedBackground = Color.white
    /// UIKit's primary text colour (light mode): black.
    public static let label = Color.black
    /// UIKit's secondary text colour (light mode).
    public static let secondaryLabel = Color(sRGB: 60, 60, 67, alpha: 0.6)
    /// UIKit's tertiary text colour (light mode).
    public static let tertiaryLabel = Color(sRGB: 60, 60, 67, alpha: 0.3)
}
