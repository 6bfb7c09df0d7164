import Foundation

/// The source of a collection view's counts, cells and supplementary views: UIKit's
/// `UICollectionViewDataSource`, with its Swift names.
///
/// As in UIKit, `numberOfSections(in:)` is optional and defaults to one section, and
/// `collectionView(_:viewForSupplementaryElementOfKind:at:)` is optional. Unlike UIKit,
/// `collectionView(_:cellForItemAt:)` has a default too — a plain ``CollectionViewCell`` from a
/// built-in registration — so a data source that only counts still works:
///
/// ```swift
/// final class Photos: CollectionViewDataSource {
///     var titles = ["a", "b", "c"]
///     func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
///         titles.count
///     }
///     func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
///         let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
///         cell.contentView.backgroundColor = .systemGray6
///         return cell
///     }
/// }
/// ```
@preconcurrency @MainActor
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

    /// The cell that shows an item (UIKit: required). Dequeue it with
    /// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and configure it; the
    /// collection view then applies the item's layout attributes and shows it.
    ///
    /// The view asks once per item that comes on screen without a cell: at a layout pass, and when
    /// a change (a batch update, a scroll, a transition, a bounds change) brings one (an inserted,
    /// reloaded or appearing item). A cell that survives a change keeps showing its item and is not
    /// asked for again. Do not change the data from this method.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - indexPath: The item's index path (after the change in progress).
    /// - Returns: A dequeued cell.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell

    /// A new supplementary view (UIKit: optional,
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`). Dequeue it with
    /// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
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
    /// - Returns: A dequeued view.
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView

    /// Whether the item may be dragged (UIKit: optional); default `false`: see `Reordering/`.
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive movement ended with the item moved (UIKit: optional); default: nothing.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The titles of the index that jumps through the view's content (UIKit: optional, iOS 14);
    /// default `nil`, no index. The simulator shows no index: a test asks the data source.
    ///
    /// - Parameter collectionView: The collection view asking.
    /// - Returns: One title per index entry, or `nil`.
    func indexTitles(for collectionView: CollectionView) -> [String]?
    /// The index path an index title jumps to (UIKit: optional, iOS 14); default: the first item
    /// of the section at `index`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - title: One of the titles from `indexTitles(for:)`.
    ///   - index: The title's position in them.
    /// - Returns: The index path to show.
    func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension CollectionViewDataSource {
    /// One section, as UIKit assumes when the data source does not implement this method.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A plain ``CollectionViewCell`` dequeued from a built-in registration, for a data source that
    /// only counts (UIKit requires the method; the simulator supplies this default so that layouts
    /// can be tested without cells).
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: CellStore.builtInIdentifier, for: indexPath)
    }

    /// A plain ``CollectionReusableView`` of the kind, dequeued from a built-in registration. (UIKit
    /// raises when a layout shows supplementary views and the data source lacks the method; the
    /// simulator lets layouts be tested without them.)
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: CellStore.builtInIdentifier, for: indexPath)
    }

    /// `nil`: no index, as for a data source that does not implement the method.
    public func indexTitles(for collectionView: CollectionView) -> [String]? { nil }

    /// The first item of the section at `index` (UIKit calls the method only for a data source
    /// that gives index titles, so it documents no default).
    public func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}
