import Foundation
@testable import ScenarioRunner
import Testing

/// The HTML player in a real browser: headless Chromium loads rendered pages at addresses that
/// name a moment, with a fixed virtual time, and dumps the document it shows.
///
/// Skipped, by name, where Chromium is not installed; `BATCHSIM_REQUIRE_CHROMIUM=1` (which `.ci/run`
/// sets) turns its absence into a failure.
@Suite("HTML player in Chromium")
struct HTMLPlayerBrowserTests {
    static let chromium: String? = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(Browser.find).first
    static let required = ProcessInfo.processInfo.environment["BATCHSIM_REQUIRE_CHROMIUM"] == "1"
    static let folder = PackageFolders.root.appendingPathComponent(".build/player-test")

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
            try browser.write(HTMLPlayerRenderer.render(run), name: name)
            let failed = run.steps.first { $0.error != nil }
            let step = try #require(run.steps.first { !$0.stages.isEmpty })
            let duration = try #require(step.animation?.duration)
            moments += (failed.map { [(run, $0.index, nil)] } ?? [(run, step.index, 0)])
                + [(run, step.index, duration / 2), (run, step.index, duration)]
        }
        try browser.write(HTMLPlayerRenderer.render(moments[0].run).replacingOccurrences(of: "</body>", with: Self.controls + "</body>"),
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

    /// A script that plays with the player as a person would, in virtual time, and writes what the
    /// page showed into `body`'s data attributes.
    static let controls = """
        <script>
        const press = (key) => document.dispatchEvent(new KeyboardEvent("keydown", { key }));
        const frame = () => document.getElementById("now").dataset.frame, record = (key) => { document.body.dataset[key] = frame(); };
        press("ArrowRight"); press("ArrowRight"); press("ArrowLeft"); record("arrows");
        document.getElementById("loop").checked = false; document.getElementById("speed").value = "1"; press(" ");
        setTimeout(() => record("playing"), 150);
        setTimeout(() => {
          record("end"); document.body.dataset.button = document.getElementById("play").textContent;
          document.getElementById("speed").value = "0.1"; press(" ");
        }, 800);
        setTimeout(() => record("slow"), 1300);
        </script>

        """

    /// Arrow keys step frames; space plays at the chosen speed and stops at the end without loop;
    /// at 10 % half a second of play moves 0.05 s. The bounds on frames while playing are loose:
    /// the page's timers fire late under load, even in virtual time.
    private func checkControls(_ dom: String) throws {
        let body = try #require(PlayerDocument.attributes(of: "body", id: nil, in: dom))
        #expect(body["data-arrows"] == "1", "→ → ← from frame 0")
        let playing = try #require(body["data-playing"].flatMap { Int($0) })
        #expect(playing > 1, "0.15 s after space at 100 %, it has moved on from frame 1")
        #expect(body["data-end"] == "18" && body["data-button"] == "Play", "stopped on the last frame without loop")
        let slow = try #require(body["data-slow"].flatMap { Int($0) })
        #expect((1...9).contains(slow), "0.5 s at 10 % is 0.05 s, frame 3 (at 100 % it would have ended at 18); timers in virtual time run a little late")
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
        #expect(Set(views.map(\.name)) == Set(visible.map(\.element.description)))
        for view in views {
            let track = try #require(stage.tracks.first { $0.element.description == view.name })
            let value = track.value(at: time)
            let expected = [value.center.x, value.center.y, value.size.width, value.size.height].map(Double.init)
            for (shown, wanted) in zip([view.center.x, view.center.y, view.size.width, view.size.height], expected) {
                #expect(abs(shown - wanted) <= 0.0005 + 1e-9, "\(run.scenario.name) step \(step) at \(time) s: \(view.name) shows \(shown), the timeline \(wanted)")
            }
        }
        #expect(views.count == visible.count)
    }
}
