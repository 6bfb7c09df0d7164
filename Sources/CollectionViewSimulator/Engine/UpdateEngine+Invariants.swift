import BatchUpdates
import Foundation
import Keyframes

/// The engine's internal consistency checks, in the spirit of swift-collections'
/// `_checkInvariants()`: rules that hold between any two changes whatever the user did, so that a
/// violation is a bug in the package, never bad input.
///
/// ``checkInvariants()`` runs after every change the engine performs, but only in builds with
/// `BATCHSIM_INTERNAL_CHECKS` defined (`BATCHSIM_INTERNAL_CHECKS=1 swift test`, as CI runs it);
/// otherwise it compiles to nothing. ``invariantViolations()`` is the pure checker it traps on.
extension UpdateEngine {
    /// Traps, naming every violated rule and its values, when the engine's state is inconsistent.
    /// Compiled only under `BATCHSIM_INTERNAL_CHECKS`: internal checks are for the package's own
    /// tests, not for users.
    @inline(__always)
    func checkInvariants() {
        #if BATCHSIM_INTERNAL_CHECKS
        // Inside a batch's block or an all-or-nothing change the outermost call checks at its end.
        guard state.batchDepth == 0, state.heldCompletions == nil else { return }
        let violations = invariantViolations()
        precondition(violations.isEmpty, "UpdateEngine invariants violated:\n" + violations.joined(separator: "\n"))
        #endif
    }

    /// Every rule the engine's state breaks now, each as "rule: values"; empty when consistent.
    /// Meaningful between changes (not while a batch is being built or a change runs).
    func invariantViolations() -> [String] {
        var violations: [String] = []
        func rule(_ holds: Bool, _ name: String, _ values: @autoclosure () -> String) {
            if !holds { violations.append("\(name): \(values())") }
        }
        checkCounts(rule)
        checkSelection(rule)
        checkAnimations(rule)
        checkViews(rule)
        checkGeometry(rule)
        checkChangeState(rule)
        return violations
    }

    private typealias Rule = (Bool, String, @autoclosure () -> String) -> Void

