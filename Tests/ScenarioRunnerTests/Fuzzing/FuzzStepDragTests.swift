import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing

@Suite("Fuzzed drags")
@MainActor
struct FuzzStepDragTests {
    @Test("a fuzzed drag writes a step that decodes to the same drag")
    func writesDecodableStep() throws {
        let step = FuzzStep(action: .drag(item: "0-2", path: [CGPoint(x: 10, y: 20.5), CGPoint(x: 300, y: 4)], ends: false))
        let scenario = try ScenarioFixture.decode([("steps", "[\(step.json)]")])
        #expect(scenario.steps.map(\.action) == [.drag(DragStepSpec(item: IndexPath(item: 2, section: 0),
                                                                    path: [CGPoint(x: 10, y: 20.5), CGPoint(x: 300, y: 4)], ends: false))])
        #expect(step.action.jumpsByDesign)
    }

    @Test("the shrinker keeps a failing drag to one point at rounder numbers")
    func shrinks() {
        let fuzzCase = FuzzCase(seed: 1, layoutName: "flow", layoutJSON: #"{ "flow": {} }"#, data: [4], steps: [
            FuzzStep(action: .drag(item: "0-1", path: [CGPoint(x: 13, y: 47), CGPoint(x: 90, y: 20)], ends: true)),
        ])
        let shrinker = FuzzShrinker { candidate in
            candidate.steps.contains { $0.json.contains("drag") } ? FuzzViolation(property: "p", step: 0, message: "") : nil
        }
        let (shrunk, _) = shrinker.shrink(fuzzCase, FuzzViolation(property: "p", step: 0, message: ""))
        #expect(shrunk.steps == [FuzzStep(action: .drag(item: "0-1", path: [CGPoint(x: 10, y: 50)], ends: true))])
    }

    @Test("the generator draws drags among its steps")
    func generatesDrags() {
        var generator = FuzzStepGenerator(seed: 7)
        let steps = (0..<400).map { _ in
            generator.step(counts: [6, 3], contentSize: CGSize(width: 320, height: 600), layouts: [], isFirst: false)
        }
        let drags = steps.filter { if case .drag = $0.action { true } else { false } }
        #expect(drags.count > 5)
    }
}
