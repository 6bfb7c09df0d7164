@testable import ScenarioRunner
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing
@testable import TimelineOutput

@Suite("HTML player")
@MainActor
struct HTMLPlayerRendererTests {
    /// The page's data, decoded.
    static func data(_ run: RecordedRun) throws -> [String: Any] {
        let text = HTMLPlayerRenderer.playerData(SampledRun(run))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func entries(_ run: ScenarioRun) throws -> [[String: Any]] {
        try #require(try data(RecordedRun(run))["steps"] as? [[String: Any]])
    }

    @Test("every frame the page holds is the timeline's frame: same grid, same values to three decimals")
    func framesAreTheTimelines() throws {
        let run = try ScenarioRunTests.run(
            steps: #"[{"update": ["insert 0-0", "delete 0-2"], "animation": {"curve": "easeIn"}}, {"update": ["move 0-0 -> 0-2"], "animation": {"curve": {"spring": {"duration": 0.4, "bounce": 0.3}}, "frameRate": 120}}]"#,
            extra: [("layout", #"{"flow": {"headerHeight": 20}, "appearing": {"rotation": 45}}"#)])
        let entries = try Self.entries(run)
        #expect(entries.count == 2)
        for (entry, step) in zip(entries, run.steps) {
            let animation = try #require(step.animation)
            let oracle = animation.frames(rate: step.step.animation.frameRate)
            let frames = try #require(entry["frames"] as? [[[Double]]])
            #expect(frames.count == oracle.frames.count, "step \(step.index): the page's frames are the timeline's frame grid")
            for (k, frame) in frames.enumerated() {
                #expect(frame.count == animation.tracks.count, "every view is visible in this scenario")
                for sample in frame {
                    let view = Int(sample[0])
                    let value = oracle[frame: k, track: view]
                    let m = value.transform3D
                    let expected = [value.center.x, value.center.y, value.size.width, value.size.height, value.alpha,
                                    m.m11, m.m12, m.m21, m.m22, m.m41, m.m42].map(Double.init)
                    for (actual, wanted) in zip(sample.dropFirst(), expected) {
                        #expect(abs(actual - wanted) <= 0.0005 + 1e-9, "step \(step.index) frame \(k) view \(view)")
                    }
                }
            }
        }
    }

    @Test("failed steps are in the menu with UIKit's message; a step without animation says so")
    func failedSteps() throws {
        let run = try ScenarioRunTests.run(
            steps: #"[{"update": ["delete 0-9"]}, {"update": ["insert 0-0"]}, {"scroll": [0, 10], "animated": false}]"#,
            expect: #"[{"step": 0, "error": "attempt to delete item 9 from section 0 which only contains 3 items before the update"}]"#)
        let entries = try Self.entries(run)
        #expect(entries.map { $0["title"] as? String } == [
            "step 0: delete 0-9 (failed)", "step 1: insert 0-0", "step 2: scroll to [0.000, 10.000]",
        ])
        #expect(entries[0]["message"] as? String == "attempt to delete item 9 from section 0 which only contains 3 items before the update")
        #expect(entries[0]["failed"] as? Bool == true)
        #expect(entries[1]["message"] is NSNull)
        #expect(entries[2]["message"] as? String == "no animation")
    }

    @Test("a scenario whose only step fails shows its message, not an empty box")
    func onlyStepFails() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-7"]}]"#)
        let page = HTMLPlayerRenderer.render(RecordedRun(run))
        #expect(page.contains(#""failed": true, "message": "attempt to insert item 7 into section 0, but there are only 4 items in section 0 after the update""#))
    }

    @Test("views are labelled by element name, and by identifier when the scenario names identifiers")
    func labels() throws {
        let named = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}]"#, extra: [("data", #"[["a", "b"]]"#)])
        let views = try #require(try Self.entries(named).first?["views"] as? [[Any]])
        #expect(views.map { $0[0] as? String } == ["cell 0-0", "cell 0-1", "cell 0-2"])
        #expect(Array(views.map { $0[1] as? String }.dropFirst()) == ["a", "b"])
        #expect(views[0][1] is String, "the inserted item's generated identifier")
        #expect(views.map { $0[2] as? String } == ["inserted", "moved", "moved"])
        let counted = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}]"#)
        let anonymous = try #require(try Self.entries(counted).first?["views"] as? [[Any]])
        #expect(anonymous.allSatisfy { $0[1] is NSNull }, "generated identifiers are not labels")
    }

    @Test("the page loads nothing and keeps its data inside its script")
    func selfContained() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}]"#, extra: [("summary", #""</script><script>alert(1)""#)])
        let page = HTMLPlayerRenderer.render(RecordedRun(run))
        #expect(!page.contains("src="))
        #expect(!page.contains("<link"))
        #expect(!page.contains("https://"))
        #expect(page.components(separatedBy: "</script>").count == 2, "the summary's </script> is escaped")
    }
}
