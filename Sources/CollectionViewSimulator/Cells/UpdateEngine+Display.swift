import Foundation

/// The view objects on screen (UIKit's order where documented, the simulator's choice otherwise):
///
/// - An element that comes on screen — at a layout pass, or in a change (a batch update, a scroll,
///   a transition, a bounds change) — gets a view: a cell from the data source's
///   `collectionView(_:cellForItemAt:)`, a supplementary view from
///   `collectionView(_:viewForSupplementaryElementOfKind:at:)`, a decoration view of the class the
///   layout registered with no data source call. The view gets `apply(_:)` with its attributes
///   (an appearing view its start attributes, then its end ones: UIKit sets a view's model values
///   to the end at once and animates only what is drawn), its selection state, and then the
///   delegate's `willDisplay` ("before adding a cell to its content", UIKit's documentation).
/// - A view leaving the screen ends display (`didEndDisplaying`) and goes back to its reuse pool:
///   at once when it leaves without animation (a layout pass, an unanimated change, a view an
///   interrupting change takes off), when its animation ends on the clock (``CollectionView/advanceTime(by:)``,
///   before the completion handlers of that moment run), and, in an animated scroll, at the first
///   frame that no longer shows it.
/// - At one moment, views end display before new ones are asked for (so a view leaving can be
///   reused at once); each in element order. UIKit documents neither order: ``CollectionView/displayOrder``
///   selects the other.
/// - An animated scroll asks for its views when it starts, frame by frame in order, as if its
///   frames had run; the events carry each frame's time. A view of an unanimated change or a layout
///   pass is asked for at that moment.
extension UpdateEngine {
    /// After a layout pass: the views whose elements left the loaded rectangle end display, every
    /// element that came in gets a view, and every view on screen gets its attributes.
    func displayViewsAfterLayoutPass() {
        let now = state.clock, visible = state.visibleAttributes
        // The elements that left are few (none, mostly): picked before they are sorted.
        var left: [ElementID] = []
        for element in cells.onScreen.keys where visible[element] == nil { left.append(element) }
        var leaving: [(element: ElementID, cell: Int)] = []
        for element in left.sorted() {
            if let cell = cells.onScreen.removeValue(forKey: element) { leaving.append((element, cell)) }
        }
        if cells.displayOrder == .endThenDisplay {
            for (element, cell) in leaving { endDisplay(cell, showing: element, at: now) }
        }
        for element in visible.keys.sorted() {
            guard let attributes = visible[element] else { continue }
            if let view = displayedView(showing: element) {
                Self.apply(attributes, to: view)
            } else {
                let cell = display(element, attributes: [attributes], at: now)
                cells.onScreen[element] = cell
            }
        }
        if cells.displayOrder == .displayThenEnd {
            for (element, cell) in leaving { endDisplay(cell, showing: element, at: now) }
        }
        returnUnusedPreparedViews()
        arrangeSubviews()
    }

    /// The views of a change, once its tracks are built: views still leaving from an earlier change
    /// end display (this change takes them off), then the change's own views end and start in time
    /// order (``DisplaySchedule``), and views leaving with the animation are scheduled on the clock.
    ///
    /// - Parameters:
    ///   - result: The change's tracks and new screen; a scroll's frame times in `leaveTimes`.
    ///   - visibleAfter: The view identity of every element on screen after the change.
    ///   - carriedOn: The views still leaving for surviving elements that the change started from
    ///     (``leavingSurvivors()``), by element: they are on screen before it, as
    ///     the views the change carries on, not views it takes off.
    /// - Returns: The tracks, each naming the view object that shows it (``ViewTrack/cellID``).
    func displayViews(of result: AnimatedChangeResult, visibleAfter: [ElementID: Int], carryingOn carriedOn: [ElementID: Int] = [:]) -> [ViewTrack] {
        let start = state.clock
        for (element, cell) in carriedOn.sortedByKey() where cells.leaving[cell] != nil && cells.onScreen[element] == nil {
            cells.leaving[cell] = nil
            cells.onScreen[element] = cell
        }
        for (cell, leaving) in cells.leaving.sorted(by: Self.endsFirst) {
            endDisplay(cell, showing: leaving.element, at: min(leaving.end, start))
        }
        let schedule = DisplaySchedule(result: result, visibleAfter: visibleAfter, onScreen: cells.onScreen,
                                       visibleAttributes: state.visibleAttributes, displayOrder: cells.displayOrder)
        var slotCells = schedule.initialCells
        for action in schedule.actions {
            switch action.kind {
            case .leave:
                if let cell = slotCells[action.slot] { endDisplay(cell, showing: action.element, at: start + action.time) }
            case .appear(let attributes):
                slotCells[action.slot] = display(action.element, attributes: attributes, at: start + action.time)
            }
        }
        for leave in schedule.deferred {
            if let cell = slotCells[leave.slot] { cells.leaving[cell] = (leave.element, start + leave.end, result.tracks[leave.slot].viewID) }
        }
        cells.onScreen = Dictionary(minimumCapacity: schedule.staying.count)
        for (slot, element) in schedule.staying {
            guard let cell = slotCells[slot] else { continue }
            cells.onScreen[element] = cell
            if schedule.initialCells[slot] != nil, let view = cells.views[cell], let attributes = state.visibleAttributes[element] {
                Self.apply(attributes, to: view)
            }
        }
        returnUnusedPreparedViews()
        arrangeSubviews()
        // A loop, not `map`: a main-actor closure checks its executor on every call.
        var tracks = result.tracks
        for slot in tracks.indices {
            if let cell = slotCells[slot] { tracks[slot] = ViewTrack(tracks[slot], cellID: cell) }
        }
        return tracks
    }

