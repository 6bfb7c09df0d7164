import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

@Suite("Web Animations export")
@MainActor
struct WebAnimationsExporterTests {
    /// A keyframe's numbers as the browser reads them: `left`, `top`, `width`, `height` (px),
    /// `opacity`, then the sixteen entries of `matrix3d`.
    static func numbers(_ keyframe: WebAnimationsExporter.Keyframe) -> [Double] {
        let pixels = [keyframe.left, keyframe.top, keyframe.width, keyframe.height].map { Double($0.dropLast(2)) ?? .nan }
        let matrix = keyframe.transform.dropFirst("matrix3d(".count).dropLast().split(separator: ",")
            .map { Double($0.trimmingCharacters(in: .whitespaces)) ?? .nan }
        return pixels + [keyframe.opacity] + matrix
    }

    /// What Web Animations computes at `time` seconds for keyframes with linear easing: the offset
    /// `time / duration`, then each number interpolated linearly between the keyframes around it.
    static func evaluate(_ animation: WebAnimationsExporter.Animation, at time: Double) -> [Double] {
        let frames = animation.keyframes
        let offset = animation.options.duration > 0 ? min(max(time * 1000 / animation.options.duration, 0), 1) : 1
        guard let next = frames.firstIndex(where: { $0.offset > offset }), next > 0 else {
            return numbers(frames[offset <= 0 ? 0 : frames.count - 1])
        }
        let (a, b) = (frames[next - 1], frames[next])
        let progress = (offset - a.offset) / (b.offset - a.offset)
        return zip(numbers(a), numbers(b)).map { $0 + ($1 - $0) * progress }
    }

    /// The run's value as the screen shows it: the frame's corner relative to the visible
    /// rectangle's origin `origin`, the size, alpha and transform.
    static func expected(_ value: AnimatedAttributes, origin: CGPoint = .zero) -> [Double] {
        [value.frame.minX - origin.x, value.frame.minY - origin.y, value.size.width, value.size.height, value.alpha].map(Double.init)
            + value.transform3D.components.map(Double.init)
    }

    private func check(_ run: ScenarioRun, times: (UpdateAnimation, Double) -> [Double], count: Int) throws {
        let document = WebAnimationsExporter.document(RecordedRun(run))
        let tracks = run.steps.flatMap(\.stages).flatMap(\.tracks)
        let stages = run.steps.flatMap { step in step.stages.flatMap { stage in stage.tracks.map { _ in (stage, step.step.animation.frameRate) } } }
        try #require(document.animations.count == tracks.count)
        var checked = 0
        for (animation, (track, (stage, rate))) in zip(document.animations, zip(tracks, stages)) {
            #expect(animation.element == track.scenarioName)
            for time in times(stage, rate) {
                let actual = Self.evaluate(animation, at: time), wanted = Self.expected(track.value(at: time))
                #expect(actual.count == wanted.count)
                for (index, (a, w)) in zip(actual, wanted).enumerated() {
                    #expect(abs(a - w) <= 1e-6, "\(animation.element) at \(time) s, number \(index): \(a) vs \(w)")
                }
                checked += 1
            }
        }
        #expect(checked >= count)
    }

