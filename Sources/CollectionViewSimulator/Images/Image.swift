/// An image, as far as a configuration names it (UIKit's `UIImage`, the name UIKitCompatibility
/// gives it): the simulator draws nothing, so an image is its name.
///
/// ```swift
/// content.image = UIImage(systemName: "star")
/// ```
public struct Image: Sendable, Hashable, Codable {
    /// The symbol or asset name the image was made from.
    public let name: String
    /// Whether ``name`` is an SF Symbol's name (`init(systemName:)`) rather than an asset's.
    public let isSystemImage: Bool

    /// A system symbol image (`UIImage(systemName:)`). Never `nil` here: the simulator has no
    /// symbol catalogue to look the name up in.
    ///
    /// - Parameter systemName: The symbol's name.
    public init?(systemName: String) {
        (name, isSystemImage) = (systemName, true)
    }

    /// An image from the app's assets (`UIImage(named:)`). Never `nil` here: the simulator has
    /// no asset catalogue to look the name up in.
    ///
    /// - Parameter name: The asset's name.
    public init?(named name: String) {
        (self.name, isSystemImage) = (name, false)
    }
}
