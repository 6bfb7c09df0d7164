import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
import TestSupport

@MainActor
@Suite("Fuzz modes")
struct FuzzModeTests {
    /// Seeds per mode and layout: a few by default, more under `BATCHSIM_FUZZ_SEEDS`.
    static let seedCount = UInt64(RandomRuns.fuzzSeeds.count(default: 2))

    @Test("a small fixed-seed run of each mode holds every property", arguments: [FuzzMode.diffable, .compositional, .reorder, .mixed])
    func modeRunsClean(_ mode: FuzzMode) throws {
        for name in mode.defaultLayoutNames.prefix(3) {
            var fuzzer = try #require(LayoutFuzzer(sampleLayout: name))
            fuzzer.mode = mode
            for seed in 0..<Self.seedCount {
                let finding = fuzzer.run(seed: seed, steps: 20)
                #expect(finding == nil, "\(mode), \(name), seed \(seed): \(finding.map { "\($0)\n\($0.shrunk.scenarioJSON)" } ?? "")")
            }
        }
    }

    @Test("each mode finds a planted bug and shrinks it to a scenario that replays it", arguments: [FuzzMode.diffable, .compositional, .reorder, .mixed])
    func modeFindsPlantedBug(_ mode: FuzzMode) throws {
        var fuzzer = LayoutFuzzer(name: "stale") { StaleItemsFlowLayout() }
        fuzzer.mode = mode
        let found = (UInt64(0)..<40).lazy.compactMap { fuzzer.run(seed: $0, steps: 30) }.first { $0.violation.property == "elementsExist" }
        let finding = try #require(found, "\(mode): no seed in 0..<40 found the stale layout")
        #expect(finding.shrunk.stepCount <= finding.original.stepCount && finding.shrunk.stepCount <= 4, "\(mode), seed \(finding.seed): \(finding.shrunk.scenarioJSON)")
        let scenario = try Scenario(decoding: finding.shrunk.scenarioJSON, file: "shrunk.json")
        #expect(fuzzer.replay(scenario)?.property == "elementsExist", "\(mode): the written file replays the finding")
    }

    @Test("the reorder mode reloads data: a layout blind to reloadData is found and shrunk to a replayable scenario")
    func reorderModeReloadsData() throws {
        var fuzzer = LayoutFuzzer(name: "reloadBlind") { ReloadBlindFlowLayout() }
        fuzzer.mode = .reorder
        let found = (UInt64(0)..<40).lazy.compactMap { fuzzer.run(seed: $0, steps: 30) }.first { $0.violation.property == "elementsExist" }
        let finding = try #require(found, "no seed in 0..<40 found the layout blind to reloadData")
        #expect(finding.shrunk.steps.contains { if case .reloadData = $0.action { true } else { false } },
                "seed \(finding.seed): \(finding.shrunk.scenarioJSON)")
        #expect(finding.shrunk.stepCount <= 4, "seed \(finding.seed): \(finding.shrunk.scenarioJSON)")
        let scenario = try Scenario(decoding: finding.shrunk.scenarioJSON, file: "shrunk.json")
        #expect(fuzzer.replay(scenario)?.property == "elementsExist", "the written file replays the finding")
    }

    @Test("the diffable mode applies new data, and its file replays the same identifiers")
    func diffableModeApplies() throws {
        var generator = FuzzStepGenerator(seed: 3)
        generator.mode = .diffable
        let steps = (0..<40).map { _ in generator.step(counts: [3], contentSize: CGSize(width: 320, height: 480), layouts: [], isFirst: false,
                                                       identifiers: { [["a", "b", "#1"], ["c"]] }) }
        let applies = steps.compactMap { step -> [[String]]? in if case .apply(let data) = step.action { data } else { nil } }
        #expect(applies.count > 10)
        for data in applies {
            let items = data.flatMap { $0 }
            #expect(Set(items).count == items.count, "\(data)")
            #expect(!items.contains("#1"), "a generated name is never carried: \(data)")
        }
        let fuzzCase = FuzzCase(seed: 3, layoutName: "flow", layoutJSON: SampleLayoutCatalog.json(named: "flow") ?? "", data: [3], steps: steps)
        for index in steps.indices {
            #expect(try fuzzCase.stepSpec(at: index) == steps[index].spec(animation: FuzzCase.animation, file: fuzzCase.fileName), "step \(index)")
        }
    }
}
