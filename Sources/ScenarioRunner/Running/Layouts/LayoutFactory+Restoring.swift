import CollectionViewSimulator
import Foundation

@MainActor extension LayoutFactory {
    /// Remembers every property ``configure(_:with:)`` can set on `layout`, and returns what puts
    /// them back: an `update` step whose batch is invalid must leave the layout exactly as it was,
    /// including the properties its `layout` set inside the batch.
    ///
    /// A description cannot do this: the kinds other than flow keep the values their keys leave
    /// out, so the previous description may not name them.
    static func restorer(for layout: CollectionViewLayout) -> () -> Void {
        let appearing = layout.appearingEffect, disappearing = layout.disappearingEffect
        let properties = propertyRestorer(for: layout)
        return {
            layout.appearingEffect = appearing
            layout.disappearingEffect = disappearing
            properties()
        }
    }

    private static func propertyRestorer(for layout: CollectionViewLayout) -> () -> Void {
        if let flow = layout as? CollectionViewFlowLayout {
            let copy = CollectionViewFlowLayout()
            copyProperties(from: flow, to: copy)
            return { copyProperties(from: copy, to: flow) }
        }
        if let circle = layout as? ConfigurableCircleLayout {
            let (itemSize, radius) = (circle.itemSizeOverride, circle.radiusOverride)
            return { (circle.itemSizeOverride, circle.radiusOverride) = (itemSize, radius) }
        }
        if let line = layout as? ZoomingLineLayout {
            let values = (line.itemSize, line.minimumLineSpacing, line.activeDistance, line.zoomFactor)
            return { (line.itemSize, line.minimumLineSpacing, line.activeDistance, line.zoomFactor) = values }
        }
        if let stack = layout as? ConfigurableStackLayout {
            let values = (stack.itemSize, stack.horizontalOffset, stack.itemOffset)
            return { (stack.itemSize, stack.horizontalOffset, stack.itemOffset) = values }
        }
        return {}
    }

    /// The flow properties ``configure(_:with:)`` sets, from one layout to another.
    private static func copyProperties(from source: CollectionViewFlowLayout, to target: CollectionViewFlowLayout) {
        target.itemSize = source.itemSize
        target.estimatedItemSize = source.estimatedItemSize
        target.minimumInteritemSpacing = source.minimumInteritemSpacing
        target.minimumLineSpacing = source.minimumLineSpacing
        target.sectionInset = source.sectionInset
        target.sectionInsetReference = source.sectionInsetReference
        target.headerReferenceSize = source.headerReferenceSize
        target.footerReferenceSize = source.footerReferenceSize
        target.scrollDirection = source.scrollDirection
        target.sectionHeadersPinToVisibleBounds = source.sectionHeadersPinToVisibleBounds
        target.sectionFootersPinToVisibleBounds = source.sectionFootersPinToVisibleBounds
    }
}
