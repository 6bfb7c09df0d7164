import BatchUpdates
import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
import TimelineOutput

@Suite("Running a scenario")
@MainActor
struct ScenarioRunTests {
    /// A run of the fixture scenario (`data: [3]`, a 320 × 480 flow layout) with `steps` and `expect`.
    static func run(steps: String, expect: String = "[]", extra: [(key: String, value: String)] = []) throws -> ScenarioRun {
        ScenarioRun(try ScenarioFixture.decode([("steps", steps), ("expect", expect)] + extra), file: "t.json")
    }

    /// Ten 50-point items 10 apart in a one-row horizontal flow (590 points of content) in a 320-point
    /// right-to-left view: the start is 590 − 320 = 270 with item 0 at the right edge, or 0 with
    /// `"rightToLeftStart": "zero"`, where items 4…9 are on screen.
    @Test("the view's rightToLeftStart reaches the collection view: a right-to-left horizontal flow starts at its first items, or at offset 0", arguments: [
        ("firstItems", 270.0, 0...5), ("zero", 0.0, 4...9),
    ])
    func rightToLeftStart(_ start: String, _ offset: Double, _ visible: ClosedRange<Int>) throws {
        let run = try Self.run(steps: #"[{"update": []}]"#, extra: [
            ("view", #"{"width": 320, "height": 50, "semanticContentAttribute": "forceRightToLeft", "rightToLeftStart": ""# + start + #""}"#),
            ("layout", #"{"flow": {"itemSize": [50, 50], "minimumLineSpacing": 10, "scrollDirection": "horizontal"}}"#),
            ("data", "[10]"),
        ])
        #expect(run.passed, "\(run.failures)")
        let state = try #require(run.steps.first?.stateAfter)
        #expect(state.contentOffset == CGPoint(x: offset, y: 0))
        #expect(state.visibleItems.map(\.item).sorted() == Array(visible))
    }

    @Test("steps run in order on one view; the clock moves to the end of each animation in between")
    func stepsInOrder() throws {
        let run = try Self.run(steps: #"[{"update": ["insert 0-0"]}, {"update": ["delete 0-0"], "animation": {"duration": 0.5}}]"#)
        #expect(run.passed)
        #expect(run.steps.map { $0.animation?.startTime } == [0, 0.25])
        #expect(run.steps[1].animation?.duration == 0.5)
        #expect(run.trackCount == 8)
    }

    @Test("reloadData takes new data without animation; later batches are checked against its counts")
    func reloadDataStep() throws {
        let run = try Self.run(steps: #"[{"reloadData": [5, ["x"]]}, {"update": ["delete 1-0"]}, {"update": ["delete 0-5"]}]"#,
                               expect: #"[{"step": 2, "error": "attempt to delete item 5 from section 0 which only contains 5 items before the update"}]"#)
        #expect(run.passed, "\(run.failures)")
        #expect(run.steps[0].stages.isEmpty)
        #expect(run.steps[0].stateAfter.visibleItems.count == 6)
        #expect(run.steps[0].step.summary == "reloadData [5, [x]]")
        #expect(run.steps[1].error == nil)
    }

    @Test("reloadData in the middle of an animated scroll records the rest of the scroll, carried on with the new data, as its animation")
    func reloadDataCarriesTheScrollOn() throws {
        let run = try Self.run(steps: #"[{"scroll": [0, 600], "animation": {"duration": 0.3}}, {"reloadData": [40], "interruptAt": 0.1}]"#,
                               expect: #"[{"invariants": ["allVisibleItemsHaveTracks", "lastFrameEqualsEnd", "endMatchesLayout"]}]"#,
                               extra: [("data", "[30]"), ("layout", #"{"flow": {"itemSize": [320, 50], "minimumLineSpacing": 0}}"#)])
        #expect(run.passed, "\(run.failures)")
        let scroll = try #require(run.steps[0].animation?.contentOffsetTrack)
        let carried = try #require(run.steps[1].animation)
        #expect(run.steps[1].stages.count == 1 && carried.startTime == run.steps[0].animation!.startTime + 0.1)
        let offset = try #require(carried.contentOffsetTrack)
        for time in [0, 0.05, 0.1, 0.2] {
            #expect(offset.value(at: time).isApproximatelyEqual(to: scroll.value(at: time + 0.1), tolerance: 1e-9), "at \(time)")
        }
        #expect(run.steps[1].stateAfter.contentOffset.y == 600)
        #expect(run.steps[1].stateAfter.visibleItems.map(\.item).sorted() == Array(12...21))
    }

    /// Found by `batchsim fuzz --mode mixed`, seed 9800537 (flow, circle), once reloadData carried
    /// scrolls on: the reload's views were held to where the old data's views were.
    @Test("the views of a scroll that reloadData carries on start from the new data, not from the old views' places")
    func reloadDataCarriedScrollHasNoJumps() throws {
        let run = try Self.run(steps: #"""
            [{"scroll": [100, -10]}, {"apply": [["n33"], ["n31", "n30"], []]}, {"scroll": [189, -15], "velocity": [1.7, -0.4]},
             {"reloadData": [2, 0, 0], "interruptAt": 0}]
            """#, expect: #"[{"invariants": ["noJumps", "lastFrameEqualsEnd"]}]"#, extra: [
                ("data", "[0]"), ("animation", #"{"duration": 0.25, "curve": "linear"}"#),
                ("layout", #"{"flow": {"itemSize": [50, 50], "minimumInteritemSpacing": 10, "minimumLineSpacing": 10, "sectionInset": [10, 10, 10, 10], "headerHeight": 20, "footerHeight": 10}}"#),
            ])
        #expect(run.passed, "\(run.failures)")
        #expect(run.steps[3].animation?.contentOffsetTrack != nil, "the reload carried the fling on")
    }

    /// Found by `batchsim fuzz` (layouts, seed 9920013 on six layouts; mixed with varied views, seed
    /// 9930212) on a first build of the animated layout change that stops a running scroll: the
    /// change laid the view out at the frame shown before it began, and views on a zooming layout,
    /// or shown between two frames, jumped to that frame's attributes. The change now starts from
    /// what the views show.
    @Test("an animated layout change that stops a running scroll starts its views from what they show", arguments: [
        (#"[{"reloadData": [10, 0, 10]}, {"setLayout": {"zoomingLine": {"itemSize": [200, 200], "spacing": 50}}}, {"scroll": [1850, -10]}, {"setLayout": {"stack": {"itemSize": [240, 320], "offset": [0, 10]}}, "interruptAt": 0.23}]"#,
         [("data", "[0]"), ("layout", #"{"flow": {"itemSize": [50, 50], "minimumInteritemSpacing": 10, "minimumLineSpacing": 10, "sectionInset": [10, 10, 10, 10], "headerHeight": 20, "footerHeight": 10}}"#)]),
        (#"[{"scroll": [450, -10]}, {"setLayout": {"circle": {}}, "interruptAt": 0}]"#,
         [("data", "[3]"), ("uikit", #"{"providers": "documented"}"#), ("layout", #"{"zoomingLine": {"itemSize": [200, 200], "spacing": 50}}"#)]),
    ])
    func layoutChangeStoppingAScrollHasNoJumps(_ steps: String, _ extra: [(String, String)]) throws {
        let run = try Self.run(steps: steps, expect: #"[{"invariants": ["noJumps", "lastFrameEqualsEnd"]}]"#,
                               extra: [("view", #"{"width": 320, "height": 480, "screenScale": 2}"#),
                                       ("animation", #"{"duration": 0.25, "curve": "linear"}"#)] + extra.map { (key: $0.0, value: $0.1) })
        #expect(run.passed, "\(run.failures)")
        let scroll = try #require(run.steps[run.steps.count - 2].animation?.contentOffsetTrack)
        let change = try #require(run.steps.last?.animation)
        #expect(change.before.contentOffset != scroll.value(at: scroll.timing.endTime), "stopped before the scroll's end")
    }

    /// Issue #15, item 10 ("the runner's own visibility invariant fails on a zero-width view"),
    /// tried again with a zero-width view (flow and circle layouts) and zero-width items: it holds.
    @Test("the runner's visibility invariants hold on a zero-width view and on zero-width items", arguments: [
        (#"{"width": 0, "height": 480}"#, #"{"flow": {"itemSize": [50, 50]}}"#),
        (#"{"width": 0, "height": 480}"#, #"{"circle": {}}"#),
        (#"{"width": 320, "height": 480}"#, #"{"flow": {"itemSize": [0, 50]}}"#),
    ])
    func zeroWidth(_ view: String, _ layout: String) throws {
        let run = try Self.run(steps: #"[{"update": ["insert 0-0", "delete 0-2"]}, {"scroll": [0, 40]}]"#,
                               expect: #"[{"invariants": ["allVisibleItemsHaveTracks", "lastFrameEqualsEnd", "noJumps", "endMatchesLayout"]}]"#,
                               extra: [("view", view), ("layout", layout)])
        #expect(run.passed, "\(run.failures)")
    }

    @Test("every failure message names the scenario, step, element, property, time, expected and actual", arguments: [
        (#"{"step": 0, "element": "cell 0-0", "fate": "moved"}"#, "t: step 0, cell 0-0, fate: expected moved, actual inserted"),
        (#"{"step": 0, "element": "cell 0-9", "fate": "moved"}"#,
         "t: step 0, cell 0-9, track: expected a track, actual none; the step's tracks are cell 0-0, cell 0-1, cell 0-2, cell 0-3"),
        (#"{"step": 0, "element": "cell 0-1", "at": "end", "frame": [0, 0, 50, 50]}"#,
         "t: step 0, cell 0-1, frame at end: expected [0.000, 0.000, 50.000, 50.000], actual [67.667, 0.000, 50.000, 50.000]"),
        (#"{"step": 0, "element": "cell 0-1", "at": "start", "center": [0, 0]}"#,
         "t: step 0, cell 0-1, center at start: expected [0.000, 0.000], actual [25.000, 25.000]"),
        (#"{"step": 0, "element": "cell 0-1", "at": {"frame": 3}, "size": [1, 2]}"#,
         "t: step 0, cell 0-1, size at frame 3 (0.050 s): expected [1.000, 2.000], actual [50.000, 50.000]"),
        (#"{"step": 0, "element": "cell 0-0", "at": 0.125, "alpha": 1, "tolerance": 0.1}"#,
         "t: step 0, cell 0-0, alpha at 0.125 s: expected 1.000, actual 0.500"),
        (#"{"step": 0, "element": "cell 0-0", "at": 0, "zIndex": 3}"#, "t: step 0, cell 0-0, zIndex at 0.000 s: expected 3, actual 0"),
        (#"{"step": 0, "element": "cell 0-0", "at": 0, "hidden": true}"#, "t: step 0, cell 0-0, hidden at 0.000 s: expected true, actual false"),
        (#"{"step": 0, "element": "cell 0-0", "at": 0, "transform": [2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]}"#,
         "t: step 0, cell 0-0, transform at 0.000 s: expected [2.000, 0.000, 0.000, 0.000, 0.000, 1.000, 0.000, 0.000, 0.000, 0.000, 1.000, 0.000, 0.000, 0.000, 0.000, 1.000], actual [1.000, 0.000, 0.000, 0.000, 0.000, 1.000, 0.000, 0.000, 0.000, 0.000, 1.000, 0.000, 0.000, 0.000, 0.000, 1.000]"),
        (#"{"step": 0, "hooks": ["prepare"]}"#, "t: step 0, hooks[0]: expected 'prepare', actual 'invalidateLayout(with:)'"),
        (#"{"step": 0, "hooks": []}"#, "t: step 0, hooks[0]: expected the end of the trace, actual 'invalidateLayout(with:)'"),
        (#"{"step": 0, "hooksInclude": ["finalizeCollectionViewUpdates", "prepare"]}"#,
         "t: step 0, hooksInclude[1]: expected 'prepare' after 'finalizeCollectionViewUpdates' (call 15), actual not there; the trace has 16 calls"),
        (#"{"step": 0, "error": "attempt to delete item 9"}"#, "t: step 0, error: expected 'attempt to delete item 9', actual no error: the step ran"),
        (#"{"step": 0, "displayEvents": ["created cell 0-0 #4", "willDisplay cell 0-0  #9"]}"#,
         "t: step 0, displayEvents[1]: expected 'willDisplay cell 0-0 #9', actual 'willDisplay cell 0-0 #4'"),
        (#"{"step": 0, "displayEventsInclude": ["willDisplay cell 0-0 #4", "created cell 0-0 #4"]}"#,
         "t: step 0, displayEventsInclude[1]: expected 'created cell 0-0 #4' after 'willDisplay cell 0-0 #4' (call 1), actual not there; the trace has 2 calls"),
    ])
    func failureMessages(expectation: String, message: String) throws {
        let run = try Self.run(steps: #"[{"update": ["insert 0-0"]}]"#, expect: "[\(expectation)]")
        #expect(run.failures.map(\.description) == [message])
    }

    @Test("an invalid batch that no expectation expects fails the run with UIKit's message; the view stays as it was")
    func unexpectedError() throws {
        let run = try Self.run(steps: #"[{"update": ["delete 0-3"]}, {"update": ["delete 0-2"]}]"#)
        #expect(run.failures.map(\.description) == [
            "t: step 0, error: expected no error, actual 'attempt to delete item 3 from section 0 which only contains 3 items before the update'",
        ])
        #expect(run.steps[0].stages.isEmpty)
        #expect(run.steps[0].error == .uikit(.deleteItemOutOfRange(item: 3, section: 0, itemCount: 3)))
        #expect(run.steps[1].animation?.batch?.itemCountsBefore == [3])
    }

    @Test("an invalid update that changes the layout leaves the layout as it was (issue #15, finding 6)")
    func invalidUpdateKeepsLayout() throws {
        let steps = #"[{"update": ["delete 0-3"], "layout": {"flow": {"itemSize": [100, 100]}}}, {"update": ["insert 0-0"]}]"#
        let failed = try Self.run(steps: steps, expect: #"[{"step": 0, "error": "attempt to delete item 3 from section 0 which only contains 3 items before the update"}]"#)
        let clean = try Self.run(steps: #"[{"update": []}, {"update": ["insert 0-0"]}]"#)
        let after = try #require(failed.steps[1].animation)
        let expected = try #require(clean.steps[1].animation)
        #expect(after.before.contentSize == expected.before.contentSize)
        #expect(after.attributes(of: .cell(IndexPath(item: 1, section: 0)), at: after.duration)?.frame
                == expected.attributes(of: .cell(IndexPath(item: 1, section: 0)), at: expected.duration)?.frame)
    }

    @Test("an animated scroll over the sampling budget fails before any work, naming the budget and how to raise it")
    func scrollBudget() throws {
        let steps = #"[{"scroll": [0, 100], "animated": true, "animation": {"delay": 60, "duration": 1, "frameRate": 120}}]"#
        let data = [("data", "[400]"), ("layout", #"{"flow": {"itemSize": [10, 10], "minimumInteritemSpacing": 0, "minimumLineSpacing": 0}}"#)]
        let over = try Self.run(steps: steps, extra: data)
        #expect(over.steps[0].error == .budget(
            "the animated scroll samples 7321 frames × 400 views = 2928400, more than the budget of 500000 (maxScrollSamples); "
                + "raise it with \"maxScrollSamples\": 2928400 at the top level, or shorten its delay or duration"))
        #expect(over.steps[0].stages.isEmpty)
        let raised = try Self.run(steps: #"[{"scroll": [0, 100], "animated": true, "animation": {"delay": 0, "duration": 1, "frameRate": 60}}]"#,
                                  extra: data + [("maxScrollSamples", "100")])
        #expect(raised.steps[0].error == .budget(
            "the animated scroll samples 61 frames × 400 views = 24400, more than the budget of 100 (maxScrollSamples); "
                + "raise it with \"maxScrollSamples\": 24400 at the top level, or shorten its delay or duration"))
    }

    @Test("an expected error matches whatever the whitespace and object addresses")
    func expectedError() throws {
        let expect = #"[{"step": 0, "error": "attempt to perform a delete and a move from the same index path (<NSIndexPath: 0xdeadbeef>   {length = 2, path = 0 - 1})"}]"#
        let run = try Self.run(steps: #"[{"update": ["delete 0-1", "move 0-1 -> 0-2"]}]"#, expect: expect)
        #expect(run.passed, "\(run.failures)")
        let wrong = try Self.run(steps: #"[{"update": ["delete 0-1", "move 0-1 -> 0-2"]}]"#, expect: #"[{"step": 0, "error": "something else"}]"#)
        #expect(wrong.failures.first?.description.hasPrefix("t: step 0, error: expected 'something else', actual 'attempt to perform a delete and a move") == true)
    }

    @Test("the step kinds of issue #7 run: scroll, fling, resize, setLayout, interactive, interruptAt", arguments: [
        (#"{"scroll": [0, 100]}"#, "setContentOffset"),
        (#"{"scroll": [0, 100], "velocity": [0, 1]}"#, "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"),
        (#"{"resize": [480, 320]}"#, "prepare(forAnimatedBoundsChange:)"),
        (#"{"setLayout": {"circle": {}}}"#, "prepareForTransition(to:)"),
        (#"{"interactive": {"to": {"circle": {}}, "progress": [0.5]}}"#, "prepareForTransition(from:)"),
        (#"{"update": [], "interruptAt": 0.1}"#, "prepare(forCollectionViewUpdates:)"),
    ])
    func issue7Steps(step: String, hook: String) throws {
        let run = try Self.run(steps: #"[{"update": ["insert 0-0"]}, "# + step + "]")
        #expect(run.passed, "\(run.failures)")
        #expect(run.steps[1].error == nil)
        let animation = try #require(run.steps[1].animation)
        #expect(hook == "setContentOffset" ? animation.contentOffsetTrack != nil : animation.hookNames.contains(hook))
    }

    @Test("a step with interruptAt starts while the previous animation runs, from what the views show")
    func interruption() throws {
        let run = try Self.run(steps: #"[{"update": ["insert 0-0"]}, {"update": ["delete 0-2"], "interruptAt": 0.1}]"#)
        #expect(run.passed, "\(run.failures)")
        let first = try #require(run.steps[0].animation)
        let second = try #require(run.steps[1].animation)
        #expect(second.startTime == first.startTime + 0.1)
        let inserted = try #require(first.track(of: .cell(IndexPath(item: 0, section: 0))))
        let resumed = try #require(second.tracks.first { $0.viewID == inserted.viewID })
        #expect(resumed.start.alpha.isApproximatelyEqual(to: inserted.value(at: 0.1).alpha, tolerance: 1e-9))
    }

    @Test("scroll, resize and setLayout without animation change the view at once")
    func withoutAnimation() throws {
        let run = try Self.run(steps: #"""
            [{"scroll": [0, 30], "animated": false}, {"resize": [200, 300], "animated": false},
             {"setLayout": {"circle": {}}, "animated": false}, {"update": ["delete 0-0"]}]
            """#)
        #expect(run.passed, "\(run.failures)")
        #expect(run.steps[0].stateAfter.contentOffset.y == 30)
        #expect(run.steps[1].stateAfter.bounds.size.width == 200)
        #expect(run.steps[3].animation?.track(ofBefore: .cell(IndexPath(item: 0, section: 0)))?.end.transform3D.m11 == 0.1)
    }

    @Test("per-item sizes and section metrics reach the flow layout through a delegate")
    func flowDelegate() throws {
        let layout = #"{"flow": {"itemSizes": [[[100, 20]]], "sections": [{"sectionInset": [5, 0, 0, 0]}]}}"#
        let run = try Self.run(steps: #"[{"update": ["reload 0-1"]}]"#, extra: [("layout", layout)])
        let first = try #require(run.steps[0].animation?.track(of: .cell(IndexPath(item: 0, section: 0))))
        #expect(first.end.frame == CGRect(x: 0, y: 20, width: 100, height: 20), "centred in its 50-point line, 5 below the section's top")
    }
}
