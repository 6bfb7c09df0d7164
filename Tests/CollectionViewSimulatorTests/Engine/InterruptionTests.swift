import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

@Suite("Interrupted updates")
@MainActor
struct InterruptionTests {
    static func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// The rule: a change that starts while another runs restarts every running view from what it
    /// shows at that instant, so no view jumps; the earlier completion gets `false`.
    @Test("an insert interrupted halfway by a delete: no view jumps, the first completion is not finished")
    func insertInterruptedByDelete() throws {
        let (view, data) = UpdateAnimationDefaultsTests.flowView(counts: [8])
        var completions: [Bool] = []
        let insert = try view.throwing.performBatchUpdates({
            data.counts[0] = 9
            try view.throwing.insertItems(at: [Self.ip(0)])
        }, completion: { completions.append($0) })
        view.advanceTime(by: 0.125)
        let delete = try view.throwing.performBatchUpdates({
            data.counts[0] = 8
            try view.throwing.deleteItems(at: [Self.ip(3)])
        }, completion: { completions.append($0) })
        #expect(completions == [false])
        #expect(delete.startTime == 0.125)
        let history = view.animationHistory
        var checked = 0
        for track in insert.tracks where track.fate != .inserted {
            let before = try #require(history.value(ofView: track.viewID, at: 0.125 - 1e-12))
            let after = try #require(history.value(ofView: track.viewID, at: 0.125 + 1e-12))
            #expect(before.isApproximatelyEqual(to: after, tolerance: 1e-9), "\(track.element)")
            checked += 1
        }
        #expect(checked == 8)
        // The inserted item, half faded in, continues from alpha 0.5, not from 0 or 1.
        let inserted = try #require(insert.track(of: .cell(Self.ip(0))))
        let resumed = try #require(delete.tracks.first { $0.viewID == inserted.viewID })
        #expect(resumed.start.alpha == 0.5 && resumed.end.alpha == 1)
        // A view whose index path changed in both updates keeps its identity: old 0-2 → 0-3 → 0-3 (before) deleted.
        let twice = try #require(insert.track(of: .cell(Self.ip(3))))
        #expect(delete.tracks.first { $0.viewID == twice.viewID }?.fate == .deleted)
        view.advanceTime(by: 0.25)
        #expect(completions == [false, true])
    }
}

@Suite("Scrolling during an animation")
@MainActor
struct ScrollInterruptionTests {
    @Test("an animated scroll that starts while an insert fades in starts each view from what it shows")
    func scrollStartsFromPresentedValues() throws {
        let (view, data) = UpdateAnimationDefaultsTests.flowView(counts: [30])
        try view.throwing.performBatchUpdates {
            data.counts[0] = 31
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        view.advanceTime(by: 0.1)  // linear 0.25 s: the new cell shows alpha 0.4
        let scroll = view.setContentOffset(CGPoint(x: 0, y: 60), animated: true)
        let inserted = try #require(scroll.track(of: .cell(IndexPath(item: 0, section: 0))))
        #expect(inserted.start.alpha.isApproximatelyEqual(to: 0.4, tolerance: 1e-12))
        #expect(inserted.value(at: 0).alpha.isApproximatelyEqual(to: 0.4, tolerance: 1e-12))
        // It keeps fading in, reaching 1 by the time the insert would have ended, not at once.
        let nextFrame = inserted.value(at: 1.0 / 60).alpha
        #expect(nextFrame > 0.4 && nextFrame < 0.6)
        #expect(inserted.value(at: 0.15).alpha.isApproximatelyEqual(to: 1, tolerance: 1e-12))
        #expect(inserted.end.alpha == 1)
    }
}
