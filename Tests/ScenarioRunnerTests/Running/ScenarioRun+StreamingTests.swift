import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing

@MainActor
@Suite("Running a scenario a step at a time")
struct ScenarioRunStreamingTests {
    /// Inserts, deletes, scrolls, interrupted steps, an invalid batch and expectations of every
    /// kind the checker reads step by step: the streamed run hands over exactly the results and
    /// failures of the run that keeps its steps, and keeps none itself.
    @Test("a streamed run gives every step as the kept run does, with the same failures, and keeps no step")
    func streamedEqualsKept() throws {
        let steps = (0..<300).map { index in
            switch index % 6 {
            case 0: #"{"update": ["insert 0-\#(index % 4)"]}"#
            case 1: #"{"scroll": [0, \#(index % 3 * 60)], "animated": true}"#
            case 2: #"{"update": ["delete 0-1"], "interruptAt": 0.1}"#
            case 3: #"{"update": ["delete 0-999"]}"#
            case 4: #"{"update": ["move 0-0 -> 0-2"]}"#
            default: #"{"update": []}"#
            }
        }
        let expect = #"""
            [{"invariants": ["allVisibleItemsHaveTracks", "lastFrameEqualsEnd", "noJumps", "endMatchesLayout"]}, {"step": 3, "error": "nothing like UIKit's message"},
             {"step": 6, "element": "cell 0-0", "at": "start", "alpha": 0.5}, {"step": 7, "displayEventsInclude": ["didEndDisplaying cell 9-9 #999"]}]
            """#
        let scenario = try ScenarioFixture.decode([("steps", "[" + steps.joined(separator: ",") + "]"), ("expect", expect)])
        let kept = ScenarioRun(scenario)
        var streamed: [StepResult] = []
        let run = ScenarioRun.streaming(scenario) { streamed.append($0) }
        #expect(run.steps.isEmpty && kept.steps.count == 300 && streamed.count == 300)
        #expect(run.failures == kept.failures && !kept.failures.isEmpty)
        #expect(run.trackCount == kept.trackCount)
        for (mine, theirs) in zip(streamed, kept.steps) {
            #expect(mine.index == theirs.index && mine.stages == theirs.stages && mine.displayEvents == theirs.displayEvents,
                    "step \(theirs.index)")
        }
        #expect(kept.steps.contains { !$0.displayEvents.isEmpty })
    }
}
