import BatchUpdates
import Foundation

/// Why a selection or touch call was refused.
public enum SelectionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The index path names no item in the view's counts (UIKit raises an out-of-bounds exception
    /// for it).
    case itemOutOfRange(IndexPath, itemCounts: [Int])
    /// ``CollectionView/scrollToItem(at:at:animated:fileID:filePath:line:column:)`` was given an
    /// index path that names no item in the view's counts.
    case scrollTargetOutOfRange(IndexPath, itemCounts: [Int])

    /// The message: what is wrong and where.
    public var description: String {
        switch self {
        case let .itemOutOfRange(indexPath, counts):
            let where_ = counts.indices.contains(indexPath.section)
                ? "section \(indexPath.section) contains \(counts[indexPath.section]) items"
                : "the collection view has \(counts.count) sections"
            return "attempt to select or touch item \(indexPath.count == 2 ? "\(indexPath.section)-\(indexPath.item)" : "\(indexPath)"), but \(where_)"
        case let .scrollTargetOutOfRange(indexPath, counts):
            // UIKit's text (iOS 14 and later) for an item out of bounds; the other cases are worded alike.
            guard indexPath.count == 2 else { return "Attempted to scroll the collection view to an invalid index path (\(indexPath))." }
            guard counts.indices.contains(indexPath.section) else {
                return "Attempted to scroll the collection view to an out-of-bounds section (\(indexPath.section)) when there are only \(counts.count) sections."
            }
            return "Attempted to scroll the collection view to an out-of-bounds item (\(indexPath.item)) when there are only \(counts[indexPath.section]) items in section \(indexPath.section)."
        }
    }
}

extension SelectionError: UIKitExceptionRepresentable {
    /// `NSInvalidArgumentException`: UIKit rejects an index path that names no item as an
    /// invalid argument (its text for scrolling to one: "attempt to scroll to invalid index path").
    public var exceptionName: UIKitException.Name { .invalidArgumentException }
}
