import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// Replays display events and names the first that breaks the rules of reuse: a view is dequeued
/// only while off screen, shown (`willDisplay`) only after a dequeue of it, shows one element at a
/// time and ends only while it shows one; times never go back.
struct DisplayReplay {
    private(set) var showing: [Int: ElementID] = [:]
    private var dequeued: Set<Int> = []
    private var lastTime = -Double.infinity

    mutating func apply(_ event: DisplayEvent) -> String? {
        if event.time < lastTime - 1e-9 { return "\(event) at \(event.time) after \(lastTime)" }
        lastTime = max(lastTime, event.time)
        switch event.kind {
        case .created, .reused:
            if let shown = showing[event.cellID] { return "\(event): the view is on screen showing \(shown)" }
            dequeued.insert(event.cellID)
        case .willDisplay:
            if let shown = showing[event.cellID] { return "\(event): the view already shows \(shown)" }
            guard dequeued.remove(event.cellID) != nil else { return "\(event) without a dequeue" }
            showing[event.cellID] = event.element
        case .didEndDisplaying:
            guard showing.removeValue(forKey: event.cellID) != nil else { return "\(event) for a view not on screen" }
        }
        return nil
    }
}

@Suite("Reuse over seeded random scrolls and updates")
@MainActor
struct CollectionViewDisplayRandomTests {
    /// Random updates (some interrupted), animated and instant scrolls, in both display orders
    /// (every third seed `displayThenEnd`): the event log replays
    /// cleanly, no cell shows two items at once, every leaving view ends display when its animation
    /// ends or when a change interrupts it, the delegate saw every display call, and after every
    /// step the collection view's subviews are its displayed views and its hidden pooled ones.
    /// `BATCHSIM_REUSE_RUNS` raises the number of seeds (default 12).
    @Test("no cell shows two items at once; each display is bracketed by willDisplay and didEndDisplaying")
    func randomRuns() throws {
        let runs = RandomRuns.reuseRuns.count(default: 12)
        for seed in 0..<UInt64(runs) {
            let failure = try run(seed: seed)
            #expect(failure == nil, "seed \(seed): \(failure ?? "")")
        }
    }

    private func run(seed: UInt64) throws -> String? {
        var random = SeededGenerator(seed: seed)
        let (view, dataSource, delegate) = reuseView(counts: [random.next(in: 20...80)])
        view.displayOrder = seed % 3 == 2 ? .displayThenEnd : .endThenDisplay
        var eventStarts: [Int] = []  // the log's length when each animation's step began
        for _ in 0..<20 {
            let (animations, events) = (view.animationHistory.animations.count, view.displayEvents.count)
            try step(view, dataSource, &random)
            eventStarts += Array(repeating: events, count: view.animationHistory.animations.count - animations)
            let cells = view.visibleCells.map(ObjectIdentifier.init)
            if Set(cells).count != cells.count { return "a cell shows two items after a step" }
            if let problem = subviewProblem(view, delegate) { return "after a step: \(problem)" }
        }
        view.finishAnimations()
        view.reloadData()
        var replay = DisplayReplay()
        for (index, event) in view.displayEvents.enumerated() {
            guard let problem = replay.apply(event) else { continue }
            let before = view.displayEvents[max(0, index - 4)..<index].map { "\($0) at \($0.time)" }
            return problem + "; before it: " + before.joined(separator: ", ")
        }
        if !replay.showing.isEmpty { return "views never ended display: \(replay.showing)" }
        let calls = delegate.calls.map(\.name)
        let logged = view.displayEvents.filter { $0.kind == .willDisplay || $0.kind == .didEndDisplaying }.map(\.kind.rawValue)
        if calls != logged { return "the delegate's calls differ from the log" }
        return oneItemPerCell(view) ?? leavingViewsEndInTime(view, eventStarts: eventStarts)
    }

    /// In every animation, a cell's tracks never overlap in time: in a scroll, one track's frames
    /// end before the next one's begin; in an animated update, a cell has one track.
    private func oneItemPerCell(_ view: CollectionView) -> String? {
        for animation in view.animationHistory.animations where animation.duration > 0 {
            for (cell, tracks) in Dictionary(grouping: animation.tracks, by: \.cellID) where tracks.count > 1 {
                let spans = tracks.map { ($0.keyframes.first?.time ?? 0, $0.keyframes.last?.time ?? $0.endTime, $0.element) }
                    .sorted { $0.0 < $1.0 }
                for (a, b) in zip(spans, spans.dropFirst()) where animation.contentOffsetTrack == nil || b.0 <= a.1 {
                    return "cell #\(cell) shows \(a.2) and \(b.2) at once in the animation at \(animation.startTime)"
                }
            }
        }
        return nil
    }

    private func step(_ view: CollectionView, _ dataSource: CellDataSource, _ random: inout SeededGenerator) throws {
        let count = dataSource.counts[0]
        switch random.next(in: 0...6) {
        case 0:
            dataSource.counts[0] += 1
            try view.throwing.insertItems(at: [IndexPath(item: random.next(in: 0...count), section: 0)])
        case 1 where count > 1:
            dataSource.counts[0] -= 1
            try view.throwing.deleteItems(at: [IndexPath(item: random.next(in: 0...count - 1), section: 0)])
        case 2:
            try view.throwing.moveItem(at: IndexPath(item: random.next(in: 0...count - 1), section: 0),
                              to: IndexPath(item: random.next(in: 0...count - 1), section: 0))
        case 3:
            view.setContentOffset(CGPoint(x: 0, y: CGFloat(random.next(in: 0...Int(view.contentSize.height)))), animated: true)
            view.finishAnimations()
        case 4:
            view.setContentOffset(CGPoint(x: 0, y: CGFloat(random.next(in: 0...Int(view.contentSize.height)))), animated: false)
        case 5:
            view.advanceTime(by: 0.1)
        default:
            view.finishAnimations()
        }
    }

    /// Every view an update or transition takes off ends display when its track ends, or earlier
    /// when the next change starts first, never before its change began; a view leaving for an
    /// item that survives is carried on by the next change instead (it has a track there).
    private func leavingViewsEndInTime(_ view: CollectionView, eventStarts: [Int]) -> String? {
        let history = view.animationHistory.animations
        for (index, animation) in history.enumerated() where animation.contentOffsetTrack == nil {
            let next = index + 1 < history.count ? history[index + 1] : nil
            let nextStart = next?.startTime ?? .infinity
            for track in animation.tracks where [.deleted, .reloadedOut, .disappeared].contains(track.fate) {
                if track.fate == .disappeared, nextStart < animation.startTime + track.endTime,
                   next?.tracks.contains(where: { $0.viewID == track.viewID && $0.cellID == track.cellID }) == true { continue }
                let cellID = track.cellID
                let expected = min(animation.startTime + track.endTime, nextStart)
                let end = view.displayEvents[eventStarts[index]...].first { $0.kind == .didEndDisplaying && $0.cellID == cellID }
                guard let end, abs(end.time - expected) < 1e-9 else {
                    return "\(track.element) (\(track.fate), #\(cellID)) ended at \(end?.time ?? -1), expected \(expected)"
                }
            }
        }
        return nil
    }
}
