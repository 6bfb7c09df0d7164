import Foundation

/// What the update engine tells a layout about an update before it calls
/// `prepare(forCollectionViewUpdates:)`: the attributes on screen before the update and how index
/// paths map across it. The base layout needs both for UIKit's default animations (it snapshots
/// what is on screen); UIKit's base class reads them from the collection view's private state.
///
/// The engine's protocol, for a batch update:
/// 1. after the layout has prepared for the new data, set `layout.updateContext` to a context
///    whose ``oldVisibleAttributes`` are the attributes every element on screen showed before the
///    update and whose ``visibleRect`` is the rectangle visible after it (new content offset);
/// 2. call `prepare(forCollectionViewUpdates:)`, then the providers, then
///    `finalizeCollectionViewUpdates()`, which clears the context.
///
/// For an animated bounds change, set it before `prepare(forAnimatedBoundsChange:)`;
/// `finalizeAnimatedBoundsChange()` clears it. Without a context the base layout still fades
/// inserted and deleted items but has no snapshot of the screen: a `final…` provider for an
/// element it knows nothing about returns `nil`.
@MainActor struct LayoutUpdateContext {
    /// The attributes of every element on screen before the update, as the views showed them.
    var oldVisibleAttributes: [CollectionViewLayoutAttributes]
    /// The visible rectangle after the update, in content coordinates.
    var visibleRect: CGRect
    /// How elements map across the update: the engine's one mapping.
    var mapping: ElementMapping
    /// ``oldVisibleAttributes`` by element.
    let oldVisibleByElement: [ElementID: CollectionViewLayoutAttributes]
    /// What the layout answered for ``visibleRect`` when the engine has just asked it the same
    /// question of the same layout state, for a layout whose providers are the read-only defaults
    /// (``CollectionViewLayout/providersAreReadOnlyDefaults``, so the answers are unshared new
    /// objects and the question is one no app code sees): the update's snapshots take it instead
    /// of asking again. `nil` otherwise.
    var answerForVisibleRect: [CollectionViewLayoutAttributes]?

    /// Creates a context; the attributes and the rectangle are the view's, taken into the layout's
    /// coordinates by `mirror` when the view flips the layout (``CollectionViewLayout/horizontalMirror``).
    init(oldVisibleAttributes: [CollectionViewLayoutAttributes], visibleRect: CGRect, mapping: ElementMapping,
         mirror: HorizontalMirror? = nil) {
        let oldVisibleAttributes = mirror.map { oldVisibleAttributes.map($0.attributes) } ?? oldVisibleAttributes
        self.oldVisibleAttributes = oldVisibleAttributes
        self.visibleRect = mirror?.rect(visibleRect) ?? visibleRect
        self.mapping = mapping
        var byElement = [ElementID: CollectionViewLayoutAttributes](minimumCapacity: oldVisibleAttributes.count)
        for attributes in oldVisibleAttributes {
            let key = ElementID(attributes)
            if byElement.index(forKey: key) == nil { byElement[key] = attributes }
        }
        oldVisibleByElement = byElement
    }

    /// Creates a context from the attributes on screen keyed by element, as the engine holds them,
    /// and their keys in order: the same context as from the attributes listed in that order, without
    /// keying them again (a dictionary holds each element once, so nothing is dropped as a duplicate).
    init(oldVisible: [ElementID: CollectionViewLayoutAttributes], sortedKeys: [ElementID], visibleRect: CGRect,
         mapping: ElementMapping, mirror: HorizontalMirror? = nil) {
        var listed: [CollectionViewLayoutAttributes] = []
        listed.reserveCapacity(sortedKeys.count)
        guard let mirror else {
            for key in sortedKeys { if let attributes = oldVisible[key] { listed.append(attributes) } }
            (oldVisibleAttributes, self.visibleRect, self.mapping) = (listed, visibleRect, mapping)
            oldVisibleByElement = oldVisible
            return
        }
        // A mirrored copy of each, listed and keyed: its element is the original's.
        var byElement = [ElementID: CollectionViewLayoutAttributes](minimumCapacity: sortedKeys.count)
        for key in sortedKeys {
            guard let attributes = oldVisible[key] else { continue }
            let mirrored = mirror.attributes(attributes)
            listed.append(mirrored)
            byElement[key] = mirrored
        }
        (oldVisibleAttributes, self.visibleRect, self.mapping) = (listed, mirror.rect(visibleRect), mapping)
        oldVisibleByElement = byElement
    }

    /// Creates a context from the four index maps.
    init(
        oldVisibleAttributes: [CollectionViewLayoutAttributes], visibleRect: CGRect,
        newIndexPathForOldItem: @escaping (IndexPath) -> IndexPath?,
        oldIndexPathForNewItem: @escaping (IndexPath) -> IndexPath?,
        newSectionForOldSection: @escaping (Int) -> Int?,
        oldSectionForNewSection: @escaping (Int) -> Int?
    ) {
        self.init(oldVisibleAttributes: oldVisibleAttributes, visibleRect: visibleRect, mapping: ElementMapping(
            newIndexPathForOldItem: newIndexPathForOldItem, oldIndexPathForNewItem: oldIndexPathForNewItem,
            newSectionForOldSection: newSectionForOldSection, oldSectionForNewSection: oldSectionForNewSection))
    }
}
