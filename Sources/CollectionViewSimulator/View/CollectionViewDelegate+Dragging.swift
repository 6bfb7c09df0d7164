import Foundation

/// UIKit's defaults for the drag methods: nothing happens, and the target stays the layout's.
extension CollectionViewDelegate {
    /// Does nothing, as UIKit when the delegate does not implement it.
    public func scrollViewWillBeginDragging(_ scrollView: CollectionView) {}

    /// Leaves the target as it is, as UIKit when the delegate does not implement it.
    public func scrollViewWillEndDragging(_ scrollView: CollectionView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}

    /// Does nothing, as UIKit when the delegate does not implement it.
    public func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {}
}
