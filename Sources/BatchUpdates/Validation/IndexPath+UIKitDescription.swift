import Foundation

extension IndexPath {
    /// The address printed in ``uikitDescription``. UIKit prints the object's real address; the
    /// simulator prints this fixed placeholder so that messages are the same on every run.
    public static let placeholderObjectAddress = "0xc000000000000016"

    /// The index path as UIKit's `%@` prints an `NSIndexPath` in exception messages:
    /// `<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 1}`, with a fixed placeholder
    /// address. A section operation's item, `NSNotFound`, prints as 9223372036854775807.
    public var uikitDescription: String {
        let path = map(String.init).joined(separator: " - ")
        return "<NSIndexPath: \(Self.placeholderObjectAddress)> {length = \(count), path = \(path)}"
    }
}
