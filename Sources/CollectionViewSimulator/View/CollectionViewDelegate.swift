import Foundation

/// The collection view's delegate: the twin of `UICollectionViewDelegate`.
///
/// It declares nothing yet; it exists so that a layout can find its layout-specific delegate the
/// way UIKit's flow layout does (`collectionView.delegate as? UICollectionViewDelegateFlowLayout`),
/// and so that later work (transitions, scrolling) can add UIKit's delegate methods to it.
public protocol CollectionViewDelegate: AnyObject {}
