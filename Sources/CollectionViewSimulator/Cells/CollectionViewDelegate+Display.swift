import Foundation

/// UIKit's defaults for the display methods: nothing happens.
extension CollectionViewDelegate {
    /// Does nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
                               forItemAt indexPath: IndexPath) {}

    /// Does nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}

    /// Does nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
                               forItemAt indexPath: IndexPath) {}

    /// Does nothing, as UIKit does when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
}
