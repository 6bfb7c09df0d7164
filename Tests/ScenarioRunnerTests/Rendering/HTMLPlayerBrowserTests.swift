@testable import ScenarioRunner
import CollectionViewSimulator
import Foundation
import Testing
@testable import TimelineOutput

/// The HTML player in a real browser: headless Chromium loads rendered pages at addresses that
/// name a moment, with a fixed virtual time, and dumps the document it shows.
///
/// Skipped, by name, where Chromium is not installed; `BATCHSIM_REQUIRE_CHROMIUM=1` (which `.ci/run`
/// sets) turns its absence into a failure.
@Suite("HTML player in Chromium")
@MainActor
struct HTMLPlayerBrowserTests {
    nonisolated static let chromium: String? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(Browser.find).first
    nonisolated static let required = ProcessInfo.processInfo.environment["BATCHSIM_REQUIRE_CHROMIUM"] == "1"
    static let folder = Browser.folder(forThisProcessUnder: PackageFolders.root.appendingPathComponent(".build/player-test"))

    @Test("Chromium is installed where the environment requires it (BATCHSIM_REQUIRE_CHROMIUM=1)", .enabled(if: HTMLPlayerBrowserTests.required))
    func installed() {
        #expect(Self.chromium != nil, "BATCHSIM_REQUIRE_CHROMIUM=1 but no chromium on PATH; install it: apt-get install -y chromium")
    }

    @Test("in Chromium the page shows the timeline's values at the address's moment, failed steps' messages, and no errors",
          .enabled(if: HTMLPlayerBrowserTests.chromium != nil, "Chromium is not installed"))
    func player() throws {
        let browser = Browser(executable: try #require(Self.chromium), folder: Self.folder)
        var moments: [(run: ScenarioRun, step: Int, time: Double?)] = []
        for name in ["circle-insert-delete", "flow-section-operations", "invalid-per-operation"] {
            let file = PackageFolders.scenarios.appendingPathComponent("\(name)/scenario.json")
            let run = ScenarioRun(try Scenario(decoding: try String(contentsOf: file, encoding: .utf8), file: file.path))
            try browser.write(HTMLPlayerRenderer.render(RecordedRun(run)), name: name)
            let failed = run.steps.first { $0.error != nil }
            let step = try #require(run.steps.first { !$0.stages.isEmpty })
            let duration = try #require(step.animation?.duration)
            moments += (failed.map { [(run, $0.index, nil)] } ?? [(run, step.index, 0)])
                + [(run, step.index, duration / 2), (run, step.index, duration)]
        }
        try browser.write(HTMLPlayerRenderer.render(RecordedRun(moments[0].run)).replacingOccurrences(of: "</body>", with: Self.controls + "</body>"),
                          name: "controls")
        var results = try browser.run(moments.map { moment in
            Browser.Job(page: moment.run.scenario.name,
                        fragment: "step=\(moment.step)" + (moment.time.map { "&t=\(FixedDecimal.format($0))" } ?? ""))
        } + [Browser.Job(page: "controls", fragment: "step=0&t=0")])
        try checkControls(try String(contentsOf: results.removeLast().document, encoding: .utf8))
        for (result, moment) in zip(results, moments) {
            #expect(!result.errorOutput.contains("Uncaught"), "\(result.job): \(result.errorOutput)")
            let dom = try String(contentsOf: result.document, encoding: .utf8)
            #expect(PlayerDocument.text(of: "pre", id: "errors", in: dom) == "", "\(result.job): no script errors")
            if let time = moment.time {
                try checkPositions(dom, run: moment.run, step: moment.step, time: time)
            } else {
                #expect(PlayerDocument.text(of: "pre", id: "message", in: dom) == moment.run.steps[moment.step].error?.description)
                #expect(dom.contains("class=\"main failed\""), "\(result.job): the message replaces the animation")
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: result.screenshot.path)[.size] as? Int) ?? 0
            #expect(size > 1_000, "\(result.job): a screenshot")
            print("screenshot: \(result.screenshot.path)")
        }
    }

