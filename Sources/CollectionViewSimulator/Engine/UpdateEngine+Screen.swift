import Foundation
import Keyframes

/// What is on screen: the attributes a layout pass loaded (UIKit's "old data"), what the views
/// show while animations run, and what each change leaves behind; and the clock that runs the
/// animations and their completion handlers.
extension UpdateEngine {
    /// Lays the view out if anything is pending: prepares an invalidated layout (`prepare()`,
    /// `collectionViewContentSize`; ``prepareForLayoutPass(recording:)``) and loads the attributes of the elements in the visible
    /// rectangle (`layoutAttributesForElements(in:)`) when the layout or the bounds changed.
    func layoutIfNeeded(recording recorder: inout LayoutCallRecorder) {
        prepareForLayoutPass(recording: &recorder)
        if state.loadedRect != view.bounds {
            loadVisibleAttributes(holdingMovingItem(ignoringMissingItems(recorder.elements(in: view.bounds)), recording: &recorder))
            fitCellsOnScreen(recording: &recorder)
            displayViewsAfterLayoutPass()
        }
    }

    /// Keeps the attributes of the elements in the visible rectangle as the "old data" of the next
    /// update; the view identities of elements no longer among them are dropped.
    func loadVisibleAttributes(_ attributes: [CollectionViewLayoutAttributes]) {
        loadVisibleAttributesOfChange(attributes)
        let visible = state.visibleAttributes
        var viewIDs = state.viewIDs
        for key in state.viewIDs.keys where visible[key] == nil { viewIDs[key] = nil }
        state.viewIDs = viewIDs
    }

    /// ``loadVisibleAttributes(_:)`` for an animated change, which names the identity of every view
    /// on screen after it itself (``record(_:identities:)``), so those of before are left to it.
    func loadVisibleAttributesOfChange(_ attributes: [CollectionViewLayoutAttributes]) {
        state.visibleAttributes = Self.keyed(attributes)
        state.loadedRect = view.bounds
    }

    /// The attributes of the elements on screen as their views show them now: the layout's
    /// attributes, replaced by the running animation's values for a view still animating.
    ///
    /// A change that starts while another runs begins every such view from these values — it
    /// restarts from the presentation value, so no view jumps. (UIKit instead adds the new
    /// animation on top of the old one, which keeps running on its own clock, as
    /// iOS 8's additive animations do, per David Rönnqvist's gist; positions agree at the instant
    /// of the interruption either way, but UIKit's keeps the old velocity, which this does not.)
    ///
    /// A view still leaving the screen for an element that survives (an earlier change moved it
    /// off screen, ``ViewFate/disappeared``) is on screen too, at its running animation's values
    /// (``leavingSurvivors()``): a change that starts before it has gone carries it on from there,
    /// as UIKit's running animation does, instead of dropping it where it is shown and starting
    /// the element again from the layout's attributes.
    func presentedVisibleAttributes(leaving: [ElementID: (viewID: Int, cellID: Int)]? = nil) -> [ElementID: CollectionViewLayoutAttributes] {
        let now = state.clock
        let (visible, viewIDs, runningTracks) = (state.visibleAttributes, state.viewIDs, state.runningTracks)
        var presented = visible
        // Most views are at rest (the tracks of the last change stay until the next one, ended):
        // look views up only while a track runs, and then only those with a running track.
        if hasRunningTrack(at: now) {
            for (key, attributes) in visible {
                guard let id = viewIDs[key], let index = runningTracks.index(forKey: id) else { continue }
                let running = runningTracks.values[index]
                guard now < running.startTime + running.track.endTime else { continue }
                presented[key] = attributes.applying(running.track.value(at: now - running.startTime))
            }
        }
        for (key, leaving) in leaving ?? leavingSurvivors() {
            guard let running = runningTracks[leaving.viewID] else { continue }
            let shown = running.track.layoutAttributes(at: now - running.startTime)
            shown.indexPath = key.indexPath  // mid-track the copy carries the start's, from before its change
            presented[key] = shown
        }
        return presented
    }