    /// Puts the views made ahead for elements that did not come on screen back in their pools.
    func returnUnusedPreparedViews() {
        for (element, view) in cells.prepared.sortedByKey() {
            cells.logHeldDequeue(of: view, clock: state.clock)
            cells.enqueue(view, kind: element.kind ?? CollectionView.elementKindCell)
        }
        cells.prepared = [:]
    }

    /// Ends display of the views whose leaving animation has ended by the clock's time, in time order.
    func endLeavingViews() {
        let now = state.clock
        var due: [(key: Int, value: CellStore.Leaving)] = []
        for leaving in cells.leaving where leaving.value.end <= now { due.append(leaving) }
        due.sort(by: Self.endsFirst)
        for (cell, leaving) in due { endDisplay(cell, showing: leaving.element, at: leaving.end) }
        if !due.isEmpty { arrangeSubviews() }
    }

    /// Orders leaving views by their end, then by number; a function that belongs to no actor (see
    /// `sortedByKey()`).
    private nonisolated static func endsFirst(
        _ left: (key: Int, value: CellStore.Leaving), _ right: (key: Int, value: CellStore.Leaving)
    ) -> Bool {
        (left.value.end, left.key) < (right.value.end, right.key)
    }

    /// `reloadData()`: every view on screen or leaving ends display now; the next layout pass asks
    /// for new ones (UIKit's documentation: it "discard[s] any currently visible items … and
    /// redisplay[s] them").
    func endDisplayOfAllViews() {
        for (cell, leaving) in cells.leaving.sorted(by: { $0.key < $1.key }) { endDisplay(cell, showing: leaving.element, at: state.clock) }
        for (element, cell) in cells.onScreen.sortedByKey() { endDisplay(cell, showing: element, at: state.clock) }
        cells.onScreen = [:]
        arrangeSubviews()
    }

    /// The view object showing `element` on screen, if any.
    func displayedView(showing element: ElementID) -> CollectionReusableView? {
        // (`if let` rather than `flatMap`: a main-actor closure checks its executor on every call.)
        if let number = cells.onScreen[element] { cells.views[number] } else { nil }
    }

    /// Asks for a view for `element`, applies `attributes` in order, sets its selection state,
    /// tells the delegate it will display and makes it a subview of the collection view. Returns
    /// the view's number.
    private func display(_ element: ElementID, attributes: [CollectionViewLayoutAttributes], at time: Double) -> Int {
        cells.eventTime = time
        defer { cells.eventTime = nil }
        let view = makeView(for: element)
        let cellID = cells.number(of: view) ?? adoptUndequeued(view, for: element)
        for each in attributes { Self.apply(each, to: view) }
        if let cell = view as? CollectionViewCell { showSelection(on: cell, at: element.indexPath) }
        cells.log(.willDisplay, element, cellID: cellID, clock: state.clock)
        switch element.role {
        case .cell:
            if let cell = view as? CollectionViewCell { self.view.delegate?.collectionView(self.view, willDisplay: cell, forItemAt: element.indexPath) }
        case .supplementary(let kind):
            self.view.delegate?.collectionView(self.view, willDisplaySupplementaryView: view, forElementKind: kind, at: element.indexPath)
        case .decoration: break
        }
        addSubview(displaying: view)
        return cellID
    }

