import BatchUpdates
import Foundation

/// A cell about to be displayed: the element it shows, the cell object (its attributes already
/// applied), and the attributes the layout gave it.
@MainActor struct DisplayedCell {
    let element: ElementID
    let cell: CollectionReusableView
    let attributes: CollectionViewLayoutAttributes
}

/// When, in an animated batch update, self-sizing cells reach the layout with their fitted sizes
/// (``CollectionView/selfSizingPass``).
///
/// UIKit documents the questions (Apple's documentation of
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`,
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)` and
/// `preferredLayoutAttributesFitting(_:)`; the order is in `fitPreferredAttributes(of:recording:)`)
/// but not where they fall in an update. The one report found of what an update shows
/// (iOS 9.1, 2015, "UICollectionView cells resizing when deleting items with estimatedItemSize":
/// the remaining cells animated to `estimatedItemSize` and then swapped back to their size) has
/// the update's layout answer at estimated sizes before the cells are sized; the default follows
/// it, but fits the cells within the same animation rather than modelling the swap back.
public enum SelfSizingPass: Sendable, Hashable {
    /// The update is laid out at the layout's sizes so far (the estimate for a cell never
    /// fitted) and every provider answers there; then the cells on screen after it are asked for
    /// their preferred attributes, the layout is invalidated and prepared again, and every view's
    /// end becomes the fitted layout in the same animation: an inserted cell starts from its
    /// `initial…` attributes at the estimated size and grows to its fitted size. The default.
    case afterUpdateLayout
    /// The cells the layout shows at the current offset once it has prepared for the new counts
    /// are asked before `prepare(forCollectionViewUpdates:)` and any provider, so the providers and
    /// the ends answer with fitted sizes and those cells never show an estimated size.
    case beforeProviders
}

extension CollectionView {
    /// When, in an animated batch update, self-sizing cells reach the layout with their fitted
    /// sizes: ``SelfSizingPass/afterUpdateLayout`` (the default) or before the providers.
    public var selfSizingPass: SelfSizingPass {
        get { engine.selfSizingPass }
        set { engine.selfSizingPass = newValue }
    }
}

extension UpdateEngine {
    /// How many times one layout pass or update lets self-sizing cells invalidate the layout before
    /// it shows what it has: UIKit repeats its layout while cells keep changing size.
    static let selfSizingRounds = 8

