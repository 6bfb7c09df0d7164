import CollectionViewSimulator
import Foundation

/// Builds the layout objects a scenario's layout descriptions name, and sets new properties on a
/// layout in use (an `update` step's `layout`).
@MainActor enum LayoutFactory {
    /// A new layout of `spec`'s kind with its properties and effects, following `behavior`'s
    /// choice of provider defaults.
    static func make(_ spec: LayoutSpec, behavior: UIKitBehaviorSpec) -> CollectionViewLayout {
        let layout: CollectionViewLayout = switch spec.kind {
        case .flow: CollectionViewFlowLayout()
        case .rowDecoration: RowDecorationFlowLayout()
        case .circle: ConfigurableCircleLayout()
        case .zoomingLine: ZoomingLineLayout()
        case .stack: ConfigurableStackLayout()
        case .compositional(let spec): ScenarioCompositionalLayout(spec)
        case .list(let spec): CollectionViewCompositionalLayout.list(using: spec.configuration)
        }
        layout.updateAttributesDefault = behavior.providers
        configure(layout, with: spec)
        return layout
    }

    /// Sets `spec`'s properties and effects on `layout`, a layout of the same kind, as code that
    /// changes a layout's properties before `performBatchUpdates` does.
    ///
    /// A flow (or row-decoration) description sets every property, those left out in the file to
    /// their defaults; the other kinds' keys left out keep the layout's current values. Effects
    /// are replaced (left out: none).
    static func configure(_ layout: CollectionViewLayout, with spec: LayoutSpec) {
        layout.appearingEffect = spec.appearing.map(effect)
        layout.disappearingEffect = spec.disappearing.map(effect)
        switch spec.kind {
        case .flow(let flow), .rowDecoration(let flow):
            if let layout = layout as? CollectionViewFlowLayout { configure(layout, with: flow) }
        case .circle(let circle):
            guard let layout = layout as? ConfigurableCircleLayout else { return }
            layout.itemSizeOverride = circle.itemSize
            layout.radiusOverride = circle.radius
        case .zoomingLine(let line):
            guard let layout = layout as? ZoomingLineLayout else { return }
            if let itemSize = line.itemSize { layout.itemSize = itemSize }
            if let spacing = line.spacing { layout.minimumLineSpacing = spacing }
            if let distance = line.activeDistance { layout.activeDistance = distance }
            if let factor = line.zoomFactor { layout.zoomFactor = CGFloat(factor) }
        case .stack(let stack):
            guard let layout = layout as? ConfigurableStackLayout else { return }
            if let itemSize = stack.itemSize { layout.itemSize = itemSize }
            if let offset = stack.offset {
                layout.horizontalOffset = offset.x
                layout.itemOffset = offset.y
            }
        case .compositional(let spec):
            (layout as? ScenarioCompositionalLayout)?.spec = spec
        case .list:
            break   // a list's configuration is fixed when it is made (as UIKit's list(using:))
        }
    }

    /// The delegate that gives `spec`'s per-item sizes and per-section metrics; `nil` when it has
    /// none (or is not a flow layout).
    static func delegate(for spec: LayoutSpec) -> FlowMetricsDelegate? {
        switch spec.kind {
        case .flow(let flow), .rowDecoration(let flow): FlowMetricsDelegate.isNeeded(for: flow) ? FlowMetricsDelegate(flow) : nil
        case .circle, .zoomingLine, .stack, .compositional, .list: nil
        }
    }

    private static func configure(_ layout: CollectionViewFlowLayout, with flow: FlowLayoutSpec) {
        layout.itemSize = flow.itemSize
        layout.estimatedItemSize = flow.estimatedItemSize
        layout.minimumInteritemSpacing = flow.minimumInteritemSpacing
        layout.minimumLineSpacing = flow.minimumLineSpacing
        layout.sectionInset = flow.sectionInset
        layout.sectionInsetReference = flow.sectionInsetReference
        layout.headerReferenceSize = flow.headerReferenceSize
        layout.footerReferenceSize = flow.footerReferenceSize
        layout.scrollDirection = flow.scrollDirection
        layout.sectionHeadersPinToVisibleBounds = flow.sectionHeadersPinToVisibleBounds
        layout.sectionFootersPinToVisibleBounds = flow.sectionFootersPinToVisibleBounds
    }

    private static func effect(_ spec: EffectSpec) -> LayoutAppearanceEffect {
        LayoutAppearanceEffect(
            alpha: spec.alpha.map { CGFloat($0) }, scale: spec.scale.map { CGFloat($0) },
            rotationInDegrees: spec.rotation.map { CGFloat($0) }, center: spec.center, offset: spec.offset,
            zIndex: spec.zIndex)
    }
}
