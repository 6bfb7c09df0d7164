import Foundation

/// UIKit's exceptions about registering and dequeuing reusable views, with UIKit's text.
///
/// UIKit's registration and dequeue methods do not throw: they raise an Objective-C exception and
/// the app stops. The simulator's twins return a stand-in view instead and surface the exception
/// (see ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``): every one is kept in
/// ``CollectionView/reuseErrors``, and a batch update during which one was raised throws the first.
public enum CellReuseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A dequeue named an identifier with no registered class, for a kind
    /// (`UICollectionElementKindCell` for cells). UIKit's assertion in
    /// `_dequeueReusableViewOfKind:withIdentifier:forIndexPath:viewCategory:`.
    case notRegistered(kind: String, identifier: String)
    /// A cell class was registered that is not a ``CollectionViewCell``: UIKit raises in
    /// `registerClass:forCellWithReuseIdentifier:` and registers nothing.
    case notACellClass(className: String, identifier: String)
    /// A supplementary view class was registered that is not a ``CollectionReusableView``: UIKit
    /// raises in `registerClass:forSupplementaryViewOfKind:withReuseIdentifier:` (the simulator's
    /// wording, after the cell message) and registers nothing.
    case notAReusableViewClass(className: String, kind: String, identifier: String)
    /// A data source returned a view it did not dequeue (it has no
    /// ``CollectionReusableView/reuseIdentifier``): UIKit's assertion after
    /// `collectionView(_:cellForItemAt:)` and its supplementary twin.
    case notDequeued(kind: String, indexPath: IndexPath)

    /// UIKit's message.
    public var description: String {
        switch self {
        case let .notRegistered(kind, identifier):
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class "
                + "for the identifier or connect a prototype cell in a storyboard"
        case let .notACellClass(className, identifier):
            "attempt to register a cell class which is not a subclass of UICollectionViewCell (\(className)) "
                + "for reuse identifier \(identifier)"
        case let .notAReusableViewClass(className, kind, identifier):
            "attempt to register a class which is not a subclass of UICollectionReusableView (\(className)) "
                + "for supplementary view of kind \(kind) with reuse identifier \(identifier)"
        case let .notDequeued(kind, indexPath) where kind == CollectionView.elementKindCell:
            "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells "
                + "must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath: "
                + "(item \(indexPath.section)-\(indexPath.item))"
        case let .notDequeued(kind, indexPath):
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(kind), "
                + "\(indexPath.section)-\(indexPath.item)) was not retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:"
        }
    }
}
