/// How a presented controller is shown (UIKit's `UIModalPresentationStyle`), with UIKit's raw
/// values. Only `.fullScreen` hides the presenter, which then gets its disappearance callbacks;
/// `.automatic` (a page sheet on an iPhone since iOS 13) leaves it on screen, as UIKit does.
public enum ModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    /// Covers the screen; the presenter disappears.
    case fullScreen = 0
    /// A card over the presenter (iOS 13's default on an iPhone).
    case pageSheet = 1
    /// A centred form.
    case formSheet = 2
    /// Covers the presenter's context.
    case currentContext = 3
    /// A transitioning delegate's presentation.
    case custom = 4
    /// Covers the screen, the presenter staying underneath.
    case overFullScreen = 5
    /// Covers the presenter's context, the presenter staying underneath.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
    /// No adaptation.
    case none = -1
    /// The system's choice (UIKit's default): a page sheet.
    case automatic = -2
}
