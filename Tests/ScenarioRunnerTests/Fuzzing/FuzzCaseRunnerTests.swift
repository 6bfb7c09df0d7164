import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing

@Suite("FuzzCaseRunner")
@MainActor
struct FuzzCaseRunnerTests {
    @Test("a long case keeps no more of the view's records than its last step made: memory flat in the number of steps")
    func recordsStayBounded() throws {
        let seed: UInt64 = 3, steps = 300
        var generator = FuzzStepGenerator(seed: seed)
        let layoutJSON = try #require(SampleLayoutCatalog.json(named: "flow"))
        var fuzzCase = FuzzCase(seed: seed, layoutName: "flow", layoutJSON: layoutJSON, data: generator.initialData(), steps: [])
        let runner = FuzzCaseRunner(try fuzzCase.scenario(steps: []), layout: nil)
        let targets = SampleLayoutCatalog.layouts.map(\.json)
        var mostAnimations = 0, mostEvents = 0
        for index in 0..<steps {
            fuzzCase.steps.append(generator.step(counts: runner.counts, contentSize: runner.contentSize, layouts: targets, isFirst: index == 0))
            let spec = try fuzzCase.steps[index].spec(animation: FuzzCase.animation, file: fuzzCase.fileName)
            let violation = runner.run(spec, at: index)
            #expect(violation == nil, "seed \(seed), step \(index): \(violation.map(String.init(describing:)) ?? "")")
            mostAnimations = max(mostAnimations, runner.collectionView.animationHistory.animations.count)
            mostEvents = max(mostEvents, runner.collectionView.displayEvents.count)
        }
        // One step makes a few changes (a batch, an interrupted one, a scroll's stages) and a few
        // hundred display events at most; kept for every step, they would number in the thousands.
        #expect(mostAnimations <= 8, "seed \(seed): \(mostAnimations) changes kept at once")
        #expect(mostEvents <= 600, "seed \(seed): \(mostEvents) display events kept at once")
    }
}
