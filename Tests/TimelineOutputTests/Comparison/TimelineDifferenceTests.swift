@testable import CollectionViewSimulator
import Foundation
import Testing
@testable import TimelineOutput

/// The one comparison of timelines: the first difference in a reader's order, with numbers within a
/// tolerance and values shown as precisely as the tolerance needs.
@Suite("Timeline differences")
@MainActor
struct TimelineDifferenceTests {
    /// Item 1 of four deleted from a flow layout, fading out to `alpha`.
    func deletion(alpha: CGFloat = 0) throws -> UpdateAnimation {
        let layout = CollectionViewFlowLayout()
        layout.disappearingEffect = LayoutAppearanceEffect(alpha: alpha)
        return try deletion(in: layout)
    }

    /// Item 1 of four deleted from `layout`.
    func deletion(in layout: CollectionViewFlowLayout) throws -> UpdateAnimation {
        let dataSource = SectionCountsDataSource([4])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return try view.throwing.performBatchUpdates {
            dataSource.counts[0] -= 1
            try view.throwing.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }
    }

    /// `animation` with its JSON edited: the end centre's x of the track named `name` changed.
    func nudged(_ animation: UpdateAnimation, track name: String, by change: (Double) -> Double) throws -> UpdateAnimation {
        var root = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(animation)) as? [String: Any])
        var tracks = try #require(root["tracks"] as? [[String: Any]])
        let index = try #require(tracks.firstIndex { $0["element"] as? String == name.replacingOccurrences(of: " (before)", with: "") })
        var track = try #require(tracks[index]["track"] as? [String: Any])
        var to = try #require(track["to"] as? [String: Any])
        var center = try #require(to["center"] as? [Double])
        center[0] = change(center[0])
        to["center"] = center
        track["to"] = to
        tracks[index]["track"] = track
        root["tracks"] = tracks
        return try JSONDecoder().decode(UpdateAnimation.self, from: JSONSerialization.data(withJSONObject: root))
    }

    @Test("equal runs have no difference, at any tolerance")
    func equalRuns() throws {
        let animation = try deletion()
        #expect(TimelineDifference.first(expected: [animation], actual: [try deletion()], tolerance: .exact) == nil)
        #expect(TimelineDifference.first(expected: animation, actual: animation, step: 0, tolerance: .roundingNoise) == nil)
    }

    @Test("a changed value is named by step, element, property, moment and time, with both values")
    func changedValue() throws {
        let difference = try #require(TimelineDifference.first(
            expected: [try deletion()], actual: [try deletion(alpha: 0.5)], tolerance: 0.001))
        #expect(difference == TimelineDifference(step: 0, element: "cell 0-1 (before)", property: "alpha", time: 0.25,
                                                 moment: .end, expected: "0", actual: "0.5"))
        #expect(difference.description == "step 0, cell 0-1 (before), alpha at 0.25 s: expected 0, actual 0.5")
    }

    @Test("all differences are listed in a reader's order, the first of them first")
    func allDifferences() throws {
        let golden = try deletion()
        let changed = try nudged(try nudged(try deletion(alpha: 0.5), track: "cell 0-1", by: { $0 + 1 }), track: "cell 0-2", by: { $0 + 2 })
        let differences = TimelineDifference.all(expected: [golden, golden], actual: [changed], tolerance: 0.001)
        #expect(differences.map { "\($0.step.map(String.init) ?? "-") \($0.element ?? "-") \($0.property)" } == [
            "0 cell 0-1 frame", "0 cell 0-1 (before) alpha", "0 cell 0-2 frame", "- - number of steps",
        ])
        #expect(differences.first == TimelineDifference.first(expected: [golden, golden], actual: [changed], tolerance: 0.001))
    }

    @Test("under a tolerance finer than three decimals values are written in full")
    func valuesInFull() throws {
        let golden = try deletion()
        let difference = try #require(TimelineDifference.first(
            expected: golden, actual: try nudged(golden, track: "cell 0-2", by: { $0 + 1e-6 }), step: 3, tolerance: .roundingNoise))
        #expect(difference.step == 3 && difference.element == "cell 0-2" && difference.property == "frame" && difference.moment == .end)
        #expect(difference.expected != difference.actual, "a millionth of a point shows: \(difference)")
        let coarse = TimelineDifference.first(expected: golden, actual: try nudged(golden, track: "cell 0-2", by: { $0 + 1e-6 }),
                                              step: 3, tolerance: 0.001)
        #expect(coarse == nil)
    }

    @Test("numbers that differ by rounding noise match; a visible difference does not")
    func roundingNoise() throws {
        let golden = try deletion()
        #expect(TimelineDifference.first(expected: golden, actual: try nudged(golden, track: "cell 0-2", by: { $0.nextUp.nextUp }),
                                         step: 0, tolerance: .roundingNoise) == nil)
        #expect(TimelineDifference.first(expected: golden, actual: try nudged(golden, track: "cell 0-2", by: { $0 + 0.01 }),
                                         step: 0, tolerance: 0.001)?.property == "frame")
    }

    @Test("different hook traces are named by the first hook that differs, before any view")
    func hooks() throws {
        let run = try deletion()
        let longer = try nudged(run, track: "cell 0-2", by: { $0 })
        let fewer = UpdateAnimation(hooks: Array(run.hooks.dropLast()), tracks: longer.tracks, timing: run.timing,
                                    batch: run.batch, startTime: run.startTime, before: run.before, after: run.after)
        let difference = try #require(TimelineDifference.first(expected: run, actual: fewer, step: 0, tolerance: .exact))
        #expect(difference.property == "hook \(run.hooks.count - 1)")
        #expect(difference.actual == "no more hooks")
    }

    @Test("a view animated in one run only is named, and so is a different number of steps")
    func missingViewsAndSteps() throws {
        let run = try deletion()
        let without = UpdateAnimation(hooks: run.hooks, tracks: run.tracks.filter { $0.name != "cell 0-2" }, timing: run.timing,
                                      batch: run.batch, startTime: run.startTime, before: run.before, after: run.after)
        let missing = try #require(TimelineDifference.first(expected: run, actual: without, step: 0, tolerance: .exact))
        #expect(missing.element == "cell 0-2" && missing.property == "track" && missing.actual == "no view")
        let steps = try #require(TimelineDifference.first(expected: [run, run], actual: [run], tolerance: .exact))
        #expect(steps.description == "number of steps: expected 2, actual 1")
    }

    @Test("the animation's own values count too: a different start on the clock is a difference")
    func animationValues() throws {
        let run = try deletion()
        let later = UpdateAnimation(hooks: run.hooks, tracks: run.tracks, timing: run.timing, batch: run.batch,
                                    startTime: run.startTime + 1, before: run.before, after: run.after)
        #expect(TimelineDifference.first(expected: run, actual: later, step: 0, tolerance: 0.001)?.property == "start time")
    }

    /// Item 1 of four deleted from a flow layout whose section inset is `inset` points.
    func shifted(inset: CGFloat) throws -> UpdateAnimation {
        let layout = CollectionViewFlowLayout()
        layout.sectionInset = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        return try deletion(in: layout)
    }

    @Test("all differences: a 3-point shift of every cell names every cell, each at its start and its end, the first being first's")
    func everyCellShifted() throws {
        let golden = [try shifted(inset: 0)], run = [try shifted(inset: 3)]
        let all = TimelineDifference.all(expected: golden, actual: run, tolerance: 0.001)
        let first = try #require(TimelineDifference.first(expected: golden, actual: run, tolerance: 0.001))
        #expect(all.first == first)
        let frames = all.filter { $0.property == "frame" }
        #expect(Set(frames.compactMap(\.element)) == Set(golden[0].tracks.map(\.name)), "every cell moved")
        #expect(frames.count == 2 * golden[0].tracks.count, "each at its start and at its end")
        #expect(GoldenComparisonPage.census(all) == "cell 0-0 and 3 more elements differ; \(all.count) properties")
        #expect(TimelineDifference.all(expected: golden, actual: golden, tolerance: .exact).isEmpty)
    }
}
