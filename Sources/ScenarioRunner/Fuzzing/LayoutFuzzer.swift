import CollectionViewSimulator
import Foundation

/// Seeded fuzzing of the engine with a layout: random sequences of valid and invalid batches,
/// data reloads, scrolls and flings, bounds changes, animated and interactive layout transitions,
/// reorders (drags), some interrupting the previous step at a random instant; after every step it checks the properties
/// ``FuzzViolation/property`` lists, and on a failure shrinks the case.
///
/// ```swift
/// let fuzzer = LayoutFuzzer(name: "cards") { CardsLayout() }
/// for seed in 0..<100 {
///     if let finding = fuzzer.run(seed: seed, steps: 40) {
///         Issue.record("\(finding)\n\(finding.shrunk.scenarioJSON)")
///     }
/// }
/// ```
///
/// A trap (a failed precondition in the layout or the engine) ends the process: Swift cannot
/// catch it. `batchsim fuzz` runs each case in a child process so that a trap is reported with
/// its seed; a test that calls ``run(seed:steps:)`` directly stops at the trap.
public struct LayoutFuzzer {
    /// The layout's name in findings and file names.
    public let layoutName: String
    private let layoutJSON: String
    private let makeLayout: (() -> CollectionViewLayout)?
    /// The item counts of the sections every case starts with; `nil` (the default) draws one to
    /// three sections of up to 12 items per seed. Inserts stop at 40 items or at this total.
    public var initialItemCounts: [Int]?
    /// Which steps the cases draw (``FuzzMode/layouts``, the default mix, unless set).
    public var mode = FuzzMode.layouts
    /// Whether each case draws how its view is set up: read left to right or right to left
    /// (`forceRightToLeft`), with or without a notched phone's content insets (47 points at the
    /// top, 34 at the bottom, starting scrolled to the top), at a screen scale of 0 (no rounding to
    /// pixels), 1, 2 or 3, and following UIKit's default behaviours or any of the others a scenario
    /// can select (classic validation, documented providers, the older provider order, display
    /// before end, the new layout asked about a transition's bounds change). `false` (the
    /// default): every case runs left to right, without insets, at 2×, with the defaults. A case
    /// of a seed is another case with this set: the setup is drawn from the seed too.
    public var variesView = false

    /// The names of the sample layouts ``init(sampleLayout:)`` takes.
    public static var sampleLayoutNames: [String] { SampleLayoutCatalog.names }

    /// A fuzzer for a sample layout (`flow`, `circle`, `stack`, `zoomingLine`, `rowDecoration`,
    /// `compositional`, and `list`, which only the fuzz modes that name it run on); `nil` for another name.
    public init?(sampleLayout name: String) {
        guard let json = SampleLayoutCatalog.json(named: name) else { return nil }
        layoutName = name
        layoutJSON = json
        makeLayout = nil
    }

    /// A fuzzer for a user's layout.
    ///
    /// - Parameters:
    ///   - name: The layout's name in findings.
    ///   - makeLayout: Makes a fresh layout: each case, and each replay while shrinking, gets its own.
    public init(name: String, makeLayout: @escaping () -> CollectionViewLayout) {
        layoutName = name
        layoutJSON = SampleLayoutCatalog.json(named: "flow") ?? "{ \"flow\": {} }"
        self.makeLayout = makeLayout
    }

    /// Runs the case of `seed` for `steps` steps; `nil` when every property held, otherwise the
    /// finding with its case shrunk.
    @MainActor public func run(seed: UInt64, steps: Int) -> FuzzFinding? {
        var (generator, fuzzCase) = start(seed: seed)
        let runner: FuzzCaseRunner
        do {
            runner = FuzzCaseRunner(try fuzzCase.scenario(steps: []), layout: makeLayout?())
        } catch {
            return finding(fuzzCase, FuzzViolation(property: "generatedStep", step: 0, message: "\(error)"))
        }
        let targets = mode.transitionTargets
        for index in 0..<steps {
            fuzzCase.steps.append(generator.step(counts: runner.counts, contentSize: runner.contentSize, layouts: targets, isFirst: index == 0,
                                                 identifiers: { runner.identifiers }))
            if let violation = Self.run(fuzzCase, step: index, on: runner) { return finding(fuzzCase, violation) }
        }
        return runner.settle(after: steps - 1).map { finding(fuzzCase, $0) }
    }

    /// The case of `seed` before its first step, and the generator that draws its steps: its data
    /// first, then (``variesView``) its view's setup, so that a seed's data is the same either way.
    func start(seed: UInt64) -> (FuzzStepGenerator, FuzzCase) {
        var generator = FuzzStepGenerator(seed: seed)
        generator.mode = mode
        let data = initialItemCounts.map { $0.map { max(0, $0) } } ?? generator.initialData()
        generator.maxItems = max(FuzzStepGenerator.defaultMaxItems, data.reduce(0, +))
        var fuzzCase = FuzzCase(seed: seed, layoutName: layoutName, layoutJSON: layoutJSON, data: data, steps: [])
        if variesView {
            fuzzCase.view = generator.viewSetup()
            fuzzCase.viewDrawn = true
        }
        return (generator, fuzzCase)
    }

    /// Replays a case on a fresh layout; the first violation, or `nil` when every property holds.
    @MainActor public func replay(_ fuzzCase: FuzzCase) -> FuzzViolation? {
        let runner: FuzzCaseRunner
        do {
            runner = FuzzCaseRunner(try fuzzCase.scenario(steps: []), layout: makeLayout?())
        } catch {
            return FuzzViolation(property: "generatedStep", step: 0, message: "\(error)")
        }
        for index in fuzzCase.steps.indices {
            if let violation = Self.run(fuzzCase, step: index, on: runner) { return violation }
        }
        return runner.settle(after: fuzzCase.steps.count - 1)
    }

    /// Runs a scenario's steps (a file `batchsim fuzz --output` wrote, or any other) with the
    /// fuzzer's checks: on a fresh layout from the factory for a user's layout, on the scenario's
    /// own layout for a sample layout. The first violation, or `nil`; expectations are not checked.
    @MainActor public func replay(_ scenario: Scenario) -> FuzzViolation? {
        FuzzCaseRunner(scenario, layout: makeLayout?()).run(scenario.steps)
    }

    /// Makes step `index` of a case as its file decodes it, and runs it.
    @MainActor private static func run(_ fuzzCase: FuzzCase, step index: Int, on runner: FuzzCaseRunner) -> FuzzViolation? {
        do {
            let spec = try fuzzCase.steps[index].spec(animation: FuzzCase.animation, file: fuzzCase.fileName)
            return runner.run(spec, at: index)
        } catch {
            return FuzzViolation(property: "generatedStep", step: index, message: "\(error)")
        }
    }

    @MainActor private func finding(_ fuzzCase: FuzzCase, _ violation: FuzzViolation) -> FuzzFinding {
        let (shrunk, shrunkViolation) = FuzzShrinker(replay: replay).shrink(fuzzCase, violation)
        return FuzzFinding(seed: fuzzCase.seed, violation: shrunkViolation, original: fuzzCase, shrunk: shrunk)
    }
}
