import Foundation

/// The source of a collection view's section and item counts: the counting part of UIKit's
/// `UICollectionViewDataSource`, with its Swift names.
///
/// The simulator creates no cells, so only the two counting methods exist. As in UIKit,
/// `numberOfSections(in:)` is optional and defaults to one section.
///
/// ```swift
/// final class Photos: CollectionViewDataSource {
///     var titles = ["a", "b", "c"]
///     func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
///         titles.count
///     }
/// }
/// ```
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (UIKit: optional, default 1).
    ///
    /// - Parameter collectionView: The collection view asking.
    /// - Returns: The number of sections; negative values count as 0.
    func numberOfSections(in collectionView: CollectionView) -> Int

    /// The number of items in a section.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - section: The section's index.
    /// - Returns: The number of items; negative values count as 0.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

    /// The view asks for a new supplementary view (UIKit: optional,
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`). The simulator has no views, so
    /// the method returns nothing: it tells the data source which view UIKit would dequeue now.
    ///
    /// The view asks once per new view: when a layout pass shows a supplementary element that had
    /// no view, and when a change (a batch update, a scroll) creates one (an element coming on
    /// screen, an inserted or reloaded section's). A view that survives a change, moved or not,
    /// is not asked for again. Do not change the data from this method.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - kind: The supplementary view's kind.
    ///   - indexPath: Its index path (after the change, or before it for a view that only shows
    ///     while the change runs).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)

    /// Whether the item may be dragged (UIKit: optional); default `false`: see `Reordering/`.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive movement ended with the item moved (UIKit: optional); default: nothing.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    /// One section, as UIKit assumes when the data source does not implement this method.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// Nothing: a data source that does not implement the method is not told about supplementary views.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) {}
}
