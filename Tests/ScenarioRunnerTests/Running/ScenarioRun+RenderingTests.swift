@testable import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

@MainActor
@Suite("Writing a run a step at a time")
struct ScenarioRunRenderingTests {
    nonisolated static let scenarios = ScenarioCatalog(folder: PackageFolders.scenarios).entries.map(\.name)

    /// The stepwise renderers write while the scenario runs and keep no step; their bytes must be
    /// the whole document's (`JSONEncoder` over the whole timeline, the text table, the CSV).
    @Test("text, JSON and CSV written while a scenario runs are the bytes of its whole run", arguments: scenarios)
    func stepwiseEqualsWhole(_ name: String) throws {
        let entry = try #require(ScenarioCatalog(folder: PackageFolders.scenarios).entry(named: name))
        let scenario = try Scenario.load(contentsOf: entry.file)
        let whole = RecordedRun(ScenarioRun(scenario, file: entry.file.path))
        let (text, json, fast, csv) = (TextBuffer(), TextBuffer(), TextBuffer(), TextBuffer())
        let run = ScenarioRun.rendering(scenario, file: entry.file.path, into: [
            (TextTimelineRenderer(), text), (JSONTimelineRenderer(), json), (JSONTimelineRenderer(forComparison: true), fast),
            (CSVTimelineRenderer(), csv),
        ])
        #expect(run.steps.isEmpty)
        #expect(text.text == TextTimelineRenderer.render(whole))
        #expect(json.text == TimelineDocument(whole).json, "the JSON is JSONEncoder's for the whole document")
        #expect(fast.text == TimelineDocument(whole).json, "the fast writer's bytes are JSONEncoder's")
        #expect(csv.text == CSVTimelineRenderer.render(whole))
        #if os(Linux)
        #expect(GoldenFiles(entry: entry).runMatchingEveryFile(scenario, file: entry.file.path) != nil,
                "check's stepwise comparison passes without keeping the run")
        #endif
    }

    @Test("a run without steps is the whole document with an empty steps array")
    func noSteps() throws {
        let scenario = try ScenarioFixture.decode("steps", "[]")
        let json = TextBuffer()
        _ = ScenarioRun.rendering(scenario, into: [(JSONTimelineRenderer(), json)])
        #expect(json.text == TimelineDocument(RecordedRun(ScenarioRun(scenario))).json)
        #expect(json.text.contains("\"steps\" : [\n\n  ]"))
    }

    /// The memory of a long run stays flat only if nothing keeps a step once it is handed over:
    /// neither the run, nor the view's records, nor the executor. Each step's animations hold
    /// objects (their tracks' frozen layout attributes); two steps later those must be gone.
    @Test("a step written a step at a time is freed by the time the step after next is written")
    func stepsAreFreed() throws {
        let steps = (0..<60).map { $0 % 3 == 2 ? #"{"update": ["delete 0-0"], "interruptAt": 0.1}"# : #"{"update": ["insert 0-0"]}"# }
        let scenario = try ScenarioFixture.decode([("data", "[30]"), ("steps", "[" + steps.joined(separator: ",") + "]")])
        let (watched, keptAlive) = Self.watch(scenario, keeping: false)
        #expect(watched == 60, "every step has tracks to watch")
        #expect(keptAlive.isEmpty, "steps \(keptAlive) were still kept two steps later")
        #expect(Self.watch(scenario, keeping: true).keptAlive.count == 58, "the watch sees a step that is kept")
    }

    /// Runs `scenario` a step at a time, watching each step's attributes objects: the steps whose
    /// objects are still alive when the step after next is handed over.
    private static func watch(_ scenario: Scenario, keeping: Bool) -> (watched: Int, keptAlive: [Int]) {
        var watched: [WeakAttributes] = [], keptAlive: [Int] = [], kept: [StepResult] = []
        _ = ScenarioRun.streaming(scenario) { result in
            if keeping { kept.append(result) }
            let objects = result.stages.flatMap(\.tracks).compactMap(\.frozenEndpoints)
            if !objects.isEmpty { watched.append(WeakAttributes(objects.map(\.start))) }
            if watched.count > 2, watched[watched.count - 3].alive > 0 { keptAlive.append(result.index - 2) }
        }
        return (watched.count, keptAlive)
    }
}

/// Weak references to a step's attributes objects.
@MainActor
private struct WeakAttributes {
    private final class Reference {
        weak var object: CollectionViewLayoutAttributes?
        init(_ object: CollectionViewLayoutAttributes) { self.object = object }
    }

    private let references: [Reference]

    init(_ objects: [CollectionViewLayoutAttributes]) {
        references = objects.map(Reference.init)
    }

    var count: Int { references.count }
    /// How many are still alive.
    var alive: Int { references.filter { $0.object != nil }.count }
}