    /// Self-sizing, in UIKit's order: layouts place cells at the estimate, and a cell about to be
    /// displayed is created, sized, the content size updated, then displayed (WWDC 2014 session
    /// 226, "What's New in Table and Collection Views"). Each cell among `visible` that
    /// `isComing` (its attributes applied) is asked `preferredLayoutAttributesFitting(_:)` with a
    /// copy of the attributes the layout gave it; when the answer differs, the layout is asked
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`, and on
    /// `true` `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`, and
    /// that context goes to `invalidateLayout(with:)`. After the cells, an invalidated layout is
    /// prepared again (`prepare()`, `collectionViewContentSize`) so that it serves the fitted
    /// sizes from then on, and `requery` asks it again for what is on screen; the cells that
    /// shows are fitted in turn, up to ``selfSizingRounds`` times while the layout invalidates.
    ///
    /// The one self-sizing path: a layout pass, a batch update, a bounds change, a layout
    /// transition and every frame of an animated scroll come here. Every layout call goes through
    /// `recorder`, whose layout is the one asked (the new one in a transition), so the trace shows
    /// them. A layout that does not estimate sizes (a flow layout without `estimatedItemSize`) is
    /// not asked, nor are its cells. Only views of a class the app registered are asked (a data
    /// source that only counts gets plain views, which neither size themselves nor apply
    /// anything); supplementary views where the layout may size them from the answer
    /// (``CollectionViewLayout/estimatesSupplementarySizes``: every one of a custom layout, a
    /// compositional layout's headers and footers with an estimated dimension, none of a flow
    /// layout's).
    ///
    /// - Parameters:
    ///   - visible: What the layout shows now.
    ///   - mapping: How elements map across the change; ``ElementMapping/identity`` outside one.
    ///   - isComing: Which elements are about to be displayed (all unless told).
    ///   - recorder: The recorder of the change or layout pass.
    ///   - requery: What the layout shows once prepared again.
    /// - Returns: What the layout shows after the last round, and whether it was invalidated.
    func fitCells(_ visible: [CollectionViewLayoutAttributes], mapping: ElementMapping, isComing: (ElementID) -> Bool = { _ in true },
                  recording recorder: inout LayoutCallRecorder,
                  requery: (inout LayoutCallRecorder) throws -> [CollectionViewLayoutAttributes])
        rethrows -> (visible: [CollectionViewLayoutAttributes], invalidated: Bool) {
        let layout = recorder.layout
        guard fitsCells(of: layout) else { return (visible, false) }
        let sizesSupplementaries = layout.estimatesSupplementarySizes
        // Views of the app's own classes only: plain views size nothing and apply nothing.
        func asks(_ element: ElementID) -> Bool {
            (element.category == .cell || (sizesSupplementaries && element.category == .supplementaryView))
                && cells.hasRegisteredClass(ofKind: element.kind ?? CollectionView.elementKindCell) && isComing(element)
        }
        var visible = visible
        var invalidated = false
        var created: [ElementID: CollectionReusableView] = [:]
        for _ in 0..<Self.selfSizingRounds {
            // The elements asked, each a snapshot of its first attributes (as `UpdateEngine.keyed`
            // takes them), without copying the attributes of those not asked.
            var coming: [ElementID: CollectionViewLayoutAttributes] = [:]
            for attributes in visible {
                let key = ElementID(attributes)
                if coming[key] == nil, asks(key) { coming[key] = attributes.snapshot() }
            }
            guard fitPreferredAttributes(of: cellsAboutToDisplay(coming, mapping: mapping, created: &created), recording: &recorder)
            else { break }
            visible = try requery(&recorder)
            invalidated = true
        }
        return (visible, invalidated)
    }

    /// Whether self-sizing asks anything of `layout`'s views: only where it estimates sizes and a
    /// data source makes the views (``fitCells(_:mapping:isComing:recording:requery:)``).
    private func fitsCells(of layout: CollectionViewLayout) -> Bool {
        layout.estimatesSizes && view.dataSource != nil
    }

    /// UIKit's three questions for each cell, then an invalidated layout prepared again.
    ///
    /// - Returns: Whether the layout was invalidated.
    private func fitPreferredAttributes(of cells: [DisplayedCell], recording recorder: inout LayoutCallRecorder) -> Bool {
        var invalidated = false
        for displayed in cells {
            let original = displayed.attributes.snapshot()
            let preferred = displayed.cell.preferredLayoutAttributesFitting(original.snapshot())
            guard AnimatedAttributes(preferred) != AnimatedAttributes(original),
                  recorder.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            else { continue }
            let context = recorder.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            recorder.invalidateLayout(with: context)
            invalidated = true
        }
        if invalidated {
            recorder.prepare()
            setContentSize(recorder.contentSize(), recording: &recorder)
        }
        return invalidated
    }

    /// The layout pass's self-sizing: the cells on screen are fitted, and while the layout
    /// invalidates, what is on screen is loaded again and the cells it shows fitted in turn.
    func fitCellsOnScreen(recording recorder: inout LayoutCallRecorder) {
        // Every layout pass comes here, each frame of a scroll too: list the screen only for a
        // layout whose cells may size themselves.
        guard fitsCells(of: recorder.layout) else { return }
        // In any order: the screen holds one attributes per element, and the cells asked are asked
        // in element order whatever order they come in (`cellsAboutToDisplay`).
        let fitted = fitCells(Array(state.visibleAttributes.values), mapping: .identity, recording: &recorder) { ignoringMissingItems($0.elements(in: view.bounds)) }
        if fitted.invalidated { loadVisibleAttributes(fitted.visible) }
    }

    /// The views about to be displayed for the elements among `attributes`, in element order, each
    /// with its attributes applied.
    ///
    /// An element keeps the view that shows it now, found through `mapping` at the element's
    /// index path before the change (the view a moved item takes with it; a reloaded or inserted
    /// item has none); any other gets a view from the data source's
    /// `collectionView(_:cellForItemAt:)` or `collectionView(_:viewForSupplementaryElementOfKind:at:)`, kept in ``CellStore/prepared`` so that the display
    /// takes it instead of asking again (its dequeue is logged when the display takes it).
    ///
    /// - Parameters:
    ///   - attributes: The elements about to be displayed and their attributes.
    ///   - mapping: How elements map across the change.
    ///   - created: Cells already made for this pass, by element; new ones are added.
    private func cellsAboutToDisplay(_ attributes: [ElementID: CollectionViewLayoutAttributes], mapping: ElementMapping,
                                     created: inout [ElementID: CollectionReusableView]) -> [DisplayedCell] {
        guard let dataSource = view.dataSource else { return [] }
        return attributes.keys.sorted().compactMap { element in
            guard let layoutAttributes = attributes[element] else { return nil }
            let cell: CollectionReusableView
            if let made = created[element] {
                cell = made
            } else if let shown = mapping.oldElement(forNew: element).flatMap(displayedView(showing:)) ?? cells.prepared[element] {
                cell = shown
            } else {
                cells.isPreparing = true
                if case .supplementary(let kind) = element.role {
                    cell = dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: element.indexPath)
                } else {
                    cell = dataSource.collectionView(view, cellForItemAt: element.indexPath)
                }
                cells.isPreparing = false
                cells.prepared[element] = cell
            }
            created[element] = cell
            cell.apply(layoutAttributes)
            return DisplayedCell(element: element, cell: cell, attributes: layoutAttributes)
        }
    }
}

extension CellStore {
    /// Whether the app registered a class of its own for views of `kind` (cells:
    /// ``CollectionView/elementKindCell``).
    func hasRegisteredClass(ofKind kind: String) -> Bool {
        registrations.keys.contains { $0.kind == kind && $0.identifier != Self.builtInIdentifier }
    }
}

extension UpdateEngine {
    /// Moves the layout's fitted sizes to the elements' index paths after the update `mapping`
    /// describes (a header's or footer's with its section, unless its kind belongs to no section),
    /// before the layout prepares for it; the result puts them back unless the update keeps them.
    func carryFittedSizes(through mapping: ElementMapping) -> CarriedFittedSizes {
        let layout = view.collectionViewLayout
        let carried = CarriedFittedSizes(layout: layout, items: layout.fittedSizes, supplementaries: layout.fittedSupplementarySizes)
        layout.fittedSizes = mapping.newIndexPaths(of: carried.items)
        layout.fittedSupplementarySizes = mapping.newElements(of: carried.supplementaries)
        return carried
    }
}

/// A layout's fitted sizes as they were before a batch update, put back if the update throws.
@MainActor struct CarriedFittedSizes {
    let layout: CollectionViewLayout
    let items: [IndexPath: CGSize]
    let supplementaries: [ElementID: CGSize]
    private var kept = false

    init(layout: CollectionViewLayout, items: [IndexPath: CGSize], supplementaries: [ElementID: CGSize]) {
        self.layout = layout
        self.items = items
        self.supplementaries = supplementaries
    }

    /// The update finished: the moved sizes stay.
    mutating func keep() {
        kept = true
    }

    /// Puts the sizes back, unless the update finished.
    @MainActor func restoreUnlessKept() {
        guard !kept else { return }
        layout.fittedSizes = items
        layout.fittedSupplementarySizes = supplementaries
    }
}

extension ElementMapping {
    /// Sizes kept by item, moved to the items' index paths after the change; items it deletes drop out.
    func newIndexPaths(of sizes: [IndexPath: CGSize]) -> [IndexPath: CGSize] {
        var moved: [IndexPath: CGSize] = [:]
        for (indexPath, size) in sizes {
            if let new = newElement(forOld: .cell(indexPath)) { moved[new.indexPath] = size }
        }
        return moved
    }

    /// Sizes kept by element, moved to the elements after the change; elements it removes drop out.
    func newElements(of sizes: [ElementID: CGSize]) -> [ElementID: CGSize] {
        var moved: [ElementID: CGSize] = [:]
        for (element, size) in sizes {
            if let new = newElement(forOld: element) { moved[new] = size }
        }
        return moved
    }
}