    /// Ends display of view `cellID`, which showed `element`: hidden in or removed from the
    /// collection view (``removeSubview(endingDisplay:kind:)``), the delegate's `didEndDisplaying`,
    /// then its pool.
    private func endDisplay(_ cellID: Int, showing element: ElementID, at time: Double) {
        cells.leaving[cellID] = nil
        guard let view = cells.views[cellID] else { return }
        cells.eventTime = time
        defer { cells.eventTime = nil }
        cells.log(.didEndDisplaying, element, cellID: cellID, clock: state.clock)
        removeSubview(endingDisplay: view, kind: element.kind ?? CollectionView.elementKindCell)
        let path = element.indexPath
        switch element.role {
        case .cell:
            if let cell = view as? CollectionViewCell { self.view.delegate?.collectionView(self.view, didEndDisplaying: cell, forItemAt: path) }
        case .supplementary(let kind):
            self.view.delegate?.collectionView(self.view, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: path)
        case .decoration: break
        }
        cells.enqueue(view, kind: element.kind ?? CollectionView.elementKindCell)
    }

    /// A view for `element`: the data source's (a plain one without a data source), or for a
    /// decoration view one of the layout's registered class.
    private func makeView(for element: ElementID) -> CollectionReusableView {
        if let prepared = cells.prepared.removeValue(forKey: element) {
            cells.logHeldDequeue(of: prepared, clock: state.clock)
            return prepared
        }
        let path = element.indexPath
        switch element.role {
        case .cell:
            if let dataSource = view.dataSource { return dataSource.collectionView(view, cellForItemAt: path) }
            return view.dequeueReusableCell(withReuseIdentifier: CellStore.builtInIdentifier, for: path)
        case .supplementary(let kind):
            if let dataSource = view.dataSource { return dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: path) }
            return view.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: CellStore.builtInIdentifier, for: path)
        case .decoration(let kind):
            let key = ReuseKey(kind: kind, identifier: CellStore.decorationIdentifier)
            let registered = view.collectionViewLayout.registeredDecorationViewClasses[kind] ?? CollectionReusableView.self
            return dequeueReusableView(key, for: element, fallback: registered) ?? CollectionReusableView(frame: .zero)
        }
    }

    /// A view the data source made without dequeuing: UIKit's exception, and the view is used once.
    private func adoptUndequeued(_ view: CollectionReusableView, for element: ElementID) -> Int {
        self.view.raise(.notDequeued(kind: element.kind ?? CollectionView.elementKindCell, indexPath: element.indexPath))
        return cells.adopt(view)
    }

    /// Sets a view's geometry, alpha, transform and hidden state from `attributes`, then calls its
    /// `apply(_:)`, as UIKit applies layout attributes.
    private static func apply(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
        view.center = attributes.center
        view.bounds.size = attributes.size
        view.alpha = attributes.alpha
        view.isHidden = attributes.isHidden
        view.layer.transform = attributes.simulatorTransform3D
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.apply(attributes)
    }

    /// Sets every view on screen to the attributes of the element it shows, as of the last layout
    /// pass or change: what a change that was rolled back leaves.
    func showAttributesOnScreen() {
        for (element, number) in cells.onScreen {
            if let view = cells.views[number], let attributes = state.visibleAttributes[element] { Self.apply(attributes, to: view) }
        }
        arrangeSubviews()
    }

    /// Sets every cell on screen to the selection and highlight of the item it shows.
    func showSelectionOnCells() {
        for (element, number) in cells.onScreen where element.category == .cell {
            if let cell = cells.views[number] as? CollectionViewCell { showSelection(on: cell, at: element.indexPath) }
        }
    }

    private func showSelection(on cell: CollectionViewCell, at indexPath: IndexPath) {
        // Most screens have nothing selected: no index path is hashed then.
        let selected = !selection.selected.isEmpty && selection.selected.contains(indexPath)
        let highlighted = selection.highlighted == indexPath
        if cell.isSelected != selected { cell.isSelected = selected }
        if cell.isHighlighted != highlighted { cell.isHighlighted = highlighted }
    }
}
