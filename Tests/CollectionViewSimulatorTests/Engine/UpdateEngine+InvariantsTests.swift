@testable import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// The engine's consistency checker: silent over seeded random changes, and naming the rule when
/// the state is made inconsistent on purpose (the trapping `checkInvariants()` cannot be tested
/// without trapping; it traps exactly when this list is not empty).
@Suite("Update engine invariants")
@MainActor
struct UpdateEngineInvariantsTests {
    /// Seeded random updates, scrolls, selections, time steps, layout changes and reloads: no rule
    /// is broken after any step. `BATCHSIM_INVARIANT_RUNS` raises the number of seeds (default 8).
    @Test("a healthy random sequence of changes breaks no rule")
    func randomChangesBreakNoRule() throws {
        let runs = RandomRuns.invariantRuns.count(default: 8)
        for seed in 0..<UInt64(runs) {
            var random = SeededGenerator(seed: seed)
            let dataSource = SectionCountsDataSource([random.next(in: 0...30), random.next(in: 0...10)])
            let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: CollectionViewFlowLayout())
            view.dataSource = dataSource
            view.layoutIfNeeded()
            for step in 0..<40 {
                let action = try change(view, dataSource, &random)
                let violations = view.engine.invariantViolations()
                try #require(violations.isEmpty, "seed \(seed), step \(step) (\(action)): \(violations)")
            }
        }
    }

    /// One random change; returns what it did.
    private func change(_ view: CollectionView, _ dataSource: SectionCountsDataSource, _ random: inout SeededGenerator) throws -> String {
        let section = random.next(in: 0...1)
        let count = dataSource.counts[section]
        switch random.next(in: 0...9) {
        case 0...1:
            let item = IndexPath(item: random.next(in: 0...count), section: section)
            try view.throwing.performBatchUpdates {
                dataSource.counts[section] += 1
                try view.throwing.insertItems(at: [item])
            }
            return "insert \(item)"
        case 2...3 where count > 0:
            let item = IndexPath(item: random.next(in: 0...count - 1), section: section)
            try view.throwing.performBatchUpdates {
                dataSource.counts[section] -= 1
                try view.throwing.deleteItems(at: [item])
            }
            return "delete \(item)"
        case 4 where count > 1:
            let (from, to) = (IndexPath(item: random.next(in: 0...count - 1), section: section),
                              IndexPath(item: random.next(in: 0...count - 1), section: section))
            try view.throwing.performBatchUpdates { try view.throwing.moveItem(at: from, to: to) }
            return "move \(from) to \(to)"
        case 5:
            let y = CGFloat(random.next(in: 0...max(0, Int(view.contentSize.height))))
            view.setContentOffset(CGPoint(x: 0, y: y), animated: random.next(in: 0...1) == 0)
            return "scroll to \(y)"
        case 6 where count > 0:
            let item = IndexPath(item: random.next(in: 0...count - 1), section: section)
            try view.throwing.selectItem(at: item, animated: false, scrollPosition: [])
            return "select \(item)"
        case 7:
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: CGFloat(random.next(in: 20...120)), height: 50)
            view.setCollectionViewLayout(layout, animated: random.next(in: 0...1) == 0)
            return "new layout"
        case 8 where random.next(in: 0...3) == 0:
            dataSource.counts[section] = random.next(in: 0...20)
            view.reloadData()
            view.layoutIfNeeded()
            return "reload data"
        default:
            let seconds = Double(random.next(in: 1...30)) / 100
            view.advanceTime(by: seconds)
            return "advance \(seconds)s"
        }
    }

    @Test("a selection outside the cached counts is named with its values")
    func selectionOutsideTheCounts() throws {
        let (view, dataSource) = try settledView(counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        view.engine.selection.selected = [IndexPath(item: 5, section: 0)]
        #expect(view.engine.invariantViolations() == ["selected item is within the cached counts: [0, 5] in [3]"])
    }

    @Test("a cell on screen for an item the counts no longer have is named")
    func cellOutsideTheCounts() throws {
        let (view, dataSource) = try settledView(counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        view.engine.cachedItemCounts = [2]
        #expect(view.engine.invariantViolations() == ["cell on screen is within the cached counts: cell 0-2 in [2]"])
    }

    @Test("a non-finite or negative content size, and a clock gone back, are named")
    func geometryAndClock() throws {
        let (view, dataSource) = try settledView(counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        view.contentSize = CGSize(width: -1, height: 10)
        view.engine.clock = -1
        let violations = view.engine.invariantViolations()
        #expect(violations.contains { $0.hasPrefix("content size is finite and non-negative:") })
        #expect(violations.contains("clock is finite and non-negative: -1.0"))
    }

    @Test("a running track filed under another view, and a pending completion already due, are named")
    func runningTracksAndCompletions() throws {
        let (view, dataSource) = try settledView(counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        try view.throwing.performBatchUpdates({ }, completion: { _ in })
        let (viewID, running) = try #require(view.engine.runningTracks.first)
        view.engine.runningTracks[viewID] = nil
        view.engine.runningTracks[viewID + 1000] = running
        view.engine.pendingCompletions.append(PendingCompletion(endTime: view.engine.clock, handler: { _ in }))
        let violations = view.engine.invariantViolations()
        #expect(violations.contains { $0.hasPrefix("running track is keyed by its view: key \(viewID + 1000)") })
        #expect(violations.contains { $0.hasPrefix("pending completion has not ended:") })
    }

    @Test("a view on screen or a view identity for an element no layout pass loaded is named")
    func viewsOfUnloadedElements() throws {
        let (view, dataSource) = try settledView(counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        let number = try #require(view.engine.cells.onScreen[.cell(IndexPath(item: 1, section: 0))])
        view.engine.state.visibleAttributes[.cell(IndexPath(item: 1, section: 0))] = nil
        view.engine.state.viewIDs[.cell(IndexPath(item: 1, section: 0))] = 1
        view.engine.state.nextViewID = 2
        #expect(view.engine.invariantViolations() == [
            "view on screen shows a loaded element: cell 0-1 shown by \(number)",
            "view identity names a loaded element: cell 0-1 has 1",
        ])
    }

    @Test("a view left held for a display that never came, or a running track's unknown view, is named")
    func heldViewsAndTrackViews() throws {
        let (view, dataSource) = try settledView(counts: [3])
        defer { withExtendedLifetime(dataSource) {} }
        try view.throwing.performBatchUpdates {
            dataSource.counts[0] += 1
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        try #require(view.engine.invariantViolations().isEmpty)
        view.engine.cells.prepared[.cell(IndexPath(item: 9, section: 0))] = CollectionViewCell(frame: .zero)
        let (viewID, running) = try #require(view.engine.runningTracks.min { $0.key < $1.key })
        view.engine.runningTracks[viewID] = (ViewTrack(running.track, cellID: 999), running.startTime)
        let violations = view.engine.invariantViolations()
        #expect(violations.contains("no view is held ahead of its display: [cell 0-9], preparing false"))
        #expect(violations.contains("running track's view object was created: view \(viewID) shown by 999"))
    }

    /// A laid-out flow layout view with no rule broken; the data source is returned with it so
    /// that it lives as long as the view needs it.
    private func settledView(counts: [Int]) throws -> (CollectionView, SectionCountsDataSource) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        let dataSource = SectionCountsDataSource(counts)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        try #require(view.engine.invariantViolations().isEmpty)
        return (view, dataSource)
    }
}
