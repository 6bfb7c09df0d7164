import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
import TestSupport

@Suite("LayoutFuzzer")
@MainActor
struct LayoutFuzzerTests {
    /// Seeds per sample layout: a few by default, more under `BATCHSIM_FUZZ_SEEDS`.
    static let seedCount = UInt64(RandomRuns.fuzzSeeds.count(default: 3))

    @Test("every sample layout holds every property for the seeded cases, in the plain view and in drawn ones",
          arguments: LayoutFuzzer.sampleLayoutNames, [false, true])
    func sampleLayoutsHold(_ name: String, variesView: Bool) throws {
        var fuzzer = try #require(LayoutFuzzer(sampleLayout: name))
        fuzzer.variesView = variesView
        for seed in 0..<Self.seedCount {
            let finding = fuzzer.run(seed: seed, steps: 30)
            #expect(finding == nil, "seed \(seed): \(finding.map { "\($0)\n\($0.shrunk.scenarioJSON)" } ?? "")")
        }
    }

    @Test("a layout that answers for a deleted item is found and shrunk to at most three steps")
    func brokenLayoutIsShrunk() throws {
        let fuzzer = LayoutFuzzer(name: "stale") { StaleItemsFlowLayout() }
        // A case that fails only after several steps, so that shrinking has work to do.
        let found = (UInt64(0)..<40).lazy.compactMap { fuzzer.run(seed: $0, steps: 30) }.first { $0.original.stepCount > 3 }
        let finding = try #require(found, "no seed in 0..<40 found the stale layout after more than three steps")
        #expect(finding.violation.property == "elementsExist", "seed \(finding.seed): \(finding)")
        #expect(finding.shrunk.stepCount <= 3, "seed \(finding.seed): \(finding.shrunk.scenarioJSON)")
        #expect(finding.shrunk.operationCount <= finding.original.operationCount)
        // The shrunk case still fails the same way, and its file is a scenario that names the seed.
        #expect(fuzzer.replay(finding.shrunk)?.property == "elementsExist", "seed \(finding.seed)")
        let scenario = try Scenario(decoding: finding.shrunk.scenarioJSON, file: "shrunk.json")
        #expect(scenario.steps.count == finding.shrunk.stepCount)
        #expect(scenario.summary.contains("seed \(finding.seed)"))
        #expect(fuzzer.replay(scenario)?.property == "elementsExist", "the written file replays the finding")
        // The same seed gives the same case and finding; another seed another case.
        #expect(fuzzer.run(seed: finding.seed, steps: 30) == finding)
        #expect(fuzzer.run(seed: finding.seed + 1, steps: 30)?.original != finding.original)
    }

    @Test("cases can start from given sections, as the benchmark's 200-item flow layout does")
    func initialItemCounts() throws {
        var fuzzer = try #require(LayoutFuzzer(sampleLayout: "flow"))
        fuzzer.initialItemCounts = [200, 0]
        let finding = fuzzer.run(seed: 1, steps: 20)
        #expect(finding == nil, "seed 1: \(finding.map(String.init(describing:)) ?? "")")
        let stale = LayoutFuzzer(name: "stale") { StaleItemsFlowLayout() }
        var fromGiven = stale
        fromGiven.initialItemCounts = [5]
        let found = (UInt64(0)..<20).lazy.compactMap { fromGiven.run(seed: $0, steps: 20) }.first
        #expect(found?.original.data == [5])
    }

    @Test("a layout that answers a NaN alpha is reported, not drawn")
    func nonFiniteLayoutIsFound() {
        let fuzzer = LayoutFuzzer(name: "nan") { NaNAlphaFlowLayout() }
        let found = (UInt64(0)..<10).lazy.compactMap { fuzzer.run(seed: $0, steps: 20) }.first
        #expect(found != nil, "no seed in 0..<10 noticed the NaN alpha")
        #expect(found?.violation.property == "finite", "\(found.map(String.init(describing:)) ?? "")")
        #expect(found?.shrunk.stepCount ?? 0 <= 2, "\(found.map(String.init(describing:)) ?? "")")
    }

    @Test("a correct flow layout given by a factory holds where the stale one fails")
    func factoryLayoutHolds() {
        let fuzzer = LayoutFuzzer(name: "plain") {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            return layout
        }
        for seed in 0..<Self.seedCount {
            let finding = fuzzer.run(seed: seed, steps: 30)
            #expect(finding == nil, "seed \(seed): \(finding.map(String.init(describing:)) ?? "")")
        }
    }

