import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
import TimelineOutput

@Suite("Invariants")
@MainActor
struct InvariantCheckerTests {
    private func step(_ steps: String, extra: [(key: String, value: String)] = []) throws -> StepResult {
        try #require(try ScenarioRunTests.run(steps: steps, extra: extra).steps.last)
    }

    private func rebuilt(_ step: StepResult, animation: AnimationSpec? = nil, screenBefore: [ElementID: AnimatedAttributes]? = nil,
                         layoutAfter: [ElementID: AnimatedAttributes?]? = nil) -> StepResult {
        var spec = step.step
        if let animation { spec.animation = animation }
        return StepResult(index: step.index, step: spec, stages: step.stages, error: step.error, stateAfter: step.stateAfter,
                          screenBefore: screenBefore ?? step.screenBefore, layoutAfter: layoutAfter ?? step.layoutAfter)
    }

    @Test("every invariant holds for a plain flow update")
    func holds() throws {
        let result = try step(#"[{"update": ["insert 0-0", "delete 0-2"]}]"#)
        for invariant in ExpectationSpec.Invariant.allCases {
            #expect(InvariantChecker(scenario: "t", step: result).check(invariant).isEmpty, "\(invariant)")
        }
    }

    @Test("noOverlaps: a stack's cards overlap")
    func overlaps() throws {
        let result = try step(#"[{"update": ["insert 0-0"]}]"#, extra: [("layout", #"{"stack": {}}"#)])
        let failures = InvariantChecker(scenario: "t", step: result).check(.noOverlaps)
        #expect(failures.map(\.description) == [
            "t: step 0, cell 0-0 and cell 0-1, noOverlaps at end: expected frames that do not overlap, actual "
                + "[60.000, 100.000, 200.000, 280.000] and [60.000, 108.000, 200.000, 280.000] overlap by 200.000 × 272.000",
        ])
    }

    @Test("lastFrameEqualsEnd: a last frame before the tracks end")
    func lastFrame() throws {
        let result = rebuilt(try step(#"[{"update": ["insert 0-0"]}]"#), animation: AnimationSpec(duration: 0.1))
        let failure = try #require(InvariantChecker(scenario: "t", step: result).check(.lastFrameEqualsEnd).first)
        #expect(failure.description == "t: step 0, cell 0-0, lastFrameEqualsEnd at frame 6 (0.100 s): expected frame [0.000, 0.000, 50.000, 50.000] alpha 1.000 z 0, actual frame [0.000, 0.000, 50.000, 50.000] alpha 0.400 z 0")
    }

    @Test("endMatchesLayout: an end the layout does not give")
    func endMatches() throws {
        let original = try step(#"[{"update": ["insert 0-0"]}]"#)
        let moved = AnimatedAttributes(center: CGPoint(x: 1, y: 1), size: CGSize(width: 2, height: 2))
        let result = rebuilt(original, layoutAfter: original.layoutAfter.mapValues { _ in moved })
        let failure = try #require(InvariantChecker(scenario: "t", step: result).check(.endMatchesLayout).first)
        #expect(failure.description == "t: step 0, cell 0-0, endMatchesLayout at end: expected the layout's frame [0.000, 0.000, 2.000, 2.000] alpha 1.000 z 0, actual frame [0.000, 0.000, 50.000, 50.000] alpha 1.000 z 0")
        let missing = rebuilt(original, layoutAfter: original.layoutAfter.mapValues { _ in nil })
        #expect(InvariantChecker(scenario: "t", step: missing).check(.endMatchesLayout).first?.actual == "the layout returns no attributes")
    }

    @Test("one tolerance: the scenario checks and AnimationInvariants agree on what is the same value")
    func oneTolerance() throws {
        let original = try step(#"[{"update": ["insert 0-0"]}]"#)
        let nudged = original.layoutAfter.mapValues { attributes in
            attributes.map { AnimatedAttributes(center: CGPoint(x: $0.center.x + AnimationInvariants.tolerance / 10, y: $0.center.y),
                                                size: $0.size, alpha: $0.alpha, transform3D: $0.transform3D, zIndex: $0.zIndex,
                                                isHidden: $0.isHidden) }
        }
        #expect(InvariantChecker(scenario: "t", step: rebuilt(original, layoutAfter: nudged)).check(.endMatchesLayout).isEmpty,
                "a tenth of AnimationInvariants.tolerance is the same value to both")
    }

    @Test("noJumps: a track that does not start where its view was")
    func jumps() throws {
        let original = try step(#"[{"update": ["delete 0-0"]}]"#)
        let elsewhere = AnimatedAttributes(center: CGPoint(x: 100, y: 100), size: CGSize(width: 50, height: 50))
        let result = rebuilt(original, screenBefore: original.screenBefore.mapValues { _ in elsewhere })
        let failure = try #require(InvariantChecker(scenario: "t", step: result).check(.noJumps).first)
        #expect(failure.description == "t: step 0, cell 0-0, noJumps at start: expected what the view showed, frame [75.000, 75.000, 50.000, 50.000] alpha 1.000 z 0, actual frame [67.667, 0.000, 50.000, 50.000] alpha 1.000 z 0")
    }

    @Test("allVisibleItemsHaveTracks: an item that crosses the screen without being on it before or after")
    func crossing() throws {
        let view = #"{"width": 320, "height": 100, "contentOffset": [0, 300]}"#
        let layout = #"{"flow": {"itemSize": [320, 50], "minimumLineSpacing": 0}}"#
        let result = try step(#"[{"update": ["move 0-0 -> 0-19"]}]"#, extra: [("view", view), ("layout", layout), ("data", "[20]")])
        let failures = InvariantChecker(scenario: "t", step: result).check(.allVisibleItemsHaveTracks)
        let crossing = result.animation?.track(of: .cell(IndexPath(item: 19, section: 0))) != nil
        #expect(failures.isEmpty != crossing, "\(failures)")
        if crossing {
            #expect(failures.first?.description == "t: step 0, cell 0-19, allVisibleItemsHaveTracks: expected tracks only for elements on screen before or after the step, actual a track (moved) for an element on screen neither before nor after")
        }
    }
}