    /// The views still leaving the screen for elements that survive: each shows the element it
    /// names (by its index path now) until its animation ends, on the clock; an element the layout
    /// puts on screen again since (a layout pass gave it a view of its own) is the other view's.
    /// By element: the view's identity and its view object (``CellStore/leaving``). A track counts
    /// only while its object is leaving as that view: a scroll passes an object on from a view
    /// that left to one that came, and a later change may take it off as another view, while the
    /// first view's track, in index paths from before that change, still runs on the clock.
    ///
    /// Cells only: a supplementary view leaves mostly because the layout has none for its element
    /// any more (a layout transition to a layout without footers), and carrying it into a batch
    /// would make that batch raise UIKit's "no UICollectionViewLayoutAttributes instance" for it.
    func leavingSurvivors() -> [ElementID: (viewID: Int, cellID: Int)] {
        let now = state.clock
        var survivors: [ElementID: (viewID: Int, cellID: Int)] = [:]
        // Leaving views are few: filter before sorting (by identity, so that the first one wins).
        let runningTracks = state.runningTracks
        var candidates: [Int] = []
        for (id, running) in runningTracks
        where running.track.fate == .disappeared && running.track.element.category == .cell && now < running.startTime + running.track.endTime {
            candidates.append(id)
        }
        guard !candidates.isEmpty else { return survivors }
        for id in candidates.sorted() {
            guard let track = runningTracks[id]?.track else { continue }
            guard let indexPath = track.indexPathAfterUpdate, let leaving = cells.leaving[track.cellID], leaving.viewID == id,
                  leaving.end > now else { continue }
            let key = track.element.moved(to: indexPath)
            guard state.visibleAttributes[key] == nil, survivors[key] == nil else { continue }
            survivors[key] = (id, track.cellID)
        }
        return survivors
    }

    /// How long each view on screen that is still animating has left of its animation, by the
    /// element it shows (a view still leaving for a surviving element included); views at rest
    /// are absent.
    func remainingAnimationTimes(leaving: [ElementID: (viewID: Int, cellID: Int)]? = nil) -> [ElementID: Double] {
        let now = state.clock
        var remaining: [ElementID: Double] = [:]
        let runningTracks = state.runningTracks
        guard hasRunningTrack(at: now) else { return remaining }
        func note(_ key: ElementID, _ id: Int) {
            guard let index = runningTracks.index(forKey: id) else { return }
            let running = runningTracks.values[index]
            let left = running.startTime + running.track.endTime - now
            if left > 0 { remaining[key] = left }
        }
        let viewIDs = state.viewIDs
        for (key, id) in viewIDs { note(key, id) }
        for (key, shown) in leaving ?? leavingSurvivors() where viewIDs[key] == nil { note(key, shown.viewID) }
        return remaining
    }

    /// Whether a view's track still runs at `time`: one pass over the tracks, without hashing.
    /// The tracks of the last change stay (ended) until the next change records its own.
    private func hasRunningTrack(at time: Double) -> Bool {
        for running in state.runningTracks.values where time < running.startTime + running.track.endTime { return true }
        return false
    }

    /// The view identities for a change starting now: the views on screen, and those still
    /// leaving for surviving elements.
    func viewIdentities(leaving: [ElementID: (viewID: Int, cellID: Int)]? = nil) -> ViewIdentities {
        var before = state.viewIDs
        for (key, shown) in leaving ?? leavingSurvivors() where before[key] == nil { before[key] = shown.viewID }
        return ViewIdentities(before: before, next: state.nextViewID)
    }

    /// Keeps what a change produced: the identities of the views on screen after it, each view's
    /// track (for what it shows until the next change), and the history (the views themselves
    /// come and go as `Cells/` describes).
    func record(_ animation: UpdateAnimation, identities: ViewIdentities) {
        state.viewIDs = identities.visibleAfter
        state.nextViewID = identities.nextID
        let now = state.clock
        var ended: [Int] = []
        for (id, running) in state.runningTracks where now >= running.startTime + running.track.endTime { ended.append(id) }
        // Usually every earlier track has ended: emptied at once, which is cheaper than deleting
        // each (nothing reads the dictionary's order, which per-process hashing makes arbitrary).
        if ended.count == state.runningTracks.count {
            state.runningTracks.removeAll(keepingCapacity: true)
        } else {
            for id in ended { state.runningTracks[id] = nil }
        }
        for track in animation.tracks {
            state.runningTracks[track.viewID] = (track, animation.startTime)
        }
        state.history.append(animation)
    }

