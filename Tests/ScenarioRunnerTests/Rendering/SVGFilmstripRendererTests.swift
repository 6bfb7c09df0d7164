import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("SVG filmstrip")
@MainActor
struct SVGFilmstripRendererTests {
    private func sectionRun() throws -> ScenarioRun {
        try ScenarioRunTests.run(steps: #"[{"update": ["delete section 0"]}]"#,
                                 extra: [("data", #"[["a", "b"], ["c"]]"#),
                                         ("layout", #"{"flow": {"headerHeight": 20, "footerHeight": 20, "itemSize": [300, 40]}}"#)])
    }

    /// The panels of the SVG: each panel's clip rectangle line, and the lines drawn in it.
    private func panels(_ svg: String) -> [[Substring]] {
        svg.split(separator: "\n").split { $0.hasPrefix("<clipPath") }.dropFirst().map { Array($0) }
    }

    @Test("every label is drawn right after its view, so that a view drawn above covers it; a view with no room shows none")
    func labelsInZOrder() throws {
        let lines = SVGFilmstripRenderer.render(RecordedRun(try sectionRun())).split(separator: "\n")
        let rectangles = lines.indices.filter { lines[$0].hasPrefix("<rect") && lines[$0].contains("<title>") }
        #expect(rectangles.count > 10)
        var labelled = 0
        for index in rectangles {
            let name = try #require(lines[index].split(separator: "<title>").last?.split(separator: " (").first)
            let next = lines[index + 1]
            // The next line is this view's label, or (no room for one) the next view or the panel's end.
            #expect(next.hasPrefix("<text") ? next.contains(">\(name)") : next.hasPrefix("<rect") || next == "</g>",
                    "\(name)'s label follows its rectangle")
            labelled += next.hasPrefix("<text") ? 1 : 0
        }
        #expect(labelled > rectangles.count / 2)
    }

    @Test("a card covered by the card above shows its label in the part left visible")
    func coveredLabelMoves() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["delete 0-2"]}]"#,
                                           extra: [("data", #"[["a", "b", "c"]]"#),
                                                   ("layout", #"{"stack": {"itemSize": [240, 320], "offset": [0, 60]}}"#)])
        let last = try #require(panels(SVGFilmstripRenderer.render(RecordedRun(run))).last)
        // The top card covers the middle of the one below, whose label moves to the strip showing below the top card.
        let labels = last.filter { $0.hasPrefix("<text") && $0.contains(">cell ") }
        for name in ["cell 0-0", "cell 0-1"] {
            let rectangle = try #require(last.firstIndex { $0.contains("<title>\(name) (") })
            #expect(last[rectangle + 1].hasPrefix("<text") && last[rectangle + 1].contains(">\(name)<"), "\(name) keeps a label")
        }
        #expect(labels.count == 2, "\(last.joined(separator: "\n"))")
        // Cell 0-1's label is drawn below the top card's bottom edge, in the strip that shows, not in its own middle.
        func number(_ line: Substring, after key: String) throws -> Double {
            try #require(line.components(separatedBy: key).dropFirst().first?.split(whereSeparator: { $0 == "\"" || $0 == ")" }).first.flatMap { Double($0) })
        }
        let top = try #require(last.first { $0.contains("<title>cell 0-0 (") })
        let topBottom = try number(top, after: "translate(1644.000 ") + 120
        let label = try #require(labels.first { $0.contains(">cell 0-1<") })
        #expect(try number(label, after: " y=\"") - ViewLabel.fontSize > topBottom)
    }

    @Test("a view's outline is its fate's darker colour at full opacity, whatever its alpha")
    func fateOutline() throws {
        let svg = SVGFilmstripRenderer.render(RecordedRun(try sectionRun()))
        let deleted = svg.split(separator: "\n").filter { $0.contains("<title>cell 0-0 (before) (deleted)") }
        #expect(deleted.count > 2 && deleted.allSatisfy { $0.contains("stroke=\"\(ViewPalette.outlineColor(.deleted))\"") && !$0.contains("stroke-opacity") })
        #expect(ViewPalette.outlineColor(.unchanged) == "#00446b" && ViewPalette.outlineColor(.unchanged) != ViewPalette.outlineColor(.reloadedIn))
    }

    @Test("an interrupted step's row ends at its interruption, captioned with the step that interrupted it")
    func interrupted() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}, {"update": ["delete 0-3"], "interruptAt": 0.125}]"#)
        let svg = SVGFilmstripRenderer.render(RecordedRun(run))
        let captions = svg.components(separatedBy: "dy=\"0\">").dropFirst().compactMap { $0.split(separator: "<").first }
            .filter { $0.hasPrefix("frame ") || $0.hasPrefix("interrupted") }
        #expect(captions.prefix(7) == ["frame 0 · 0.000 s", "frame 1 · 0.017 s", "frame 3 · 0.050 s", "frame 4 · 0.067 s",
                                       "frame 5 · 0.083 s", "frame 7 · 0.117 s", "interrupted by step 1 at 0.125 s"])
        #expect(captions.dropFirst(7).first == "frame 0 · 0.000 s" && captions.last == "frame 15 · 0.250 s", "the delete plays to its end")
        let stage = try #require(run.steps[0].animation)
        let panel = try #require(panels(svg).dropFirst(6).first)
        let cell = try #require(panel.first { $0.contains("<title>cell 0-0 (inserted)") })
        let alpha = try #require(stage.attributes(of: .cell(IndexPath(item: 0, section: 0)), at: 0.125)).alpha
        #expect(cell.contains("fill-opacity=\"\(FixedDecimal.format(alpha))\""),
                "the last panel shows the instant of the interruption: alpha 0.5")
    }

    @Test("a scroll's frames show the visible rectangle moving over the content, as the run's offset does; a pinned header is in every frame")
    func scroll() throws {
        let file = PackageFolders.scenarios.appendingPathComponent("compositional-photo-grid/scenario.json")
        let run = ScenarioRun(try Scenario(decoding: try String(contentsOf: file, encoding: .utf8), file: file.path))
        let scroll = try #require(run.steps[2].animation)
        let rows = panels(SVGFilmstripRenderer.render(RecordedRun(run))).suffix(7)
        try #require(rows.count == 7)
        var tops: [Double] = []
        for panel in rows {
            let header = try #require(panel.first { $0.contains("<title>header 0 ") }, "the pinned header is drawn")
            let translate = try #require(header.components(separatedBy: "translate(").last?.split(separator: ")").first?.split(separator: " "))
            tops.append(try #require(Double(String(translate[1]))))
        }
        #expect(Set(tops.map { ($0 * 1000).rounded() }).count == 1, "the pinned header stays put on screen: \(tops)")
        let offsets = try #require(scroll.contentOffsetTrack)
        #expect(offsets.value(at: 0).y == 0 && offsets.value(at: scroll.duration).y == 300, "the run scrolls, so the frames differ")
        let cells = rows.map { panel in panel.first { $0.contains("<title>cell 0-12 ") } }
        let centres = cells.compactMap { line in
            line?.components(separatedBy: "translate(").last?.split(separator: ")").first?.split(separator: " ").last.flatMap { Double(String($0)) }
        }
        #expect(centres.count >= 2 && zip(centres, centres.dropFirst()).allSatisfy { $0 > $1 }, "cell 0-12 moves up the screen: \(centres)")
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
        #expect(svg.contains(">cell 0-0 (before)</tspan><tspan x="), "a name and its identifier")
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
