import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import TestSupport
import Testing
import TimelineOutput

/// One invariant set: a hand-built run per rule that breaks only that rule, caught alike by the
/// three entry points (`expectInvariants`' ``AnimationInvariants/violations(of:in:checking:)``, a
/// scenario's `invariants` check and the fuzzer's case check). Before the set was one, the scenario
/// checks knew 5 rules and the testing library 7, with other tolerances: this table fails on either.
@MainActor
@Suite("Invariants")
struct InvariantCheckerTests {
    /// A hand-built run: animations of `list`'s view, in order, the view as the last left it.
    struct Run {
        let list: ListFixture
        let animations: [UpdateAnimation]
    }

    /// The step a scenario or the fuzzer would have recorded for `run`: its layout after the last
    /// animation and its data source's counts, read from the list.
    private func stepResult(_ run: Run) throws -> StepResult {
        let spec = try #require(try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}]"#).steps.first).step
        let last = try #require(run.animations.last)
        let layout = run.list.view.collectionViewLayout
        var layoutAfter: [ElementID: AnimatedAttributes?] = [:]
        for track in last.tracks {
            guard let path = track.indexPathAfterUpdate else { continue }
            let element = track.element.moved(to: path)
            layoutAfter[element] = layout.layoutAttributes(for: element).map(AnimatedAttributes.init)
        }
        var result = StepResult(index: 0, step: spec, stages: run.animations, error: nil, stateAfter: last.after,
                                screenBefore: [:], layoutAfter: layoutAfter)
        let counts = run.list.data.counts
        result.itemIdentifiers = ([], counts.map { count in ItemIdentifiers((0..<count).map { "item \($0)" }) })
        return result
    }

    /// The rules each entry point reports for `run`.
    private func found(_ run: Run, checking rules: [AnimationInvariant] = AnimationInvariant.everyLayout) throws
        -> (library: [AnimationInvariant], scenario: [String], fuzz: String?) {
        let library = AnimationInvariants.violations(of: run.animations, in: run.list.view, checking: rules).map(\.invariant)
        let result = try stepResult(run)
        let scenario = InvariantChecker(scenario: "t", step: result).check(rules).map(\.property)
        let fuzz = FuzzCaseRunner.invariants(result, scenario: "t")?.property
        return (library, scenario, fuzz)
    }

    /// Expects `rule`, and only it, from all three entry points.
    private func expectOnly(_ rule: AnimationInvariant, _ run: Run, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (library, scenario, fuzz) = try found(run)
        #expect(library == [rule], "expectInvariants", sourceLocation: sourceLocation)
        #expect(scenario == [rule.rawValue], "scenario check", sourceLocation: sourceLocation)
        #expect(fuzz == rule.rawValue, "fuzz case check", sourceLocation: sourceLocation)
    }

    private typealias Edit = AnimationEditing

    @Test func realAnimationsHoldEveryRuleAtEveryEntryPoint() throws {
        let list = ListFixture(count: 6)
        let insert = try list.insert(0)
        list.view.advanceTime(by: 0.1)
        let delete = try list.delete(3)
        let (library, scenario, fuzz) = try found(Run(list: list, animations: [insert, delete]))
        #expect(library.isEmpty && scenario.isEmpty && fuzz == nil)
    }

    @Test func finiteValues() throws {
        let list = ListFixture()
        let animation = try Edit.edited(try list.delete(1), track: "cell 0-0", Edit.set("alpha", of: "from", to: "nan"))
        try expectOnly(.finiteValues, Run(list: list, animations: [animation]))
    }

    @Test func alphaWithinRange() throws {
        let list = ListFixture(disappearingAlpha: -1)
        try expectOnly(.alphaWithinRange, Run(list: list, animations: [try list.delete(1)]))
    }

    @Test func oneViewPerElement() throws {
        let list = ListFixture()
        let animation = try Edit.edited(try list.delete(1)) { tracks in
            guard var copy = tracks.first else { return }
            copy["viewID"] = 999
            tracks.append(copy)
        }
        try expectOnly(.oneViewPerElement, Run(list: list, animations: [animation]))
    }

    @Test func visibleElementsHaveViews() throws {
        let list = ListFixture()
        let deletion = try list.delete(1)
        let animation = try Edit.edited(deletion) { tracks in tracks.removeAll { ($0["viewID"] as? Int) == deletion.tracks.last?.viewID } }
        try expectOnly(.visibleElementsHaveViews, Run(list: list, animations: [animation]))
    }

    /// A keyframed track whose last keyframe is not its end.
    @Test func lastFrameShowsEnd() throws {
        let list = ListFixture()
        let deletion = try list.delete(1)
        let track = try #require(deletion.tracks.first { $0.name == "cell 0-0" })
        var elsewhere = track.end
        elsewhere.center.x += 10
        let animation = try Edit.edited(deletion, track: "cell 0-0") { object in
            object["keyframes"] = [["time": 0, "value": try Edit.object(track.start)], ["time": track.endTime, "value": try Edit.object(elsewhere)]]
        }
        try expectOnly(.lastFrameShowsEnd, Run(list: list, animations: [animation]))
    }

