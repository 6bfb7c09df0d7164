extension View {
    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`), with UIKit's raw
    /// values, so `imageView.contentMode = .scaleAspectFill` compiles unchanged. Stored, never drawn.
    public enum ContentMode: Int, Sendable, Hashable, Codable, CaseIterable {
        /// Stretched to fill the bounds; every view's default.
        case scaleToFill = 0
        /// Scaled to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to cover the bounds, keeping its aspect ratio.
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred, unscaled.
        case center = 4
        /// Along the top edge.
        case top = 5
        /// Along the bottom edge.
        case bottom = 6
        /// Along the left edge.
        case left = 7
        /// Along the right edge.
        case right = 8
        /// In the top-left corner.
        case topLeft = 9
        /// In the top-right corner.
        case topRight = 10
        /// In the bottom-left corner.
        case bottomLeft = 11
        /// In the bottom-right corner.
        case bottomRight = 12
    }
}
