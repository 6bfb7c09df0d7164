import BatchUpdates
import Foundation
import Keyframes
@testable import ScenarioRunner
import Testing

@Suite("Decoding steps")
@MainActor
struct StepSpecTests {
    private func steps(_ json: String, layout: String = #"{"flow": {}}"#) throws -> [StepSpec] {
        try ScenarioFixture.decode([("layout", layout), ("steps", json)]).steps
    }

    @Test("an update with data, its own animation, or without animation")
    func update() throws {
        let decoded = try steps("""
            [{"update": ["insert 0-1, 0-2", "move section 0 -> 1"], "data": [[\"a\"], 2]},
             {"update": ["delete 0-0"], "animation": {"curve": "easeIn", "delay": 0.1}},
             {"update": ["reload section 0"], "animated": false}]
            """)
        #expect(decoded == [
            StepSpec(.update(UpdateStepSpec(
                operations: [.insertItem(IndexPath(item: 1, section: 0)), .insertItem(IndexPath(item: 2, section: 0)), .moveSection(from: 0, to: 1)],
                data: DataSpec([.identifiers(["a"]), .count(2)])))),
            StepSpec(.update(UpdateStepSpec(operations: [.deleteItem(IndexPath(item: 0, section: 0))])),
                     animation: AnimationSpec(delay: 0.1, curve: .easeIn)),
            StepSpec(.update(UpdateStepSpec(operations: [.reloadSection(0)])), animated: false),
        ])
    }

    @Test("a step's animation changes only the keys it gives")
    func inheritedAnimation() throws {
        let scenario = try ScenarioFixture.decode([
            ("animation", #"{"duration": 0.5, "curve": "easeOut", "frameRate": 120}"#),
            ("steps", #"[{"update": []}, {"update": [], "animation": {"duration": 1}}]"#),
        ])
        #expect(scenario.steps.map(\.animation) == [
            AnimationSpec(duration: 0.5, curve: .easeOut, frameRate: 120), AnimationSpec(duration: 1, curve: .easeOut, frameRate: 120),
        ])
    }

    @Test("an empty batch, alone or after new properties for the current layout")
    func emptyBatch() throws {
        let decoded = try steps(#"[{"update": []}, {"update": [], "layout": {"flow": {"itemSize": [80, 80]}}}]"#)
        #expect(decoded == [
            StepSpec(.update(UpdateStepSpec(operations: []))),
            StepSpec(.update(UpdateStepSpec(operations: [], layout: LayoutSpec(.flow(FlowLayoutSpec(itemSize: CGSize(width: 80, height: 80))))))),
        ])
        guard case .update(let update) = decoded[0].action else { return }
        #expect(update.isEmpty)
    }

    @Test("apply with changed identifiers, scroll, fling, resize and setLayout")
    func otherSteps() throws {
        let decoded = try steps("""
            [{"apply": [["b", "a"], 2], "changed": ["a"]},
             {"apply": [3], "changed": ["anything"]},
             {"scroll": [0, 200], "animated": false},
             {"scroll": [0, 900], "velocity": [0, 2.5], "duration": 0.8, "interruptAt": 0.1},
             {"resize": [480, 320]},
             {"setLayout": {"circle": {}}, "animation": {"duration": 0.4}}]
            """)
        #expect(decoded == [
            StepSpec(.apply(ApplyStepSpec(data: DataSpec([.identifiers(["b", "a"]), .count(2)]), changed: ["a"]))),
            StepSpec(.apply(ApplyStepSpec(data: DataSpec([.count(3)]), changed: ["anything"]))),
            StepSpec(.scroll(ScrollStepSpec(contentOffset: CGPoint(x: 0, y: 200))), animated: false),
            StepSpec(.scroll(ScrollStepSpec(contentOffset: CGPoint(x: 0, y: 900), velocity: CGPoint(x: 0, y: 2.5))),
                     animation: AnimationSpec(duration: 0.8), interruptAt: 0.1),
            StepSpec(.resize(CGSize(width: 480, height: 320))),
            StepSpec(.setLayout(LayoutSpec(.circle(CircleLayoutSpec()))), animation: AnimationSpec(duration: 0.4)),
        ])
    }

    @Test("interactive transitions finish by default or cancel; the layout in effect follows")
    func interactive() throws {
        let decoded = try steps("""
            [{"interactive": {"to": {"circle": {}}, "progress": [0, 0.5, 1], "finish": false}},
             {"update": [], "layout": {"flow": {}}},
             {"interactive": {"to": {"circle": {}}}},
             {"update": [], "layout": {"circle": {"radius": 100}}}]
            """)
        #expect(decoded[0] == StepSpec(.interactiveTransition(InteractiveTransitionSpec(
            to: LayoutSpec(.circle(CircleLayoutSpec())), progress: [0, 0.5, 1], finishes: false))))
        #expect(decoded[2] == StepSpec(.interactiveTransition(InteractiveTransitionSpec(to: LayoutSpec(.circle(CircleLayoutSpec()))))))
        #expect(decoded.count == 4)
    }
}