    /// Minimal cases of what fuzz campaigns found (issue #15), each replayed with every check.
    @Test("fuzz findings replay clean", arguments: [
        // A scroll interrupting a scroll on the zooming line layout: the second scroll's first
        // keyframe took the layout's zIndex (1) for a view that showed 0 (seeds 1119, 1120, 1077,
        // 1147, 41 of 100-step campaigns; seeds 4 and 6 of the 200-item benchmark).
        (#"{ "zoomingLine": { "itemSize": [200, 200], "spacing": 50 } }"#, "[2]",
         #"[{ "scroll": [170, -14], "velocity": [-0.1, 2.7] }, { "scroll": [160, -10], "interruptAt": 0.07 }]"#),
        (#"{ "flow": { "itemSize": [50, 50] } }"#, "[2]",
         #"[{ "setLayout": { "zoomingLine": { "itemSize": [200, 200], "spacing": 50 } } }, { "scroll": [170, -10] }, "#
            + #"{ "scroll": [160, -10], "interruptAt": 0.07 }]"#),
        // A drag interrupting a layout transition, whose first target the layout cannot place (the
        // circle layout has no item 1-0): the failed drag's recovery left the item lifted at the
        // finger, showing the transition's end (batchsim fuzz --mode reorder, seeds 0 and 31 of
        // 40; seed 7 interrupts an interactive transition's finish). Issue #28.
        (#"{ "flow": { "itemSize": [50, 50], "sectionInset": [10, 10, 10, 10], "headerHeight": 20, "footerHeight": 10 } }"#, "[1, 1]",
         #"[{ "setLayout": { "circle": {} } }, { "drag": { "item": "0-0", "path": [[0, 110]], "then": "cancel" }, "interruptAt": 0.09 }]"#),
        (#"{ "flow": { "itemSize": [50, 50], "sectionInset": [10, 10, 10, 10], "headerHeight": 20, "footerHeight": 10 } }"#, "[4, 1]",
         #"[{ "interactive": { "to": { "stack": { "itemSize": [240, 320], "offset": [0, 10] } }, "progress": [0.7], "finish": true } }, "#
            + #"{ "drag": { "item": "0-3", "path": [[180, 70]], "then": "end" }, "interruptAt": 0 }]"#),
        // A scroll after a scroll the clock had reached the end of: the clock's end minus the
        // scroll's start rounded just under its duration, so the first scroll still counted as
        // running and the second started from its last frame but one (batchsim fuzz --mode reorder,
        // seed 910184 of 300; 9 findings in 6,300 cases of every mode). Issue #28.
        (#"{ "flow": { "itemSize": [50, 50], "sectionInset": [10, 10, 10, 10], "headerHeight": 20, "footerHeight": 10 } }"#, "[1]",
         #"[{ "interactive": { "to": { "zoomingLine": { "itemSize": [200, 200], "spacing": 50 } }, "progress": [0.05, 0.25, 0.45], "finish": true } }, "#
            + #"{ "drag": { "item": "0-0", "path": [[40, 210]], "then": "cancel" } }, { "scroll": [60, 0] }, { "scroll": [110, 30] }]"#),
        // An animated resize the stack layout does not invalidate for, 0.09 s into a finishing
        // transition: the views jumped to the transition's end (found by batchsim-bench fuzz, seed 1).
        (#"{ "flow": { "itemSize": [50, 50], "sectionInset": [10, 10, 10, 10], "headerHeight": 20, "footerHeight": 10 } }"#, "[1]",
         #"[{ "interactive": { "to": { "stack": { "itemSize": [240, 320], "offset": [0, 10] } }, "progress": [0.1], "finish": true } }, "#
            + #"{ "resize": [210, 350], "interruptAt": 0.09 }]"#),
        // A batch 0.03 s into an animated scroll took off a view object the scroll had passed on
        // from a view that left to one that came; the next change found the first view's scroll
        // track by that object and carried it as a view for the item it showed before the batch:
        // an index path the batch had moved, in a section now empty (batchsim fuzz --mode mixed,
        // seed 7000249 of 300, list layout). Issue #28.
        (#"{ "flow": { "itemSize": [280, 44], "headerHeight": 38, "sectionInset": [0, 20, 35, 20] } }"#, "[5, 11, 11]",
         #"[{ "scroll": [10, 700] }, { "update": ["insert section 1"], "interruptAt": 0.03 }, "#
            + #"{ "setLayout": { "stack": { "itemSize": [240, 320], "offset": [0, 10] } }, "interruptAt": 0.02 }]"#),
        (#"{ "list": { "appearance": "insetGrouped", "headerMode": "supplementary" } }"#, "[5, 11, 11]",
         #"[{ "scroll": [10, 880] }, { "update": ["insert section 1"], "interruptAt": 0.03 }, { "scroll": [10, 0], "interruptAt": 0.02 }]"#),
        // A data reload at the start of an animated scroll brought its view at the offset scrolled
        // to, but the scroll still counted as running: the next scroll stopped it at its frame
        // 0.04 s in and started the view from the zooming line's scale there (batchsim fuzz --mode
        // reorder, seed 7100000 of 1,000, flow, rowDecoration and compositional). Issue #28.
        (#"{ "flow": { "itemSize": [50, 50], "sectionInset": [10, 10, 10, 10], "headerHeight": 20, "footerHeight": 10 } }"#, "[0]",
         #"[{ "setLayout": { "zoomingLine": { "itemSize": [200, 200], "spacing": 50 } } }, { "scroll": [-10, -10] }, "#
            + #"{ "reloadData": [0, 1], "interruptAt": 0 }, { "scroll": [730, 10], "interruptAt": 0.04 }]"#),
    ])
    func findingsReplayClean(_ layout: String, _ data: String, _ steps: String) throws {
        let text = #"{ "name": "finding", "view": { "width": 320, "height": 480, "screenScale": 2 }, "layout": "#
            + layout + #", "data": "# + data + #", "animation": { "duration": 0.25, "curve": "linear" }, "steps": "# + steps + "}"
        let scenario = try Scenario(decoding: text, file: "finding.json")
        let fuzzer = try #require(LayoutFuzzer(sampleLayout: "zoomingLine"))
        let violation = fuzzer.replay(scenario)
        #expect(violation == nil, "\(violation.map(\.description).map { String($0.prefix(300)) } ?? "")")
    }

    @Test("the shrinker drops steps, operations and sections that do not matter")
    func shrinkerCandidates() {
        let fuzzCase = FuzzCase(seed: 1, layoutName: "flow", layoutJSON: #"{ "flow": {} }"#, data: [4, 2], steps: [
            FuzzStep(action: .update([.deleteItem(IndexPath(item: 1, section: 0)), .insertItem(IndexPath(item: 0, section: 1))])),
            FuzzStep(action: .scroll(CGPoint(x: 3, y: 47), velocity: CGPoint(x: 0, y: 1.5)), interruptAt: 0.1),
        ])
        // A replay that "fails" while any step deletes something: the minimum is one step, one operation.
        let shrinker = FuzzShrinker { candidate in
            candidate.steps.contains { $0.json.contains("delete") } ? FuzzViolation(property: "p", step: 0, message: "") : nil
        }
        let (shrunk, _) = shrinker.shrink(fuzzCase, FuzzViolation(property: "p", step: 1, message: ""))
        #expect(shrunk.steps == [FuzzStep(action: .update([.deleteItem(IndexPath(item: 1, section: 0))]))])
        #expect(shrunk.data == [0])
    }

    @Test("a long case shrinks by halves first: one step that matters among 1,200 costs few replayed steps")
    func shrinkerHalvesLongCases() {
        var steps = (0..<1_200).map { FuzzStep(action: .scroll(CGPoint(x: 0, y: CGFloat($0 % 7) * 10), velocity: nil)) }
        steps[700] = FuzzStep(action: .update([.deleteItem(IndexPath(item: 1, section: 0))]))
        let fuzzCase = FuzzCase(seed: 1, layoutName: "flow", layoutJSON: #"{ "flow": {} }"#, data: [4], steps: steps)
        var replayedSteps = 0
        let shrinker = FuzzShrinker { candidate in
            replayedSteps += candidate.steps.count
            return candidate.steps.contains { $0.json.contains("delete") } ? FuzzViolation(property: "p", step: 0, message: "") : nil
        }
        let (shrunk, _) = shrinker.shrink(fuzzCase, FuzzViolation(property: "p", step: 1_199, message: ""))
        #expect(shrunk.steps == [FuzzStep(action: .update([.deleteItem(IndexPath(item: 1, section: 0))]))])
        #expect(replayedSteps < 20_000, "replayed \(replayedSteps) steps to shrink 1,200")
    }
}
