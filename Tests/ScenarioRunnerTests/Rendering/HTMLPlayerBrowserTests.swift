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
        let names = ["circle-insert-delete", "flow-section-operations", "invalid-per-operation", "invalid-count-modern"]
        var runs: [String: ScenarioRun] = [:]
        for name in names {
            let file = PackageFolders.scenarios.appendingPathComponent("\(name)/scenario.json")
            let run = ScenarioRun(try Scenario(decoding: try String(contentsOf: file, encoding: .utf8), file: file.path))
            runs[name] = run
            try browser.write(HTMLPlayerRenderer.render(run), name: name)
        }
        let dumps = [("circle-insert-delete", 0, 0.1), ("flow-section-operations", 2, 0.05)]
        var jobs = dumps.map { Browser.Job.dump(page: $0.0, fragment: "step=\($0.1)&t=\($0.2)") }
        jobs.append(.dump(page: "invalid-count-modern", fragment: "step=1"))
        for name in names.prefix(3) {
            let run = try #require(runs[name])
            let step = try #require(run.steps.first { !$0.stages.isEmpty })
            let duration = try #require(step.animation?.duration)
            for time in [0, duration / 2, duration] {
                jobs.append(.screenshot(page: name, fragment: "step=\(step.index)&t=\(FixedDecimal.format(time))"))
            }
        }
        let results = try browser.run(jobs)
        for result in results {
            #expect(!result.errorOutput.contains("Uncaught"), "\(result.job): \(result.errorOutput)")
            if case .screenshot = result.job { print("screenshot: \(result.output.path)") }
        }
        for (index, (name, step, time)) in dumps.enumerated() {
            let dom = try String(contentsOf: results[index].output, encoding: .utf8)
            try checkPositions(dom, run: try #require(runs[name]), step: step, time: time)
        }
        let failed = try String(contentsOf: results[2].output, encoding: .utf8)
        let message = try #require(runs["invalid-count-modern"]?.steps[1].error?.description)
        #expect(PlayerDocument.text(of: "pre", id: "message", in: failed) == message)
        #expect(PlayerDocument.text(of: "pre", id: "errors", in: failed) == "")
        #expect(failed.contains("class=\"main failed\""))
        for result in results.dropFirst(3) {
            #expect((try? FileManager.default.attributesOfItem(atPath: result.output.path)[.size] as? Int) ?? 0 > 1_000)
        }
    }

    /// The dumped document is at `step` and the frame at `time`, and draws every visible view where the timeline puts it.
    private func checkPositions(_ dom: String, run: ScenarioRun, step: Int, time: Double) throws {
        #expect(PlayerDocument.text(of: "pre", id: "errors", in: dom) == "", "no script errors")
        let stage = try #require(run.steps[step].animation)
        let rate = run.steps[step].step.animation.frameRate
        let now = try #require(PlayerDocument.attributes(of: "output", id: "now", in: dom))
        #expect(now["data-step"] == String(step))
        #expect(now["data-frame"] == String(Int((time * rate).rounded())))
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
