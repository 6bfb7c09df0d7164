import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("SVG filmstrip")
struct SVGFilmstripRendererTests {
    private func sectionRun() throws -> ScenarioRun {
        try ScenarioRunTests.run(steps: #"[{"update": ["delete section 0"]}]"#,
                                 extra: [("data", #"[["a", "b"], ["c"]]"#), ("layout", #"{"flow": {"headerHeight": 20, "footerHeight": 20}}"#)])
    }

    @Test("a deleted header is drawn in the deleted colour, with the header's outline")
    func deletedHeader() throws {
        let svg = SVGFilmstripRenderer.render(RecordedRun(try sectionRun()))
        let header = try #require(svg.split(separator: "\n").first { $0.contains("<title>header 0 (before) (deleted)</title>") })
        #expect(header.contains("fill=\"\(ViewPalette.color(.deleted))\""))
        #expect(header.contains("stroke-dasharray=\"\(ViewPalette.Style.header.dashes)\""))
        let footer = try #require(svg.split(separator: "\n").first { $0.contains("<title>footer 0 (moved)</title>") })
        #expect(footer.contains("stroke-dasharray=\"\(ViewPalette.Style.footer.dashes)\""))
    }

    @Test("headers, footers, other supplementary views, decoration views and cells have different outlines")
    func stylesDiffer() {
        #expect(Set(ViewPalette.Style.allCases.map(\.dashes)).count == ViewPalette.Style.allCases.count)
    }

    @Test("every fate has its own colour from the Okabe-Ito palette")
    func fateColours() {
        let okabeIto: Set = ["#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7", "#999999"]
        let colours = ViewFate.allCases.map(ViewPalette.color)
        #expect(Set(colours).count == ViewFate.allCases.count)
        #expect(Set(colours).isSubset(of: okabeIto))
    }

    @Test("every view is labelled with its element name, and its identifier when the scenario names identifiers")
    func labels() throws {
        let svg = SVGFilmstripRenderer.render(RecordedRun(try sectionRun()))
        #expect(svg.contains(">cell 0-0 (before)</tspan><tspan x="))
        #expect(svg.contains(">cell 0-0</tspan><tspan x=\"") && svg.contains("\">c</tspan></text>"))
    }

    @Test("the legend names every fate and category")
    func legend() throws {
        let svg = SVGFilmstripRenderer.render(RecordedRun(try sectionRun()))
        for fate in ViewFate.allCases { #expect(svg.contains(">\(fate.rawValue)</tspan>")) }
        for style in ViewPalette.Style.allCases { #expect(svg.contains(">\(SVGText.escaped(style.legend))</tspan>")) }
    }

    @Test("a failed step is drawn as its whole message, wrapped")
    func failedStep() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["delete 0-1"], "data": [3]}]"#, extra: [("uikit", #"{"validation": "classic"}"#)])
        let svg = SVGFilmstripRenderer.render(RecordedRun(run))
        let message = try #require(run.steps[0].error?.description)
        let words = svg.components(separatedBy: "<tspan").dropFirst().compactMap { $0.split(separator: ">").dropFirst().first?.split(separator: "<").first }
            .joined(separator: " ")
        #expect(words.contains(SVGText.escaped(message).split(separator: " ").joined(separator: " ")))
        #expect(svg.contains("stroke=\"\(ViewPalette.color(.deleted))\" stroke-width=\"2\""))
        #expect(!svg.contains("<clipPath"), "no frames for a failed step")
    }

    @Test("the README's filmstrip is what the command that the README names draws now")
    func readmePicture() throws {
        let file = PackageFolders.scenarios.appendingPathComponent("circle-insert-delete/scenario.json")
        let run = ScenarioRun(try Scenario(decoding: try String(contentsOf: file, encoding: .utf8), file: file.path))
        let picture = PackageFolders.root.appendingPathComponent("Scenarios/filmstrip.svg")
        #expect(try String(contentsOf: picture, encoding: .utf8) == SVGFilmstripRenderer.render(RecordedRun(run)),
                "out of date; regenerate: swift run batchsim render circle-insert-delete --format svg --output Scenarios/filmstrip.svg")
    }
}
