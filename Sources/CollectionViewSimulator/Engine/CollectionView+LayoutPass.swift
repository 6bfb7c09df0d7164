import Foundation

extension CollectionView {
    /// Lays the view out now if anything is pending: prepares an invalidated layout (`prepare()`,
    /// `collectionViewContentSize`) and loads the attributes of the elements in the visible
    /// rectangle (`layoutAttributesForElements(in:)`) when the layout or the bounds changed.
    public func layoutIfNeeded() {
        var recorder = LayoutCallRecorder(collectionViewLayout)
        layoutIfNeeded(recording: &recorder)
    }

    func layoutIfNeeded(recording recorder: inout LayoutCallRecorder) {
        if collectionViewLayout.needsPrepare {
            _ = itemCounts
            recorder.prepare()
            contentSize = recorder.contentSize()
            engine.loadedRect = nil
        }
        if engine.loadedRect != bounds {
            loadVisibleAttributes(ignoringMissingItems(recorder.elements(in: bounds)))
            fitCellsOnScreen(recording: &recorder)
            let shown = engine.visibleAttributes.keys.filter(\.isSupplementaryView)
            let supplied = engine.suppliedSupplementaryViews
            engine.suppliedSupplementaryViews = Set(shown)
            requestSupplementaryViews(shown.filter { !supplied.contains($0) })
        }
    }

    /// Asks the data source for the views of supplementary elements, in element order.
    func requestSupplementaryViews(_ elements: [ElementID]) {
        guard let dataSource else { return }
        for element in elements.sorted() {
            if case .supplementary(let kind) = element.role {
                _ = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
            }
        }
    }

    /// Keeps the attributes of the elements in the visible rectangle as the "old data" of the next update.
    func loadVisibleAttributes(_ attributes: [CollectionViewLayoutAttributes]) {
        var visible: [ElementID: CollectionViewLayoutAttributes] = [:]
        for element in attributes where visible[ElementID(element)] == nil {
            visible[ElementID(element)] = element.snapshot()
        }
        engine.visibleAttributes = visible
        engine.viewIDs = engine.viewIDs.filter { visible[$0.key] != nil }
        engine.loadedRect = bounds
    }

    /// The index paths of the items on screen as of the last layout pass, ascending.
    public var indexPathsForVisibleItems: [IndexPath] {
        state.visibleItems
    }

    /// The index paths of the supplementary views of `kind` on screen, ascending.
    public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
        state.visibleSupplementaryElements.filter { $0.category == .supplementaryView && $0.kind == kind }.map(\.indexPath)
    }

    /// The index paths of the decoration views of `kind` on screen, ascending.
    public func indexPathsForVisibleDecorationElements(ofKind kind: String) -> [IndexPath] {
        state.visibleSupplementaryElements.filter { $0.category == .decorationView && $0.kind == kind }.map(\.indexPath)
    }

    /// Copies of the attributes of every element on screen as of the last layout pass. A getter
    /// never lays out (call ``layoutIfNeeded()`` first for a pending change).
    public var layoutAttributesForVisibleElements: [CollectionViewLayoutAttributes] {
        engine.visibleAttributes.values.filter { !$0.isHidden && $0.frame.intersects(bounds) }.map { $0.snapshot() }
    }

    /// Offset, content size and what is on screen as of the last layout pass. Like every getter it
    /// never lays out, so reading it inside a batch leaves the batch's "before" alone; call
    /// ``layoutIfNeeded()`` first to see a pending change.
    public var state: CollectionViewState {
        CollectionViewState(contentOffset: contentOffset, contentSize: contentSize, bounds: bounds,
                            visible: Array(engine.visibleAttributes.values))
    }
}
