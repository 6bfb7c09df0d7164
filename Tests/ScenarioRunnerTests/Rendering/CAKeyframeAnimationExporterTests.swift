@testable import ScenarioRunner
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing
@testable import TimelineOutput

@Suite("CAKeyframeAnimation export")
@MainActor
struct CAKeyframeAnimationExporterTests {
    private func run() throws -> ScenarioRun {
        try ScenarioRunTests.run(steps: #"""
            [{"update": ["insert 0-0"], "animation": {"curve": "easeOut", "delay": 0.1}},
             {"update": ["delete 0-1"], "animation": {"curve": {"spring": {"mass": 1, "stiffness": 100, "damping": 10}}, "duration": 0.5}}]
            """#, extra: [("layout", #"{"flow": {}, "appearing": {"rotation": 30}}"#)])
    }

    @Test("every animation has as many keyTimes as values, increasing within 0...1, and one timing function per interval")
    func shape() throws {
        let document = CAKeyframeAnimationExporter.document(RecordedRun(try run()))
        let animations = document.views.flatMap(\.animations)
        #expect(animations.count == document.views.count * 4)
        for animation in animations {
            #expect(animation.keyTimes.count == animation.values.count, "\(animation.keyPath)")
            #expect(zip(animation.keyTimes, animation.keyTimes.dropFirst()).allSatisfy { $0 < $1 })
            #expect(animation.keyTimes.allSatisfy { (0...1).contains($0) })
            #expect(animation.keyTimes.first == 0 && animation.keyTimes.last == 1)
            #expect(animation.timingFunctions.count == animation.values.count - 1)
            #expect(animation.timingFunctions.allSatisfy { $0.count == 4 })
            let width = ["position": 2, "bounds.size": 2, "opacity": 1, "transform": 16][animation.keyPath]
            #expect(animation.values.allSatisfy { $0.count == width })
        }
    }

    @Test("a Bézier-timed view is two values with the curve's control points, its delay and duration")
    func bezier() throws {
        let run = try run()
        let view = try #require(CAKeyframeAnimationExporter.document(RecordedRun(run)).views.first { $0.step == 0 && $0.element == "cell 0-0" })
        let track = try #require(run.steps[0].animation?.tracks.first { $0.scenarioName == "cell 0-0" })
        let opacity = try #require(view.animations.first { $0.keyPath == "opacity" })
        #expect(opacity.values == [[Double(track.start.alpha)], [Double(track.end.alpha)]])
        #expect(opacity.timingFunctions == [[0, 0, 0.58, 1]])
        #expect(opacity.beginTime == 0.1 && opacity.duration == 0.25)
    }

    @Test("a spring is baked: each value is the timeline's value at its key time")
    func spring() throws {
        let run = try run()
        let stage = try #require(run.steps[1].animation)
        let rate = run.steps[1].step.animation.frameRate
        for view in CAKeyframeAnimationExporter.document(RecordedRun(run)).views where view.step == 1 {
            let track = try #require(stage.tracks.first { $0.scenarioName == view.element })
            let position = try #require(view.animations.first { $0.keyPath == "position" })
            #expect(position.values.count > 2)
            #expect(abs(position.duration - Double(position.values.count - 1) / rate) <= 1e-9, "the frame grid's last frame")
            for (frame, value) in position.values.enumerated() {
                let center = track.value(at: Double(frame) / rate).center
                #expect(abs(value[0] - center.x) <= 1e-6 && abs(value[1] - center.y) <= 1e-6, "\(view.element) at frame \(frame)")
            }
        }
    }

    @Test("an interrupted step's animations end at the interruption on the value shown then; the interrupting step's begin there")
    func interrupted() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}, {"update": ["delete 0-3"], "interruptAt": 0.125}]"#)
        let document = CAKeyframeAnimationExporter.document(RecordedRun(run))
        let first = try #require(document.views.first { $0.step == 0 && $0.element == "cell 0-0" })
        let opacity = try #require(first.animations.first { $0.keyPath == "opacity" })
        #expect(opacity.beginTime == 0 && opacity.duration == 0.125)
        #expect(opacity.values.last == [0.5] && opacity.keyTimes.last == 1, "half faded in when the delete begins")
        let second = try #require(document.views.first { $0.step == 1 && $0.element == "cell 0-0" })
        let resumed = try #require(second.animations.first { $0.keyPath == "opacity" })
        #expect(resumed.beginTime == 0.125 && resumed.values.first == [0.5])
    }

    @Test("during a scroll, positions are the run's screen samples: every frame's centre minus the visible rectangle's origin then; the pinned header stays put")
    func scroll() throws {
        let run = try WebAnimationsExporterTests.scenario("compositional-photo-grid")
        let stage = try #require(run.steps[2].animation)
        let offsets = try #require(stage.contentOffsetTrack), first = try #require(run.steps[0].animation)
        let views = CAKeyframeAnimationExporter.document(RecordedRun(run)).views.filter { $0.step == 2 }
        try #require(views.count == stage.tracks.count)
        for (view, track) in zip(views, stage.tracks) {
            let position = try #require(view.animations.first { $0.keyPath == "position" })
            #expect(position.values.count > 2 && position.beginTime == stage.startTime - first.startTime)
            for (value, keyTime) in zip(position.values, position.keyTimes) {
                let time = keyTime * position.duration, offset = offsets.value(at: time), center = track.value(at: time).center
                #expect(abs(value[0] - (center.x - offset.x)) <= 1e-6 && abs(value[1] - (center.y - offset.y)) <= 1e-6,
                        "\(view.element) at \(time) s: \(value) vs the screen's \(center) - \(offset)")
            }
            if view.element == "header 0" {
                #expect(Set(position.values.map { $0[1] }) == [22], "the pinned header's centre stays 22 pt from the top")
            }
        }
        #expect(views.contains { $0.element == "header 0" })
    }

    @Test("the JSON reads back as the same document")
    func roundTrip() throws {
        let run = try run()
        let text = CAKeyframeAnimationExporter.render(RecordedRun(run))
        #expect(try JSONDecoder().decode(CAKeyframeAnimationExporter.Document.self, from: Data(text.utf8))
            == CAKeyframeAnimationExporter.document(RecordedRun(run)))
    }
}
