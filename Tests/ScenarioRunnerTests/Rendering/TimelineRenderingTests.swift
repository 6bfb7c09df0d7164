import CollectionViewSimulator
import Foundation
import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("Public renderers")
struct TimelineRenderingTests {
    /// Apple's CircleLayout inserting, then deleting, an item.
    func animations() throws -> [UpdateAnimation] {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CircleLayout())
        let data = SectionCountsDataSource([4])
        view.dataSource = data
        view.layoutIfNeeded()
        let insert = try view.performBatchUpdates {
            data.counts[0] = 5
            try view.insertItems(at: [IndexPath(item: 4, section: 0)])
        }
        view.finishAnimations()
        let delete = try view.performBatchUpdates {
            data.counts[0] = 4
            try view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        return [insert, delete]
    }

    @Test func recordedAnimationsRenderInEveryFormat() throws {
        let steps = try animations()
        let json = TimelineRendering.render(steps, as: .json)
        #expect(try TimelineRendering.jsonDecoder.decode([UpdateAnimation].self, from: Data(json.utf8)) == steps)
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
}
