import Foundation

/// A view that shows an image (UIKit's `UIImageView`, the name UIKitCompatibility gives it), as
/// values: the image, highlighted image, content mode (every view's ``View/contentMode``) and tint
/// a cell sets are stored and read back; nothing is drawn.
///
/// ```swift
/// let thumbnail = UIImageView(image: UIImage(named: "lisbon"))
/// thumbnail.contentMode = .scaleAspectFill
/// thumbnail.clipsToBounds = true
/// thumbnail.layer.cornerRadius = 8
/// ```
///
/// An ``Image`` is its name, with no pixels, so ``View/intrinsicContentSize`` is
/// ``View/noIntrinsicMetric`` on both axes (UIKit gives the image's size) and the frame stays
/// what was set (UIKit's `init(image:)` takes the image's size).
open class ImageView: View {
    /// The image shown; `nil` by default.
    open var image: Image?
    /// The image shown while ``isHighlighted``; `nil` by default.
    open var highlightedImage: Image?
    /// Whether the view shows ``highlightedImage``; `false` by default.
    open var isHighlighted = false
    /// The symbol configuration a symbol image is drawn with (UIKit's
    /// `preferredSymbolConfiguration`); `nil` by default. Stored.
    open var preferredSymbolConfiguration: Image.SymbolConfiguration?

    /// Creates an image view with a frame.
    ///
    /// - Parameter frame: The view's rectangle.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing an image (UIKit's `init(image:)`), with a zero frame.
    ///
    /// - Parameter image: The image.
    public convenience init(image: Image?) {
        self.init(frame: .zero)
        self.image = image
    }

    /// Creates an image view with an image and a highlighted image (UIKit's `init(image:highlightedImage:)`).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - highlightedImage: The image shown while highlighted.
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Creates an image view from an archive (UIKit's `init?(coder:)`): the simulator never
    /// archives views, so this is an empty image view with a zero frame.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