    /// Whether `indexPath` names an item in `counts`.
    private static func contains(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    private func checkCounts(_ rule: Rule) {
        guard let counts = cachedItemCounts else { return }
        rule(counts.allSatisfy { $0 >= 0 }, "cached item counts are non-negative", "\(counts)")
    }

    private func checkSelection(_ rule: Rule) {
        let selected = selection.selected
        rule(Set(selected).count == selected.count, "selected items are distinct", "\(selected)")
        guard let counts = cachedItemCounts else { return }
        for indexPath in selected {
            rule(Self.contains(indexPath, in: counts), "selected item is within the cached counts", "\(indexPath) in \(counts)")
        }
        if let highlighted = selection.highlighted {
            rule(Self.contains(highlighted, in: counts), "highlighted item is within the cached counts", "\(highlighted) in \(counts)")
        }
    }

    private func checkAnimations(_ rule: Rule) {
        let clock = state.clock
        rule(clock.isFinite && clock >= 0, "clock is finite and non-negative", "\(clock)")
        var previous = -Double.infinity
        for (index, animation) in state.history.entries.enumerated() {
            rule(animation.startTime >= previous && animation.startTime <= clock,
                 "history starts in order and not after the clock", "animation \(index) at \(animation.startTime), previous \(previous), clock \(clock)")
            previous = animation.startTime
        }
        for (viewID, running) in state.runningTracks.sorted(by: { $0.key < $1.key }) {
            rule(running.track.viewID == viewID, "running track is keyed by its view", "key \(viewID), track of view \(running.track.viewID)")
            rule(running.startTime.isFinite && running.startTime <= clock, "running track started by the clock",
                 "view \(viewID) at \(running.startTime), clock \(clock)")
            rule(viewID < state.nextViewID, "running track's view was handed out", "view \(viewID), next \(state.nextViewID)")
        }
        for (element, viewID) in state.viewIDs.sorted(by: { $0.value < $1.value }) {
            rule(viewID > 0 && viewID < state.nextViewID, "view identity was handed out", "\(element) has \(viewID), next \(state.nextViewID)")
        }
        rule(Set(state.viewIDs.values).count == state.viewIDs.count, "each view identity shows one element", "\(state.viewIDs.values.sorted())")
        for completion in state.pendingCompletions {
            rule(completion.endTime > clock, "pending completion has not ended", "ends \(completion.endTime), clock \(clock)")
        }
    }

    private func checkViews(_ rule: Rule) {
        let onScreen = cells.onScreen
        let pooledViews = cells.pools.values.flatMap { $0 }
        let pooled = pooledViews.map(ObjectIdentifier.init)
        rule(Set(pooled).count == pooled.count, "a view is pooled once", "\(pooled.count) pooled, \(Set(pooled).count) distinct")
        let pooledSet = Set(pooled)
        let numbered = pooledViews.compactMap(cells.number(of:)).sorted()
        rule(cells.pooledNumbers == numbered, "pooled numbers are the pooled views' numbers, ascending",
             "kept \(cells.pooledNumbers), pooled \(numbered)")
        let unnumbered = Set(pooledViews.filter { cells.number(of: $0) == nil }.map(ObjectIdentifier.init))
        rule(Set(cells.unnumberedPooled.map(ObjectIdentifier.init)) == unnumbered && cells.unnumberedPooled.count == unnumbered.count,
             "unnumbered pooled views are listed once", "\(cells.unnumberedPooled.count) listed, \(unnumbered.count) pooled")
        for (element, number) in onScreen.sorted(by: { $0.key < $1.key }) {
            guard let object = cells.views[number] else {
                rule(false, "view on screen was created", "\(element) shown by \(number)")
                continue
            }
            rule(!pooledSet.contains(ObjectIdentifier(object)), "view on screen is not pooled", "\(element) shown by \(number)")
            rule(cells.leaving[number] == nil, "view on screen is not leaving", "\(element) shown by \(number)")
            rule(object.superview === view, "view on screen is a subview of the collection view", "\(element) shown by \(number)")
        }
        rule(Set(onScreen.values).count == onScreen.count, "each view on screen shows one element", "\(onScreen.values.sorted())")
        for (number, leaving) in cells.leaving.sorted(by: { $0.key < $1.key }) {
            if let object = cells.views[number] {
                rule(!pooledSet.contains(ObjectIdentifier(object)), "leaving view is not pooled", "\(number) showing \(leaving.element)")
            } else {
                rule(false, "leaving view was created", "\(number) showing \(leaving.element)")
            }
            rule(leaving.end > state.clock, "leaving view has not ended display", "\(number) ends \(leaving.end), clock \(state.clock)")
            rule(state.runningTracks[leaving.viewID]?.track.cellID == number, "leaving view's track names its object",
                 "\(number) leaving as view \(leaving.viewID)")
        }
        checkArrangement(rule)
        for (element, attributes) in state.visibleAttributes.sorted(by: { $0.key < $1.key }) where ElementID(attributes) != element {
            rule(false, "loaded attributes are keyed by their element", "\(element) holds \(ElementID(attributes))")
        }
        for element in onScreen.keys.sorted() where state.visibleAttributes[element] == nil {
            rule(false, "view on screen shows a loaded element", "\(element) shown by \(onScreen[element] ?? 0)")
        }
        for element in state.viewIDs.keys.sorted() where state.visibleAttributes[element] == nil {
            rule(false, "view identity names a loaded element", "\(element) has \(state.viewIDs[element] ?? 0)")
        }
        for (viewID, running) in state.runningTracks.sorted(by: { $0.key < $1.key }) where running.track.cellID != 0 {
            rule(cells.views[running.track.cellID] != nil, "running track's view object was created",
                 "view \(viewID) shown by \(running.track.cellID)")
        }
        // Views made ahead of their display (self-sizing) and the time stamped on display events
        // live only while a change or layout pass shows its views.
        rule(cells.prepared.isEmpty && !cells.isPreparing, "no view is held ahead of its display",
             "\(cells.prepared.keys.sorted()), preparing \(cells.isPreparing)")
        rule(cells.eventTime == nil, "display events carry the clock's time", "\(cells.eventTime.map(String.init(describing:)) ?? "nil")")
        rule(cells.reconfiguring == nil, "no cell is being reconfigured", "reconfiguring")
        guard let counts = cachedItemCounts else { return }
        for element in onScreen.keys.sorted() where element.role == .cell {
            rule(Self.contains(element.indexPath, in: counts), "cell on screen is within the cached counts", "\(element) in \(counts)")
        }
    }

    /// While the subviews and the views' numbers are as the last display pass left them, its kept
    /// arrangement is what the subviews hold: one run of its pooled and drawn views, which are all
    /// of the collection view's own subviews, and whose numbers are the block's.
    private func checkArrangement(_ rule: Rule) {
        guard let kept = lastArrangement, kept.subviewsRevision == view.subviewsRevision,
              kept.ownershipRevision == cells.ownershipRevision else { return }
        let block = kept.pooled.views + kept.drawn.views, subviews = view.subviews
        rule(view.start(of: block) == kept.blockStart, "the kept arrangement is one run of the subviews where it says",
             "start \(kept.blockStart), \(block.count) views, \(subviews.count) subviews")
        rule(subviews.filter(isOwnView).count == block.count, "the kept arrangement holds every own subview",
             "\(subviews.filter(isOwnView).count) own subviews, \(block.count) kept")
        let numbers = block.compactMap { ($0 as? CollectionReusableView).flatMap(cells.number(of:)) }.sorted()
        rule(numbers == kept.blockNumbers, "the kept block's numbers are its views'", "\(numbers) against \(kept.blockNumbers)")
    }

    private func checkGeometry(_ rule: Rule) {
        let size = view.contentSize
        rule(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0,
             "content size is finite and non-negative", "\(size)")
        let offset = view.storedContentOffset
        rule(offset.x.isFinite && offset.y.isFinite, "content offset is finite", "\(offset)")
    }

    private func checkChangeState(_ rule: Rule) {
        rule(!state.isUpdating, "no update is asking the layout", "isUpdating")
        rule(state.animationsDisabled >= 0, "performWithoutAnimation depth is non-negative", "\(state.animationsDisabled)")
        if let movement = interactiveMovement, let counts = cachedItemCounts {
            rule(Self.contains(movement.currentIndexPath, in: counts), "dragged item is within the cached counts",
                 "\(movement.currentIndexPath) in \(counts)")
        }
        if let transition = state.interactiveTransition {
            rule(view.collectionViewLayout === transition.transition, "interactive transition's layout is installed",
                 "\(type(of: view.collectionViewLayout)) installed")
        }
    }
}
