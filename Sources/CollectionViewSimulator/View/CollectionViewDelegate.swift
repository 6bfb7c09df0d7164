import Foundation

/// The collection view's delegate: the twin of `UICollectionViewDelegate`.
///
/// A layout finds its layout-specific delegate through it the way UIKit's flow layout does
/// (`collectionView.delegate as? UICollectionViewDelegateFlowLayout`). Its selection and
/// highlighting methods have UIKit's defaults (see `CollectionViewDelegate+Selection.swift`), so a
/// delegate implements only what it needs.
public protocol CollectionViewDelegate: AnyObject {
    /// Whether the item should highlight as a touch comes down on it (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight ended.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the user may select the item (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether the user may deselect the item (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}
