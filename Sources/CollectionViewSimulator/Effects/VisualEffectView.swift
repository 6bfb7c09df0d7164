import Foundation

/// A view that shows a visual effect behind its content (UIKit's `UIVisualEffectView`, the name
/// UIKitCompatibility gives it): the effect is stored, never drawn, and content goes in
/// ``contentView``, as in UIKit.
///
/// ```swift
/// let badge = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
/// badge.contentView.addSubview(countLabel)
/// ```
open class VisualEffectView: View {
    /// The effect shown; `nil` for none.
    open var effect: VisualEffect?
    /// The view that holds the content, a subview that fills the effect view.
    public let contentView = View(frame: .zero)

    /// Creates an effect view (UIKit's `init(effect:)`) with a zero frame.
    ///
    /// - Parameter effect: The effect, or `nil`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates an effect view with a frame and no effect; the content view fills it.
    ///
    /// - Parameter frame: The view's rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    /// Creates an effect view from an archive (UIKit's `init?(coder:)`): the simulator never
    /// archives views, so this is an effect view with no effect and a zero frame.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
