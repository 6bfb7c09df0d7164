import Foundation
@testable import ScenarioRunner
import Testing
import TestSupport

@Suite("FuzzStep.spec")
@MainActor
struct FuzzStepSpecTests {
    /// Seeds of generated cases: a few by default, more under `BATCHSIM_FUZZ_SEEDS`.
    static let seedCount = UInt64(RandomRuns.fuzzSeeds.count(default: 20))

    @Test("each generated step, and each simpler form the shrinker makes of it, is the step its file decodes")
    func specIsTheDecodedStep() throws {
        for seed in 0..<Self.seedCount {
            var generator = FuzzStepGenerator(seed: seed)
            let data = generator.initialData()
            var fuzzCase = FuzzCase(seed: seed, layoutName: "flow", layoutJSON: "{ \"flow\": {} }", data: data, steps: [])
            // Counts and content sizes that vary, so that every kind of step and operation is drawn.
            for index in 0..<60 {
                let counts = data.map { $0 + index % 7 }
                let size = CGSize(width: 320 + index * 37, height: 480 + index * 113)
                fuzzCase.steps.append(generator.step(counts: counts, contentSize: size, layouts: SampleLayoutCatalog.layouts.map(\.json), isFirst: index == 0))
            }
            // The last three simplifications of each step: no interruption, animated, rounder numbers.
            var simplified = fuzzCase
            for simplification in FuzzShrinker.simplifications(of: fuzzCase).suffix(3 * fuzzCase.steps.count) {
                simplification(&simplified)
            }
            for (name, tried) in [("generated", fuzzCase), ("simplified", simplified)] {
                for index in tried.steps.indices {
                    let made = try tried.steps[index].spec(animation: FuzzCase.animation, file: tried.fileName)
                    #expect(made == (try tried.stepSpec(at: index)), "seed \(seed), \(name) step \(index): \(tried.steps[index].json)")
                }
            }
        }
    }

    @Test("a drag of something that is not an item fails as its file would, naming it", arguments: ["0-x", "1", "-1-2"])
    func unreadableDragFails(_ item: String) {
        let step = FuzzStep(action: .drag(item: item, path: [CGPoint(x: 1, y: 2)], ends: true))
        let made = #expect(throws: ScenarioError.self) { try step.spec(animation: FuzzCase.animation, file: "f") }
        let decoded = #expect(throws: ScenarioError.self) {
            try FuzzCase(seed: 0, layoutName: "flow", layoutJSON: "{}", data: [1], steps: [step]).stepSpec(at: 0)
        }
        #expect(made?.message == decoded?.message)
        #expect(made?.message.contains("'\(item)'") == true, "\(made.map(String.init(describing:)) ?? "")")
    }
}