    /// An insertion, then a deletion 0.1 s in whose track for cell 0-1 is keyframed: `start` and
    /// the first keyframe as given (`nil`: what the view showed).
    private func interrupted(start: AnimatedAttributes?, firstKeyframe: AnimatedAttributes?) throws -> Run {
        let list = ListFixture(count: 6)
        let insert = try list.insert(0)
        list.view.advanceTime(by: 0.1)
        let delete = try list.delete(3)
        let track = try #require(delete.tracks.first { $0.name == "cell 0-1" })
        let shown = try #require(AnimationHistory([insert]).value(ofView: track.viewID, at: delete.startTime))
        let broken = try Edit.edited(delete, track: "cell 0-1") { object in
            Edit.set("center", of: "from", to: [Double((start ?? shown).center.x), Double((start ?? shown).center.y)])(&object)
            object["keyframes"] = [["time": 0, "value": try Edit.object(firstKeyframe ?? shown)],
                                   ["time": track.endTime, "value": try Edit.object(track.end)]]
        }
        return Run(list: list, animations: [insert, broken])
    }

    private static let elsewhere = AnimatedAttributes(center: CGPoint(x: 160, y: 66), size: CGSize(width: 320, height: 44))

    @Test func startsWhereViewWas() throws {
        try expectOnly(.startsWhereViewWas, try interrupted(start: Self.elsewhere, firstKeyframe: nil))
    }

    @Test func noJumpBetweenAnimations() throws {
        try expectOnly(.noJumpBetweenAnimations, try interrupted(start: nil, firstKeyframe: Self.elsewhere))
    }

    @Test func endsAtLayout() throws {
        let list = ListFixture()
        let animation = try Edit.edited(try list.delete(1), track: "cell 0-0", Edit.set("center", of: "to", to: [170, 22]))
        try expectOnly(.endsAtLayout, Run(list: list, animations: [animation]))
    }

    @Test func noViewForMissingElement() throws {
        let list = ListFixture()
        let animation = try list.insert(4)
        list.data.counts[0] = 4
        try expectOnly(.noViewForMissingElement, Run(list: list, animations: [animation]))
    }

    /// Checked only when asked for: the fuzzer, which checks what holds for every layout, does not.
    @Test func noOverlappingCells() throws {
        let list = ListFixture()
        let animation = try Edit.edited(try list.delete(1), track: "cell 0-1", Edit.set("center", of: "to", to: [160, 30]))
        let (library, scenario, _) = try found(Run(list: list, animations: [animation]), checking: [.noOverlappingCells])
        #expect(library == [.noOverlappingCells] && scenario == ["noOverlappingCells"])
        #expect(try found(Run(list: list, animations: [animation])).fuzz == "endsAtLayout")
    }

    @Test("a stack's cards overlap: the message names both cells, their frames and the overlap")
    func overlapMessage() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}]"#, extra: [("layout", #"{"stack": {}}"#)])
        let result = try #require(run.steps.last)
        #expect(InvariantChecker(scenario: "t", step: result).check([.noOverlappingCells]).map(\.description) == [
            "t: step 0, cell 0-0 and cell 0-1, noOverlappingCells at 0.25 s: expected frames that do not overlap, actual "
                + "[60, 100, 200, 280] and [60, 108, 200, 280] overlap by 200 × 272",
        ])
    }

    @Test("scenario names: the old ones map to the rules, every rule by its own name")
    func names() throws {
        let names = Dictionary(uniqueKeysWithValues: ExpectationSpec.invariantNames.map { ($0.key, $0.value) })
        #expect(names["noJumps"] == [.startsWhereViewWas, .noJumpBetweenAnimations])
        #expect(names["endMatchesLayout"] == [.endsAtLayout] && names["noOverlaps"] == [.noOverlappingCells])
        #expect(names["allVisibleItemsHaveTracks"] == [.visibleElementsHaveViews] && names["lastFrameEqualsEnd"] == [.lastFrameShowsEnd])
        for rule in AnimationInvariant.allCases { #expect(names[rule.rawValue] == [rule]) }
    }

    @Test("one tolerance: a tenth of it is the same value, ten times it is not, at every entry point")
    func oneTolerance() throws {
        for (factor, fires) in [(0.1, false), (10.0, true)] {
            let list = ListFixture()
            let deletion = try list.delete(1)
            let end = try #require(deletion.tracks.first { $0.name == "cell 0-0" }).end
            let animation = try Edit.edited(deletion, track: "cell 0-0",
                                            Edit.set("center", of: "to", to: [Double(end.center.x) + AnimationInvariants.tolerance * factor, Double(end.center.y)]))
            let (library, scenario, fuzz) = try found(Run(list: list, animations: [animation]))
            #expect(library == (fires ? [.endsAtLayout] : []) && scenario == (fires ? ["endsAtLayout"] : []) && (fuzz != nil) == fires)
        }
    }
}
