import BatchUpdates

/// A constraint UIKit refuses to activate, with UIKit's exception text.
public enum LayoutConstraintError: Error, Sendable, Hashable, CustomStringConvertible, UIKitExceptionRepresentable {
    /// The constraint's items are in different view hierarchies (or a layout guide belongs to no
    /// view), so no view can hold it: UIKit raises `NSGenericException` from
    /// `NSLayoutConstraint.activate(_:)` and `isActive = true`. The associated values name the two
    /// anchors as UIKit prints them (class and attribute; UIKit adds addresses).
    case noCommonAncestor(firstAnchor: String, secondAnchor: String)

    /// UIKit's reason text.
    public var description: String {
        switch self {
        case let .noCommonAncestor(first, second):
            "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        }
    }

    /// `NSGenericException`, the name UIKit raises it under.
    public var exceptionName: UIKitException.Name { .genericException }
}
