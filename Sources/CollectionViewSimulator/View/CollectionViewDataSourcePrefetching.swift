import Foundation

/// The object a collection view tells of items it will soon show, so that their data can load
/// early (UIKit's `UICollectionViewDataSourcePrefetching`, the name UIKitCompatibility gives it).
///
/// The simulator never calls it: a ported screen can set
/// ``CollectionView/prefetchDataSource`` and keep its prefetching code, which tests call directly.
///
/// ```swift
/// final class Feed: NSObject, UICollectionViewDataSource, UICollectionViewDataSourcePrefetching {
///     func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
///         indexPaths.forEach { images.load($0.item) }
///     }
/// }
/// collectionView.prefetchDataSource = feed
/// ```
@preconcurrency @MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Starts loading the data of items about to come on screen.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - indexPaths: The items, in the order they will show.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stops loading the data of items no longer about to show (UIKit: optional; default: nothing).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - indexPaths: The items whose prefetching is cancelled.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Nothing, as for an object that does not implement the optional method.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
