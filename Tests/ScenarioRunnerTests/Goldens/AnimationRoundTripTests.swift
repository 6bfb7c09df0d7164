import BatchUpdates
import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

/// The engine's results are values: every animation of every scenario encodes to JSON and decodes
/// back equal, hooks, tracks, keyframes, batch and states included.
@Suite("Animation JSON round trip")
@MainActor
struct AnimationRoundTripTests {
    @Test("every scenario's animations encode to JSON and decode back equal", arguments: ScenarioGoldenTests.scenarios)
    func roundTrip(_ name: String) throws {
        let entry = try #require(ScenarioCatalog(folder: PackageFolders.scenarios).entry(named: name))
        let run = ScenarioRun(try Scenario.load(contentsOf: entry.file), file: entry.file.path)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var count = 0
        for step in run.steps {
            for (stage, animation) in step.stages.enumerated() {
                let data = try encoder.encode(animation)
                let decoded = try JSONDecoder().decode(UpdateAnimation.self, from: data)
                let equal = decoded == animation  // a bare Bool, so a failure prints the place, not two whole animations
                let difference = equal ? nil
                    : TimelineDifference.first(expected: animation, actual: decoded, step: step.index, tolerance: .exact)
                #expect(equal, "step \(step.index) stage \(stage): \(difference?.description ?? "not equal")")
                #expect(try encoder.encode(decoded) == data, "step \(step.index) stage \(stage): encoding is not stable")
                count += 1
            }
        }
        #expect(count > 0 || run.steps.allSatisfy { $0.stages.isEmpty })
    }

    @Test("a batch error survives the round trip, case and numbers")
    func batchError() throws {
        let error = BatchUpdateError.deleteItemOutOfRange(item: 9, section: 0, itemCount: 8)
        let decoded = try JSONDecoder().decode(BatchUpdateError.self, from: JSONEncoder().encode(error))
        #expect(decoded == error)
        #expect(decoded.description == error.description)
    }
}
