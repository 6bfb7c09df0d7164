import Foundation

/// A spinner (UIKit's `UIActivityIndicatorView`, the name UIKitCompatibility gives it): whether
/// it animates is stored and hides the view when it stops, as in UIKit; nothing spins.
///
/// ```swift
/// spinner.startAnimating()
/// spinner.isAnimating   // true
/// ```
open class ActivityIndicatorView: View {
    /// The spinner's size and look; ``Style/medium`` by default.
    open var style: Style = .medium
    /// The spinner's colour; `nil` (the system's) by default.
    open var color: Color?
    /// Whether the view hides while stopped (UIKit's `hidesWhenStopped`); `true` by default.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether the spinner is animating (UIKit's `isAnimating`).
    open private(set) var isAnimating = false

    /// Creates a spinner of a style (UIKit's `init(style:)`), stopped and so hidden.
    ///
    /// - Parameter style: The style.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Creates a spinner with a frame, stopped and so hidden. Its content priorities are UIKit's
    /// for a spinner: 750 hugging and compression resistance on both axes.
    ///
    /// - Parameter frame: The view's rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a spinner from an archive (UIKit's `init?(coder:)`): the simulator never archives
    /// views, so this is a stopped spinner with a zero frame.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// Starts the spinner and shows it (UIKit's `startAnimating()`).
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops the spinner, hiding it when ``hidesWhenStopped`` (UIKit's `stopAnimating()`).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// UIKit's initial state: stopped, hidden, hugging its size firmly.
    private func configure() {
        isHidden = true
        for axis in [LayoutConstraint.Axis.horizontal, .vertical] {
            setContentHuggingPriority(.defaultHigh, for: axis)
        }
    }

    /// A spinner's size and look (UIKit's `UIActivityIndicatorView.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable, Hashable, Codable, CaseIterable {
        /// The medium spinner (iOS 13).
        case medium = 100
        /// The large spinner (iOS 13).
        case large = 101
        /// The large white spinner (before iOS 13).
        case whiteLarge = 0
        /// The white spinner (before iOS 13).
        case white = 1
        /// The grey spinner (before iOS 13).
        case gray = 2
    }
}
