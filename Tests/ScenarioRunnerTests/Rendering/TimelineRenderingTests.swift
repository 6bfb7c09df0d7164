import CollectionViewSimulator
import Foundation
import ScenarioRunner
import Testing
@testable import TimelineOutput
import TestSupport

@Suite("Public renderers")
@MainActor
struct TimelineRenderingTests {
    /// A view of Apple's CircleLayout with four items, laid out.
    func circle() -> (CollectionView, SectionCountsDataSource) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CircleLayout())
        let data = SectionCountsDataSource([4])
        view.dataSource = data
        FixtureOwner.keep(data, for: view)
        view.layoutIfNeeded()
        return (view, data)
    }

    /// Apple's CircleLayout inserting, then deleting, an item.
    func animations() throws -> [UpdateAnimation] {
        let (view, data) = circle()
        let insert = try view.throwing.performBatchUpdates {
            data.counts[0] = 5
            try view.throwing.insertItems(at: [IndexPath(item: 4, section: 0)])
        }
        view.finishAnimations()
        let delete = try view.throwing.performBatchUpdates {
            data.counts[0] = 4
            try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        return [insert, delete]
    }

    @Test func recordedAnimationsRenderInEveryFormat() throws {
        let steps = try animations()
        let json = TimelineRendering.render(steps, as: .json, title: "circle")
        #expect(json == TimelineDocument(RecordedRun(recorded: steps, title: "circle", frameRate: 60)).json, "the one document format")
        #expect(json.hasPrefix("{\n  \"format\" : \"batchsim-timeline\",\n  \"scenario\" : \"circle\","))
        #expect(try TimelineRendering.animations(fromJSON: Data(json.utf8)) == steps)
        #expect(TimelineRendering.render(steps, as: .text) == "step 0\n\(steps[0])\n\nstep 1\n\(steps[1])\n")
        let csv = TimelineRendering.render(steps, as: .csv).split(separator: "\n")
        #expect(csv.first == "step,stage,time,frame,element,property,value")
        #expect(csv.contains("1,0,0.250,15,cell 0-0 (before),alpha,0.000"))
        let svg = TimelineRendering.render(steps, as: .svg, title: "circle")
        #expect(svg.hasPrefix("<svg ") && svg.contains("step 1: delete 0-0"))
        let html = TimelineRendering.render(steps, as: .html, title: "circle")
        #expect(html.contains("<title>circle</title>") && html.contains("step 0: insert 0-4"))
    }

    @Test func aRunRendersAsTheCommandLineWritesIt() throws {
        let scenario = try Scenario(decoding: """
            {"name": "r", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [3],
             "steps": [{"update": ["insert 0-0"]}]}
            """, file: "r.json")
        let run = ScenarioRun(scenario)
        for format in TimelineRendering.Format.allCases {
            #expect(!TimelineRendering.render(run, as: format).isEmpty)
        }
        #expect(TimelineRendering.render(run, as: .text).hasPrefix("scenario: r\n"))
    }

    @Test("recorded animations export on their collection view's clock: one that begins before the previous ends interrupts it")
    func recordedInterruptionExports() throws {
        let (view, data) = circle()
        let insert = try view.throwing.performBatchUpdates {
            data.counts[0] = 5
            try view.throwing.insertItems(at: [IndexPath(item: 4, section: 0)])
        }
        view.advanceTime(by: 0.1)
        let delete = try view.throwing.performBatchUpdates {
            data.counts[0] = 4
            try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        let web = WebAnimationsExporter.document([insert, delete])
        #expect(Set(web.animations.filter { $0.step == 0 }.map(\.options.duration)) == [100], "the insert ends where the delete begins")
        #expect(Set(web.animations.filter { $0.step == 1 }.map(\.options.delay)) == [100])
        let ca = CAKeyframeAnimationExporter.document([insert, delete])
        #expect(Set(ca.views.filter { $0.step == 1 }.flatMap(\.animations).map(\.beginTime)).allSatisfy { $0 >= 0.1 })
        let lottie = try #require(try JSONSerialization.jsonObject(with: Data(TimelineRendering.render([insert, delete], as: .lottie).utf8)) as? [String: Any])
        let layers = try #require(lottie["layers"] as? [[String: Any]])
        #expect(Set(layers.compactMap { $0["ip"] as? Double }) == [0, 6], "the delete's layers come in at 0.1 s, frame 6")
        #expect(TimelineRendering.render([insert, delete], as: .webAnimations).contains("\"delay\" : 100"))
    }

    @Test("animations recorded on different collection views are laid end to end")
    func separateViewsEndToEnd() throws {
        let first = try animations()[0], second = try animations()[0]
        #expect(first.startTime == second.startTime)
        let web = WebAnimationsExporter.document([first, second])
        let delays = Set(web.animations.filter { $0.step == 1 }.map(\.options.delay))
        #expect(delays == [first.duration * 1000] || delays.allSatisfy { abs($0 - first.duration * 1000) < 1e-9 }, "no interruption: \(delays)")
        #expect(web.animations.filter { $0.step == 0 }.allSatisfy { $0.options.duration >= first.duration * 1000 - 1e-9 })
    }
}
