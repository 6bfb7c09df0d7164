import Foundation

/// What the update engine tells a layout about an update before it calls
/// `prepare(forCollectionViewUpdates:)`: the attributes on screen before the update and how index
/// paths map across it. The base layout needs both for UIKit's default animations (it snapshots
/// what is on screen); UIKit's base class reads them from the collection view's private state.
///
/// The engine's protocol (issue #6), for a batch update:
/// 1. after the layout has prepared for the new data, set `layout.updateContext` to a context
///    whose ``oldVisibleAttributes`` are the attributes every element on screen showed before the
///    update and whose ``visibleRect`` is the rectangle visible after it (new content offset);
/// 2. call `prepare(forCollectionViewUpdates:)`, then the providers, then
///    `finalizeCollectionViewUpdates()`, which clears the context.
///
/// For an animated bounds change, set it before `prepareForAnimatedBoundsChange(_:)`;
/// `finalizeAnimatedBoundsChange()` clears it. Without a context the base layout still fades
/// inserted and deleted items but has no snapshot of the screen: a `final…` provider for an
/// element it knows nothing about returns `nil`.
struct LayoutUpdateContext {
    /// The attributes of every element on screen before the update, as the views showed them.
    var oldVisibleAttributes: [CollectionViewLayoutAttributes]
    /// The visible rectangle after the update, in content coordinates.
    var visibleRect: CGRect
    /// The index path after the update of an item before it; `nil` if the update deletes it.
    var newIndexPathForOldItem: (IndexPath) -> IndexPath?
    /// The index path before the update of an item after it; `nil` if the update inserts it.
    var oldIndexPathForNewItem: (IndexPath) -> IndexPath?
    /// The section after the update of a section before it; `nil` if the update deletes it.
    var newSectionForOldSection: (Int) -> Int?
    /// The section before the update of a section after it; `nil` if the update inserts it.
    var oldSectionForNewSection: (Int) -> Int?
    /// ``oldVisibleAttributes`` by element.
    let oldVisibleByElement: [ElementKey: CollectionViewLayoutAttributes]

    /// Creates a context.
    init(
        oldVisibleAttributes: [CollectionViewLayoutAttributes], visibleRect: CGRect,
        newIndexPathForOldItem: @escaping (IndexPath) -> IndexPath?,
        oldIndexPathForNewItem: @escaping (IndexPath) -> IndexPath?,
        newSectionForOldSection: @escaping (Int) -> Int?,
        oldSectionForNewSection: @escaping (Int) -> Int?
    ) {
        self.oldVisibleAttributes = oldVisibleAttributes
        self.visibleRect = visibleRect
        self.newIndexPathForOldItem = newIndexPathForOldItem
        self.oldIndexPathForNewItem = oldIndexPathForNewItem
        self.newSectionForOldSection = newSectionForOldSection
        self.oldSectionForNewSection = oldSectionForNewSection
        oldVisibleByElement = Dictionary(oldVisibleAttributes.map { (ElementKey($0), $0) }) { first, _ in first }
    }

    /// Where an element before the update is after it; cells follow the item map, other elements
    /// keep their item and follow the section map.
    func newKey(forOld key: ElementKey) -> ElementKey? {
        if key.category == .cell { return newIndexPathForOldItem(key.indexPath).map(key.moved(to:)) }
        return key.indexPath.first.flatMap(newSectionForOldSection).map { key.moved(to: key.indexPath.replacingSection(with: $0)) }
    }

    /// Where an element after the update was before it (the inverse of ``newKey(forOld:)``).
    func oldKey(forNew key: ElementKey) -> ElementKey? {
        if key.category == .cell { return oldIndexPathForNewItem(key.indexPath).map(key.moved(to:)) }
        return key.indexPath.first.flatMap(oldSectionForNewSection).map { key.moved(to: key.indexPath.replacingSection(with: $0)) }
    }
}

extension IndexPath {
    /// The same path with its first index (the section) replaced.
    fileprivate func replacingSection(with section: Int) -> IndexPath {
        var path = self
        path[0] = section
        return path
    }
}
