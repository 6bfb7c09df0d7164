import Foundation

/// When each view of a change starts and ends display, in seconds after the change began: what
/// ``CollectionView`` turns into data source calls, delegate calls and reuse.
///
/// Every track is a slot (its index); so are the elements on screen after the change without a
/// track (hidden at both ends) and the views on screen before that no track claims.
///
/// - A slot whose element was on screen before keeps that view object; any other gets a new view
///   at 0 — in an animated scroll at the first frame that shows it — with its start and end
///   attributes.
/// - A view not on screen after the change ends at 0 when the change is not animated, at the
///   first frame that no longer shows it in a scroll, and otherwise when its track ends, on the
///   clock (``deferred``).
/// - Actions run in time order; at one time, views end before others start (or after, with
///   ``DisplayOrder/displayThenEnd``), each in element order.
@MainActor struct DisplaySchedule {
    /// One view starting or ending display.
    struct Action {
        enum Kind {
            case leave
            /// Starts display with these attributes applied in order.
            case appear([CollectionViewLayoutAttributes])
        }

        let time: Double
        let kind: Kind
        let element: ElementID
        let slot: Int

        fileprivate nonisolated func order(_ displayOrder: DisplayOrder) -> (Double, Int, ElementID, Int) {
            if case .leave = kind { return (time, displayOrder == .endThenDisplay ? 0 : 2, element, slot) }
            return (time, 1, element, slot)
        }
    }

    /// The view object of each slot whose element was on screen before, by slot (`nil` for the
    /// others): an array, as slots are numbered from 0, so that no slot's lookup hashes.
    private(set) var initialCells: [Int?] = []
    /// The actions that run when the change begins, in order.
    private(set) var actions: [Action] = []
    /// Slots whose view leaves with the animation: the element it showed and when it ends display.
    private(set) var deferred: [(slot: Int, element: ElementID, end: Double)] = []
    /// The slots on screen after the change, with their elements.
    private(set) var staying: [(slot: Int, element: ElementID)] = []

    /// - Parameters:
    ///   - result: The change's tracks; `leaveTimes` for a scroll.
    ///   - visibleAfter: The view identity of every element on screen after the change.
    ///   - onScreen: The view object of every element on screen before it.
    ///   - visibleAttributes: The attributes on screen after the change, for elements without a track.
    ///   - displayOrder: Whether views end before others start at one time, or after.
    init(result: AnimatedChangeResult, visibleAfter: [ElementID: Int], onScreen: [ElementID: Int],
         visibleAttributes: [ElementID: CollectionViewLayoutAttributes], displayOrder: DisplayOrder) {
        var unclaimed = onScreen
        initialCells = Array(repeating: nil, count: result.tracks.count)
        for (slot, track) in result.tracks.enumerated() {
            // `if let`, not `Optional.map`: a main-actor closure checks its executor on every call.
            if let before = track.indexPathBeforeUpdate, let cell = unclaimed.removeValue(forKey: ElementID(track.element.role, at: before)) {
                initialCells[slot] = cell
            } else {
                let start = result.leaveTimes == nil ? 0 : track.keyframes.first?.time ?? 0
                let attributes = [track.layoutAttributes(at: -1), track.layoutAttributes(at: track.endTime)]
                actions.append(Action(time: start, kind: .appear(attributes), element: track.element, slot: slot))
            }
            if let indexPath = track.indexPathAfterUpdate, case let after = ElementID(track.element.role, at: indexPath),
               visibleAfter[after] == track.viewID {
                staying.append((slot, after))
            } else if let leaveTimes = result.leaveTimes {
                actions.append(Action(time: leaveTimes[track.element] ?? track.endTime, kind: .leave, element: track.element, slot: slot))
            } else if track.endTime > 0 {
                deferred.append((slot, track.element, track.endTime))
            } else {
                actions.append(Action(time: 0, kind: .leave, element: track.element, slot: slot))
            }
        }
        var slot = result.tracks.count
        for element in Self.untracked(visibleAfter, staying: staying) {
            if let cell = unclaimed.removeValue(forKey: element) {
                initialCells.append(cell)
            } else {
                initialCells.append(nil)
                actions.append(Action(time: 0, kind: .appear(visibleAttributes[element].map { [$0] } ?? []), element: element, slot: slot))
            }
            staying.append((slot, element))
            slot += 1
        }
        for (element, cell) in unclaimed.sortedByKey() {
            initialCells.append(cell)
            actions.append(Action(time: 0, kind: .leave, element: element, slot: slot))
            slot += 1
        }
        // `@Sendable`, so that the comparison belongs to no actor: a main-actor closure handed to
        // the standard library's sort checks its executor at every comparison.
        actions.sort { @Sendable in $0.order(displayOrder) < $1.order(displayOrder) }
    }

    /// The elements on screen after the change that no staying track shows, sorted: few (none,
    /// mostly), so they are picked before they are sorted, and not looked for at all when the
    /// staying tracks show as many elements as are on screen (each shows a distinct element on
    /// screen after, its own view's).
    private static func untracked(_ visibleAfter: [ElementID: Int], staying: [(slot: Int, element: ElementID)]) -> [ElementID] {
        guard staying.count != visibleAfter.count else { return [] }
        var tracked = Set<ElementID>(minimumCapacity: staying.count)
        for entry in staying { tracked.insert(entry.element) }
        var untracked: [ElementID] = []
        for element in visibleAfter.keys where !tracked.contains(element) { untracked.append(element) }
        return untracked.sorted()
    }
}