    @Test("in Chromium an interrupted step greys out after its interruption, and the page at an instant of the scenario shows the run's screen then; a scroll's frames move the visible rectangle as the run's offset does",
          .enabled(if: HTMLPlayerBrowserTests.chromium != nil, "Chromium is not installed"))
    func interruptionsAndScrolls() throws {
        let browser = Browser(executable: try #require(Self.chromium), folder: Self.folder)
        var runs: [String: ScenarioRun] = [:]
        for name in ["interrupted-updates", "compositional-photo-grid"] {
            let file = PackageFolders.scenarios.appendingPathComponent("\(name)/scenario.json")
            runs[name] = ScenarioRun(try Scenario(decoding: try String(contentsOf: file, encoding: .utf8), file: file.path))
            try browser.write(HTMLPlayerRenderer.render(RecordedRun(try #require(runs[name]))), name: name)
        }
        let interrupted = try #require(runs["interrupted-updates"]), scrolled = try #require(runs["compositional-photo-grid"])
        try browser.write(HTMLPlayerRenderer.render(RecordedRun(interrupted)).replacingOccurrences(of: "</body>", with: """
            <script>
            let clock = 0;
            performance.now = () => clock;
            document.getElementById("speed").value = "1";
            document.dispatchEvent(new KeyboardEvent("keydown", { key: " " }));
            clock = 200; tick(); tick();
            const shown = document.getElementById("now").dataset;
            document.body.dataset.played = shown.step + " " + shown.frame;
            const rows = document.querySelectorAll("#choreography .row");
            rows[2].dispatchEvent(new MouseEvent("mouseenter"));
            document.body.dataset.hovered = Array.from(document.querySelectorAll("#stage .view.hover")).map((g) => g.dataset.name).join(",");
            rows[2].dispatchEvent(new MouseEvent("mouseleave"));
            rows[3].dispatchEvent(new MouseEvent("click"));
            document.body.dataset.selected = document.getElementById("view").value + " "
              + Array.from(document.querySelectorAll("#stage .view.selected")).map((g) => g.dataset.name).join(",");
            </script>
            </body>
            """), name: "interrupted-play")
        let instant = 0.125 + 5.0 / 60   // frame 5 of the delete, which began 0.125 s after the insert
        let results = try browser.run([
            Browser.Job(page: "interrupted-play", fragment: "step=0&t=0"),
            Browser.Job(page: "interrupted-updates", fragment: "step=0&t=0.2"),
            Browser.Job(page: "interrupted-updates", fragment: "at=\(FixedDecimal.format(instant))"),
            Browser.Job(page: "compositional-photo-grid", fragment: "step=2&t=0.1"),
            Browser.Job(page: "interrupted-updates", fragment: "step=0&t=0.1"),
        ])
        try #require(results.count == 5)
        let played = try String(contentsOf: results[0].document, encoding: .utf8)
        #expect(PlayerDocument.attributes(of: "body", id: nil, in: played)?["data-played"] == "1 4",
                "playing the insert for 0.2 s goes on into the delete at 0.125 s: its frame 4 (0.075 s)")
        let body = PlayerDocument.attributes(of: "body", id: nil, in: played)
        let delete = try #require(interrupted.steps[1].animation)
        #expect(body?["data-hovered"] == delete.tracks[2].scenarioName, "hovering a row of the choreography highlights its view")
        #expect(body?["data-selected"] == "3 " + delete.tracks[3].scenarioName, "clicking a row selects its view")
        #expect(played.components(separatedBy: "class=\"row").count - 1 == delete.tracks.count, "one row per view")
        let doms = try results.dropFirst().map { try String(contentsOf: $0.document, encoding: .utf8) }
        for (result, dom) in zip(results.dropFirst(), doms) {
            #expect(PlayerDocument.text(of: "pre", id: "errors", in: dom) == "", "\(result.job): no script errors")
            print("screenshot: \(result.screenshot.path)")
        }

        let cut = try #require(PlayerDocument.attributes(of: "output", id: "now", in: doms[0]))
        #expect(cut["data-step"] == "0" && cut["data-interrupted"] == "true", "0.2 s into the insert, the delete has replaced it")
        #expect(doms[0].contains("class=\"interrupted\"") && doms[0].contains(">interrupted by step 1 at 0.125 s</text>"))
        #expect(doms[0].contains("class=\"interruption\""), "the choreography marks the interruption")

        let now = try #require(PlayerDocument.attributes(of: "output", id: "now", in: doms[1]))
        let screen = try #require(ScreenAtInstant(interrupted, at: instant))
        #expect(now["data-step"] == String(screen.step) && now["data-frame"] == "5" && now["data-interrupted"] == "false")
        #expect(now["data-scenario-time"] == FixedDecimal.format(instant))
        #expect(doms[1].contains("height 50.00 pt"), "the constants line writes units after values")
        let views = PlayerDocument.views(in: doms[1])
        let visible = screen.animation.tracks.filter { !$0.value(at: screen.time).isHidden }
        #expect(Set(views.map(\.name)) == Set(visible.map(\.scenarioName)))
        for view in views {
            let track = try #require(visible.first { $0.scenarioName == view.name })
            let value = track.value(at: screen.time)
            #expect(abs(view.center.x - Double(value.center.x)) <= 0.0005 + 1e-9 && abs(view.center.y - Double(value.center.y)) <= 0.0005 + 1e-9,
                    "\(view.name) at \(instant) s: the page's centre \(view.center), the run's \(value.center)")
            #expect(view.fill == ViewPalette.color(track.fate), "\(view.name) is drawn in its fate's colour in the step the screen shows")
        }

        let scroll = try #require(scrolled.steps[2].animation)
        let offset = try #require(scroll.contentOffsetTrack?.value(at: 6.0 / 60))
        let viewBox = try #require(PlayerDocument.attributes(of: "svg", id: "stage", in: doms[2])?["viewBox"]?.split(separator: " ").compactMap { Double($0) })
        #expect(viewBox.count == 4 && abs(viewBox[1] - Double(offset.y)) <= 0.0005 + 1e-9, "the visible rectangle is at the run's offset: \(viewBox) vs \(offset)")
        #expect(offset.y > 0 && offset.y < 300, "mid-scroll")
        #expect(PlayerDocument.views(in: doms[2]).contains { $0.name == "header 0" }, "the pinned header is drawn mid-scroll")

        // 0.1 s into the insert, cell 0-1 (drawn above) covers the new cell's middle: the new cell's
        // label is in the strip left of cell 0-1, shortened to fit it; an uncovered cell's is in its middle.
        let grid = PlayerDocument.views(in: doms[3])
        let inserted = try #require(grid.first { $0.name == "cell 0-0" }), above = try #require(grid.first { $0.name == "cell 0-1" })
        let label = try #require(inserted.label, "the covered cell keeps a label")
        #expect(label.x < above.center.x - above.size.width / 2 && label.x > inserted.center.x - inserted.size.width / 2,
                "cell 0-0's label at x \(label.x): between its left edge and cell 0-1's (\(above.center.x - above.size.width / 2))")
        #expect(label.text == "0-0")
        let uncovered = try #require(grid.first { $0.name == "cell 0-7" })
        // One line, centred on the view's middle as the SVG centres it: its baseline 0.35 em (3.15 px) below.
        #expect(uncovered.label.map { $0.x == uncovered.center.x && abs($0.y - (uncovered.center.y + 3.15)) < 0.001 && $0.text == "cell 0-7" } == true)
    }

    @Test("in Chromium the golden comparison page opens at the first difference, outlines the golden's views over the run's and lists every difference",
          .enabled(if: HTMLPlayerBrowserTests.chromium != nil, "Chromium is not installed"))
    func goldenComparison() throws {
        let browser = Browser(executable: try #require(Self.chromium), folder: Self.folder)
        let steps = #"[{"update": ["insert 0-0"]}, {"update": ["delete 0-2"]}]"#
        let golden = try ScenarioRunTests.run(steps: steps, extra: [("layout", #"{"flow": {"sectionInset": [0, 0, 0, 0]}}"#)])
        let run = try ScenarioRunTests.run(steps: steps, extra: [("layout", #"{"flow": {"sectionInset": [3, 3, 3, 3]}}"#)])
        let animations = (golden.steps.compactMap(\.animation), run.steps.compactMap(\.animation))
        let differences = TimelineDifference.all(expected: animations.0, actual: animations.1, tolerance: 0.001)
        let first = try #require(differences.first)
        try browser.write(GoldenComparisonPage.render(RecordedRun(run), golden: RecordedRun(golden), differences: differences), name: "compare")
        let result = try #require(try browser.run([Browser.Job(page: "compare", fragment: "")]).first)
        print("screenshot: \(result.screenshot.path)")
        let dom = try String(contentsOf: result.document, encoding: .utf8)
        #expect(PlayerDocument.text(of: "pre", id: "errors", in: dom) == "")
        let now = try #require(PlayerDocument.attributes(of: "output", id: "now", in: dom))
        let frame = Int(((first.time ?? 0) * 60).rounded())
        #expect(now["data-step"] == String(first.step ?? -1) && now["data-frame"] == String(frame), "opened at the first difference: \(first)")
        #expect(dom.components(separatedBy: "<li><a href=\"#step=").count - 1 == differences.count, "every difference is listed")
        #expect(dom.contains(GoldenComparisonPage.census(differences)))
        let ghosts = dom.components(separatedBy: "<g class=\"ghost\" data-name=\"").dropFirst().compactMap { $0.split(separator: "\"").first }
        let stage = try #require(golden.steps[first.step ?? 0].animation)
        let visible = stage.tracks.filter { !$0.value(at: Double(frame) / 60).isHidden }.map(\.scenarioName)
        #expect(Set(ghosts.map(String.init)) == Set(visible), "the golden's visible views are outlined")
    }

    @Test("the Web Animations export played by element.animate in Chromium shows the run's screen at every instant, across an interruption",
          .enabled(if: HTMLPlayerBrowserTests.chromium != nil, "Chromium is not installed"))
    func webAnimations() throws {
        let run = try WebAnimationsExporterTests.scenario("interrupted-updates")
        try checkWebAnimations(run, instants: (0...48).map { Double($0) / 120 }, page: "web-animations")
    }

    @Test("the Web Animations export played by element.animate in Chromium scrolls as the screen did: at instants of a scroll, the content has moved by the run's offset and the pinned header stays put",
          .enabled(if: HTMLPlayerBrowserTests.chromium != nil, "Chromium is not installed"))
    func webAnimationsScroll() throws {
        let run = try WebAnimationsExporterTests.scenario("compositional-photo-grid")
        let first = try #require(run.steps[0].animation), scroll = try #require(run.steps[2].animation)
        let start = scroll.startTime - first.startTime
        let instants = [0, 3, 6, 9, 12, 18].map { start + Double($0) / 60 }
        let rows = try checkWebAnimations(run, instants: instants, page: "web-animations-scroll")
        let tracks = run.steps.flatMap(\.stages).flatMap(\.tracks)
        let header = rows.filter { tracks[$0.index].scenarioName == "header 0" && $0.instant > 0 }
        #expect(header.count >= instants.count - 1 && header.allSatisfy { $0.numbers[1] == 0 }, "the pinned header stays at the top: \(header)")
        let cell = rows.filter { tracks[$0.index].scenarioName == "cell 0-8" }.map(\.numbers[1])
        #expect(Set(cell).count > 3, "a cell moves up the screen frame by frame: \(cell)")
    }

    /// Plays `run`'s Web Animations export in Chromium with `element.animate`, reads every visible
    /// element's `left`, `top`, `width`, `height` and `opacity` at `instants` (seconds on the
    /// scenario's clock) and checks them against the run's screen then, within 0.01 pt: only the
    /// views of the animation the screen shows, at their positions relative to the visible
    /// rectangle.
    ///
    /// - Returns: The rows read: the instant's index, the animation's index, the five numbers.
    @discardableResult
    private func checkWebAnimations(_ run: ScenarioRun, instants: [Double], page: String) throws -> [(instant: Int, index: Int, numbers: [Double])] {
        let browser = Browser(executable: try #require(Self.chromium), folder: Self.folder)
        let stages = run.steps.flatMap(\.stages)
        let tracks = stages.flatMap(\.tracks)
        let owner = stages.enumerated().flatMap { index, stage in stage.tracks.map { _ in index } }
        let exported = WebAnimationsExporter.render(RecordedRun(run)).replacingOccurrences(of: "</", with: "<\\/")
        try browser.write("""
            <!DOCTYPE html>
            <html><body><div id="box" style="position: relative; overflow: hidden; width: \(run.scenario.view.size.width)px; height: \(run.scenario.view.size.height)px"></div>
            <pre id="values"></pre><script>
            const exported = \(exported);
            const animations = exported.animations.map((a) => {
              const element = document.createElement("div");
              element.style.cssText = "position: absolute; visibility: hidden";
              document.getElementById("box").append(element);
              const animation = element.animate(a.keyframes, a.options); animation.pause();
              return [element, animation];
            });
            const values = [];
            \(instants).forEach((time, instant) => {
              animations.forEach(([element, animation], index) => {
                animation.currentTime = time * 1000;
                const style = getComputedStyle(element);
                if (style.visibility !== "visible") { return; }
                values.push([instant, index, ...[style.left, style.top, style.width, style.height, style.opacity].map(parseFloat)]);
              });
            });
            document.getElementById("values").textContent = JSON.stringify(values);
            </script></body></html>
            """, name: page)
        let result = try #require(try browser.run([Browser.Job(page: page, fragment: "")]).first)
        let dom = try String(contentsOf: result.document, encoding: .utf8)
        let text = try #require(PlayerDocument.text(of: "pre", id: "values", in: dom))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[Any]])
        var rows: [(instant: Int, index: Int, numbers: [Double])] = []
        for row in json {
            let instant = try #require(row[0] as? Int), index = try #require(row[1] as? Int), time = instants[instant]
            let screen = try #require(ScreenAtInstant(run, at: time))
            #expect(owner[index] == screen.index, "at \(time) s only animation \(screen.index)'s views show, not \(tracks[index].scenarioName) of \(owner[index])")
            let value = tracks[index].value(at: screen.time), origin = screen.viewportOrigin
            let expected = [value.frame.minX - origin.x, value.frame.minY - origin.y, value.size.width, value.size.height, value.alpha].map(Double.init)
            let numbers = row.dropFirst(2).compactMap { ($0 as? NSNumber)?.doubleValue }
            #expect(numbers.count == 5 && zip(numbers, expected).allSatisfy { abs($0 - $1) <= 0.01 },
                    "\(tracks[index].scenarioName) at \(time) s: \(numbers) vs the run's \(expected)")
            rows.append((instant, index, numbers))
        }
        for (instant, time) in instants.enumerated() {
            let screen = try #require(ScreenAtInstant(run, at: time))
            let visible = Set(tracks.indices.filter { owner[$0] == screen.index && !tracks[$0].value(at: screen.time).isHidden })
            #expect(Set(rows.filter { $0.instant == instant }.map(\.index)) == visible,
                    "at \(time) s (screen \(screen.time)) the visible views of animation \(screen.index)")
        }
        return rows
    }

    /// A script that plays with the player as a person would and writes what the page showed into
    /// `body`'s data attributes. It holds the page's clock (`performance.now`) and calls the page's
    /// `tick` (what its play timer calls) itself, so the frames shown while playing are exact
    /// whatever the machine's load: headless Chromium throttles the timer when busy.
    static let controls = """
        <script>
        let clock = 0;
        performance.now = () => clock;
        const press = (key) => document.dispatchEvent(new KeyboardEvent("keydown", { key }));
        const frame = () => document.getElementById("now").dataset.frame, record = (key) => { document.body.dataset[key] = frame(); };
        const set = (id, value) => { const control = document.getElementById(id); control[control.type === "checkbox" ? "checked" : "value"] = value; };
        const advance = (to) => { clock = to; tick(); };
        press("ArrowRight"); press("ArrowRight"); press("ArrowLeft"); record("arrows");
        set("loop", false); set("speed", "1"); press(" ");
        advance(100); record("playing");
        advance(1000); record("end"); document.body.dataset.button = document.getElementById("play").textContent;
        set("speed", "0.1"); press(" "); advance(1500); record("slow");
        set("loop", true); set("speed", "1"); advance(4000); record("looped");
        press(" ");
        </script>

        """

    /// Arrow keys step frames; space plays at the chosen speed, stops on the last frame without
    /// loop and starts again with it.
    private func checkControls(_ dom: String) throws {
        let body = try #require(PlayerDocument.attributes(of: "body", id: nil, in: dom))
        #expect(body["data-arrows"] == "1", "→ → ← from frame 0")
        #expect(body["data-playing"] == "7", "0.1 s after space at 100 % from frame 1 at 60 fps: frame 7")
        #expect(body["data-end"] == "18" && body["data-button"] == "Play", "stopped on the last frame without loop")
        #expect(body["data-slow"] == "3", "0.5 s at 10 % from frame 0 is 0.05 s: frame 3")
        #expect(body["data-looped"] == "0", "with loop, play past the end starts again at frame 0")
    }

    /// The dumped document is at `step` and the frame nearest `wanted` (the address's time, with
    /// three decimals), and draws every visible view where the timeline puts it at that frame.
    private func checkPositions(_ dom: String, run: ScenarioRun, step: Int, time wanted: Double) throws {
        let stage = try #require(run.steps[step].animation)
        let rate = run.steps[step].step.animation.frameRate
        let frame = Int(((FixedDecimal.format(wanted) as NSString).doubleValue * rate).rounded())
        let time = Double(frame) / rate
        let now = try #require(PlayerDocument.attributes(of: "output", id: "now", in: dom))
        #expect(now["data-step"] == String(step))
        #expect(now["data-frame"] == String(frame))
        #expect(now["data-time"] == FixedDecimal.format(time))
        let views = PlayerDocument.views(in: dom)
        let visible = stage.tracks.filter { !$0.value(at: time).isHidden }
        #expect(Set(views.map(\.name)) == Set(visible.map(\.scenarioName)))
        for view in views {
            let track = try #require(stage.tracks.first { $0.scenarioName == view.name })
            let value = track.value(at: time)
            let expected = [value.center.x, value.center.y, value.size.width, value.size.height].map(Double.init)
            for (shown, wanted) in zip([view.center.x, view.center.y, view.size.width, view.size.height], expected) {
                #expect(abs(shown - wanted) <= 0.0005 + 1e-9, "\(run.scenario.name) step \(step) at \(time) s: \(view.name) shows \(shown), the timeline \(wanted)")
            }
        }
        #expect(views.count == visible.count)
    }
}