    /// Moves the clock forward and runs the completion handlers whose animations have ended.
    func advanceTime(by seconds: Double) {
        defer { endOperation() }
        guard seconds.isFinite, seconds > 0 else { return }
        state.clock += seconds
        catchUpWithClock()
    }

    /// Moves the clock to the end of every running animation and runs their completion handlers.
    func finishAnimations() {
        defer { endOperation() }
        // Loops rather than closures here and in `isAnimating`: the fuzzer asks after every step.
        var latestCompletion: Double?
        for completion in state.pendingCompletions {
            if let known = latestCompletion, !(known < completion.endTime) { continue }
            latestCompletion = completion.endTime
        }
        let end = max(latestCompletion ?? state.clock, animationsEndTime)
        if end > state.clock { state.clock = end }
        catchUpWithClock()
    }

    /// Ends the views that have left by now and runs the completion handlers that have ended; again
    /// while a handler made a change whose views have left by now too (a scroll's frame call runs
    /// on its frame's clock, so a row it deletes can finish leaving before the clock's time).
    private func catchUpWithClock() {
        repeat {
            endLeavingViews()
            runEndedCompletions()
        } while cells.leaving.contains { $0.value.end <= state.clock }
    }

    /// Whether an animation is still running at the current time, with or without a completion handler.
    var isAnimating: Bool {
        let now = state.clock
        if animationsEndTime > now { return true }
        for completion in state.pendingCompletions where completion.endTime > now { return true }
        return false
    }

    /// When the last view of any change so far reaches its end values, or the last scroll's offset
    /// its end (a scroll can end on a stretch without views), on the clock.
    private var animationsEndTime: Double {
        // No closure: a main-actor closure handed to `Optional.map` checks its executor per call.
        var latest: Double?
        for running in state.runningTracks.values {
            let end = running.startTime + running.track.endTime
            if let known = latest, !(end > known) { continue }
            latest = end
        }
        let views = latest ?? state.clock
        guard let last = state.history.last, let offset = last.contentOffsetTrack else { return views }
        return max(views, last.startTime + offset.timing.endTime)
    }

    /// Queues completion handlers for the end of an animation; one that has already ended (an
    /// update without animation) runs now.
    func schedule(_ completions: [(Bool) -> Void], endingAt endTime: Double) {
        state.pendingCompletions += completions.map { PendingCompletion(endTime: endTime, handler: $0) }
        runEndedCompletions()
    }

    /// Ends running animations early: their completion handlers run now with `finished == false`.
    func interruptRunningAnimations() {
        endScrollReports()
        let now = state.clock
        let interrupted = state.pendingCompletions.filter { $0.endTime > now }
        state.pendingCompletions.removeAll { $0.endTime > now }
        runEndedCompletions()
        for completion in interrupted { callCompletion(completion.handler, finished: false) }
    }

    /// Runs the handlers that have ended, in order of their end; again for those a handler queued
    /// that have ended too (a change a scroll's frame call made, on the frame's clock, that ends
    /// before the clock's time).
    private func runEndedCompletions() {
        while true {
            let now = state.clock
            let ended = state.pendingCompletions.filter { $0.endTime <= now }
            guard !ended.isEmpty else { return }
            state.pendingCompletions.removeAll { $0.endTime <= now }
            for completion in ended.sorted(by: { $0.endTime < $1.endTime }) { callCompletion(completion.handler, finished: true) }
        }
    }
}

extension CollectionViewLayoutAttributes {
    /// A copy showing `values`.
    func applying(_ values: AnimatedAttributes) -> CollectionViewLayoutAttributes {
        let copy = snapshot()
        copy.center = values.center
        copy.size = values.size
        copy.alpha = values.alpha
        copy.transform3D = values.transform3D
        copy.zIndex = values.zIndex
        copy.isHidden = values.isHidden
        return copy
    }
}
