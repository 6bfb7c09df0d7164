import BatchUpdates
import Foundation

/// Why a selection or touch call was refused.
public enum SelectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The index path names no item in the view's counts (UIKit raises an out-of-bounds exception
    /// for it).
    case itemOutOfRange(IndexPath, itemCounts: [Int])

    /// The message: what is wrong and where.
    public var description: String {
        switch self {
        case let .itemOutOfRange(indexPath, counts):
            let where_ = counts.indices.contains(indexPath.section)
                ? "section \(indexPath.section) contains \(counts[indexPath.section]) items"
                : "the collection view has \(counts.count) sections"
            return "attempt to select or touch item \(indexPath.count == 2 ? "\(indexPath.section)-\(indexPath.item)" : "\(indexPath)"), but \(where_)"
        }
    }
}

extension SelectionError: UIKitExceptionRepresentable {
    /// `NSInvalidArgumentException`: UIKit rejects an index path that names no item as an
    /// invalid argument (its text for scrolling to one: "attempt to scroll to invalid index path").
    public var exceptionName: UIKitException.Name { .invalidArgumentException }
}
