import CollectionViewSimulator
import Foundation

@MainActor extension StepExecutor {
    /// `setContentOffset(_:animated: false)`: the new offset, laid out at once; no animation.
    func performScroll(to offset: CGPoint) -> [UpdateAnimation] {
        collectionView.contentOffset = offset
        collectionView.layoutIfNeeded()
        return []
    }

    /// A new frame size without animation (the origin stays), laid out at once.
    func performResize(to size: CGSize) -> [UpdateAnimation] {
        collectionView.frame = CGRect(origin: collectionView.frame.origin, size: size)
        collectionView.layoutIfNeeded()
        return []
    }

    /// `setCollectionViewLayout(_:animated: false)`: the new layout replaces the old one and is
    /// laid out at once; later steps' `layout` changes apply to it.
    func performLayoutChange(to layout: LayoutSpec) -> [UpdateAnimation] {
        collectionView.collectionViewLayout = LayoutFactory.make(layout, behavior: uikit)
        delegate = LayoutFactory.delegate(for: layout)
        layoutSpec = layout
        collectionView.layoutIfNeeded()
        return []
    }
}
