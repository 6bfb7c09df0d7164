import BatchUpdates
import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing

@MainActor
@Suite("The fuzzer's snapshot steps and nested batches")
struct FuzzSnapshotTests {
    static let sections = [["a", "b", "#1"], ["c"], []]

    /// Snapshot steps the diffable mode draws for `sections`, from `seed`.
    static func snapshots(seed: UInt64, count: Int = 200) -> [[SnapshotOperation]] {
        var generator = FuzzStepGenerator(seed: seed)
        generator.mode = .diffable
        return (0..<count).compactMap { _ in
            let step = generator.step(counts: sections.map(\.count), contentSize: CGSize(width: 320, height: 480), layouts: [],
                                      isFirst: false, identifiers: { sections })
            if case .snapshot(let operations) = step.action { return operations } else { return nil }
        }
    }

    /// Whether UIKit accepts every call of `operations` on the snapshot of `sections`.
    static func isValid(_ operations: [SnapshotOperation]) throws -> Bool {
        var snapshot = try DiffableDataSourceSnapshot(sections.enumerated().map { SnapshotSection(id: String($0.offset), items: $0.element) })
        do {
            for operation in operations { try operation.apply(to: &snapshot) }
            return true
        } catch {
            return false
        }
    }

    @Test("the diffable mode draws snapshots, mostly valid, a small share that UIKit raises for, never naming a generated item")
    func drawsValidAndInvalid() throws {
        let snapshots = Self.snapshots(seed: 7)
        #expect(snapshots.count > 15)
        let invalid = try snapshots.filter { try !Self.isValid($0) }.count
        #expect(invalid > 0 && invalid * 4 < snapshots.count, "\(invalid) invalid of \(snapshots.count)")
        #expect(!snapshots.joined().contains { $0.identifiers.contains("#1") })
        let kinds = Set(snapshots.joined().map(\.name))
        #expect(kinds.count == SnapshotOperation.kinds.count, "\(kinds.sorted())")
    }

    @Test("a snapshot or nested step writes the file that decodes to the step it runs")
    func writesWhatRuns() throws {
        var generator = FuzzStepGenerator(seed: 11)
        generator.mode = .diffable
        var steps: [FuzzStep] = []
        while steps.count < 30 {
            let step = generator.step(counts: Self.sections.map(\.count), contentSize: CGSize(width: 320, height: 480), layouts: [],
                                      isFirst: false, identifiers: { Self.sections })
            switch step.action {
            case .snapshot, .nestedUpdate: steps.append(step)
            default: break
            }
        }
        #expect(steps.contains { if case .nestedUpdate = $0.action { true } else { false } })
        let fuzzCase = FuzzCase(seed: 11, layoutName: "flow", layoutJSON: SampleLayoutCatalog.json(named: "flow") ?? "", data: [3], steps: steps)
        for index in steps.indices {
            #expect(try fuzzCase.stepSpec(at: index) == steps[index].spec(animation: FuzzCase.animation, file: fuzzCase.fileName), "step \(index)")
        }
    }

    @Test("snapshot steps find a layout blind to section moves (an apply never moves a section) and shrink to a file that replays it")
    func findsSectionMoveBlindLayout() throws {
        var fuzzer = LayoutFuzzer(name: "sectionMoveBlind") { SectionMoveBlindFlowLayout() }
        fuzzer.mode = .diffable
        fuzzer.initialItemCounts = [6, 1, 3]
        let found = (UInt64(0)..<60).lazy.compactMap { fuzzer.run(seed: $0, steps: 30) }.first { finding in
            finding.violation.property == "elementsExist" && finding.shrunk.steps.contains { if case .snapshot = $0.action { true } else { false } }
        }
        let finding = try #require(found, "no seed in 0..<60 found the layout blind to section moves with a snapshot step")
        #expect(finding.shrunk.stepCount <= 4, "seed \(finding.seed): \(finding.shrunk.scenarioJSON)")
        let scenario = try Scenario(decoding: finding.shrunk.scenarioJSON, file: "shrunk.json")
        #expect(fuzzer.replay(scenario)?.property == "elementsExist", "the written file replays the finding")
    }
}
