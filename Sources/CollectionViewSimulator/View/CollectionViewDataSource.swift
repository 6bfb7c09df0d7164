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
}

extension CollectionViewDataSource {
    /// One section, as UIKit assumes when the data source does not implement this method.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
}