    @Test("evaluated at every frame, the keyframes give the timeline's values within 1e-6, whatever the curve")
    func everyFrame() throws {
        let run = try ScenarioRunTests.run(
            steps: #"[{"update": ["insert 0-0", "delete 0-2"], "animation": {"curve": "easeInEaseOut"}}, {"update": ["move 0-0 -> 0-2"], "animation": {"curve": {"spring": {"duration": 0.4, "bounce": 0.3}}}}]"#,
            extra: [("layout", #"{"flow": {}, "appearing": {"rotation": 45, "scale": 0.5}}"#)])
        try check(run, times: { stage, rate in
            Array(stage.frameGrid(rate: rate))
        }, count: 50)
    }

    @Test("for a linear curve, the keyframes give the timeline's values between frames too (seeded times)")
    func betweenFrames() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0", "move 0-1 -> 0-2"], "animation": {"duration": 0.3}}]"#)
        var generator = SeededGenerator(seed: 1_616)
        try check(run, times: { stage, _ in (0..<20).map { _ in Double.random(in: 0...stage.duration, using: &generator) } }, count: 40)
    }

    @Test("on the scenario's clock (delay, duration, fill), the animations running at each instant show the run's screen, across an interruption")
    func scenarioClock() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}, {"update": ["delete 0-3"], "interruptAt": 0.125}, {"update": ["insert 0-1"]}]"#)
        let document = WebAnimationsExporter.document(RecordedRun(run))
        let stages = run.steps.flatMap(\.stages)
        let tracks = stages.flatMap(\.tracks)
        let owner = stages.enumerated().flatMap { index, stage in stage.tracks.map { _ in index } }
        try #require(document.animations.count == tracks.count)
        #expect(Set(document.animations.filter { $0.step == 1 }.map(\.options.delay)) == [125])
        #expect(Set(document.animations.filter { $0.step == 0 }.map(\.options.duration)) == [125], "step 0 ends where step 1 interrupts it")
        for time in stride(from: 0.0, through: 0.7, by: 1.0 / 240) {
            let screen = try #require(ScreenAtInstant(run, at: time))
            let milliseconds = time * 1000
            let running = document.animations.indices.filter { index in
                let options = document.animations[index].options
                return options.delay <= milliseconds + 1e-9
                    && (milliseconds < options.delay + options.duration - 1e-9 || options.fill == "forwards")
            }
            #expect(Set(running.map { owner[$0] }) == [screen.index], "at \(time) s the views of animation \(screen.index) run")
            for index in running where owner[index] == screen.index {
                let animation = document.animations[index]
                let actual = Self.evaluate(animation, at: time - animation.options.delay / 1000)
                let wanted = Self.expected(tracks[index].value(at: screen.time), origin: screen.viewportOrigin)
                #expect(zip(actual, wanted).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(animation.element) at \(time) s: \(actual) vs \(wanted)")
            }
        }
    }

    @Test("during a scroll the keyframes are on the screen: the content moves by the run's offset at every frame and the pinned header stays put")
    func scroll() throws {
        let run = try Self.scenario("compositional-photo-grid")
        let stage = try #require(run.steps[2].animation)
        let rate = run.steps[2].step.animation.frameRate
        let document = WebAnimationsExporter.document(RecordedRun(run))
        let scroll = document.animations.filter { $0.step == 2 }
        try #require(scroll.count == stage.tracks.count)
        var moved = 0
        for (animation, track) in zip(scroll, stage.tracks) {
            for time in stage.frameGrid(rate: rate) {
                let origin = try #require(stage.contentOffsetTrack?.value(at: time))
                let actual = Self.evaluate(animation, at: time), wanted = Self.expected(track.value(at: time), origin: origin)
                #expect(zip(actual, wanted).allSatisfy { abs($0 - $1) <= 1e-6 }, "\(animation.element) at \(time) s: \(actual) vs \(wanted)")
            }
            let ends = [Self.evaluate(animation, at: 0)[1], Self.evaluate(animation, at: stage.duration)[1]]
            if animation.element == "header 0" {
                #expect(ends == [0, 0], "the pinned header stays at the top of the screen")
            } else if ends[0] != ends[1] {
                moved += 1
            }
        }
        #expect(moved > 0, "the cells move up the screen")
    }

    @Test("the JSON reads back as the same document")
    func roundTrip() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}]"#)
        let text = WebAnimationsExporter.render(RecordedRun(run))
        #expect(try JSONDecoder().decode(WebAnimationsExporter.Document.self, from: Data(text.utf8)) == WebAnimationsExporter.document(RecordedRun(run)))
        #expect(text.contains("\"easing\" : \"linear\""))
    }

    /// The run of the scenario `name` in `Scenarios/`.
    static func scenario(_ name: String) throws -> ScenarioRun {
        let file = PackageFolders.scenarios.appendingPathComponent("\(name)/scenario.json")
        return ScenarioRun(try Scenario(decoding: try String(contentsOf: file, encoding: .utf8), file: file.path))
    }
}
