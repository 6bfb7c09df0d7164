@testable import ScenarioRunner
import CollectionViewSimulator
import Foundation
import Testing
@testable import TimelineOutput

@Suite("Lottie export")
@MainActor
struct LottieExporterTests {
    private func run() throws -> ScenarioRun {
        try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}, {"update": ["delete section 0"]}]"#,
                                 extra: [("layout", #"{"flow": {"headerHeight": 20}, "appearing": {"rotation": 90}}"#)])
    }

    private func json(_ run: ScenarioRun) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(LottieExporter.render(RecordedRun(run)).utf8)) as? [String: Any])
    }

    @Test("the document has the format's required keys, and so does every layer and its transform")
    func requiredKeys() throws {
        let run = try run()
        let document = try json(run)
        for key in ["v", "fr", "ip", "op", "w", "h", "layers"] { #expect(document[key] != nil, "top level: \(key)") }
        let layers = try #require(document["layers"] as? [[String: Any]])
        #expect(layers.count == run.trackCount)
        for layer in layers {
            for key in ["ty", "ind", "ks", "ip", "op", "st", "shapes", "nm"] { #expect(layer[key] != nil, "layer: \(key)") }
            #expect(layer["ty"] as? Int == 4)
            let transform = try #require(layer["ks"] as? [String: Any])
            for key in ["a", "p", "s", "r", "o"] { #expect((transform[key] as? [String: Any])?["k"] != nil, "ks.\(key)") }
            let shapes = try #require(layer["shapes"] as? [[String: Any]])
            #expect(shapes.compactMap { $0["ty"] as? String } == ["rc", "st", "fl"])
        }
        #expect((layers.map { $0["ind"] as? Int }) == Array(1...layers.count).map { $0 })
    }

    /// What a Lottie player shows of `property` at `frame`: the fixed value, or the keyframes'
    /// values eased from each keyframe to the next along the cubic Bézier of its `o` and `i`
    /// handles, held before the first and after the last.
    static func evaluate(_ property: LottieDocument.Property, at frame: Double) -> [Double] {
        switch property {
        case .fixed(let values):
            return values
        case .animated(let keyframes):
            guard let next = keyframes.firstIndex(where: { $0.t > frame }) else { return keyframes.last?.s ?? [] }
            guard next > 0 else { return keyframes[0].s }
            let (a, b) = (keyframes[next - 1], keyframes[next])
            let progress = eased((frame - a.t) / (b.t - a.t), out: a.o, in: a.i)
            return zip(a.s, b.s).map { $0 + ($1 - $0) * progress }
        }
    }

    /// Lottie's easing: the cubic Bézier from (0, 0) to (1, 1) with control points `out` and `in`,
    /// solved for `x` by bisection (the curve's x grows with its parameter).
    static func eased(_ x: Double, out: LottieDocument.Easing, in handle: LottieDocument.Easing) -> Double {
        let bezier = { (p1: Double, p2: Double, u: Double) in 3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<80 {
            let middle = (low + high) / 2
            if bezier(out.x[0], handle.x[0], middle) < x { low = middle } else { high = middle }
        }
        return bezier(out.y[0], handle.y[0], (low + high) / 2)
    }

    /// Every layer shows, at every frame of the document (and halfway between, unless `halfFrames` is false), what the run's
    /// screen shows then: the layers in are the views of the animation begun last, each at its
    /// centre relative to the visible rectangle and with its opacity.
    private func checkEveryFrame(_ run: ScenarioRun, tolerance: Double = 1e-6, halfFrames: Bool = true) throws {
        let document = LottieExporter.document(RecordedRun(run))
        let stages = run.steps.flatMap(\.stages)
        let tracks = stages.flatMap(\.tracks)
        let layerStage = stages.enumerated().flatMap { index, stage in stage.tracks.map { _ in index } }
        try #require(document.layers.count == tracks.count && !stages.isEmpty)
        var frame = 0.0
        while frame < document.op {
            let screen = try #require(ScreenAtInstant(run, at: frame / document.fr))
            let shown = document.layers.indices.filter { document.layers[$0].ip <= frame && frame < document.layers[$0].op }
            #expect(Set(shown.map { layerStage[$0] }) == [screen.index], "frame \(frame): the layers of animation \(screen.index) are in")
            for index in shown where layerStage[index] == screen.index {
                let layer = document.layers[index], track = tracks[index]
                let value = track.value(at: screen.time), origin = screen.viewportOrigin
                let position = Self.evaluate(layer.ks.p, at: frame), opacity = Self.evaluate(layer.ks.o, at: frame)
                let size = Self.evaluate(try #require(layer.shapes.first?.s), at: frame)
                #expect(abs(position[0] - (value.center.x - origin.x)) <= tolerance && abs(position[1] - (value.center.y - origin.y)) <= tolerance,
                        "\(layer.nm) at frame \(frame): \(position) vs the run's \(value.center) - \(origin)")
                #expect(abs(size[0] - value.size.width) <= tolerance && abs(size[1] - value.size.height) <= tolerance,
                        "\(layer.nm) at frame \(frame): size \(size) vs the run's \(value.size)")
                #expect(abs(opacity[0] - (value.isHidden ? 0 : value.alpha * 100)) <= tolerance, "\(layer.nm) at frame \(frame): opacity \(opacity)")
            }
            frame += halfFrames ? 0.5 : 1
        }
    }

    @Test("evaluated at every frame, the layers show the run's screen: the steps one after another")
    func everyFrame() throws {
        try checkEveryFrame(try run())
    }

    @Test("evaluated at every frame, an interrupted scenario plays on without a jump: the interrupted step's layers go out at the interruption")
    func interrupted() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"]}, {"update": ["delete 0-3"], "interruptAt": 0.125}]"#)
        try checkEveryFrame(run)
        let document = LottieExporter.document(RecordedRun(run))
        let cell = document.layers.filter { $0.nm == "cell 0-0" }
        try #require(cell.count == 2)
        #expect(cell[0].op == 7.5 && cell[1].ip == 7.5, "out and in at 0.125 s, frame 7.5 at 60 fps")
        #expect(Self.evaluate(cell[0].ks.o, at: 7.5) == [50] && Self.evaluate(cell[1].ks.o, at: 7.5) == [50],
                "half faded in when the delete interrupts, on both sides of the boundary")
    }

    @Test("only what changes is keyframed: a property that stays is written once, a straight stretch as its two ends")
    func onlyChanges() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["insert 0-0"], "animation": {"curve": "linear"}}]"#)
        let document = LottieExporter.document(RecordedRun(run))
        let inserted = try #require(document.layers.first { $0.nm == "cell 0-0" })
        guard case .fixed = inserted.ks.p else { Issue.record("the inserted cell fades in where it is: \(inserted.ks.p)"); return }
        guard case .animated(let fade) = inserted.ks.o else { Issue.record("the opacity is keyframed"); return }
        #expect(fade.map(\.s) == [[0], [100]], "a linear fade is its two ends")
        let unchanged = try #require(document.layers.first { $0.nm == "cell 0-1" })
        #expect(unchanged.ks.r == .fixed([0]) && unchanged.ks.s == .fixed([100, 100, 100]))
    }

    @Test("a Bézier-timed view is eased by Lottie: its start and end with the run's curve as handles; evaluated at every half frame it gives the run's values within 0.0005 pt")
    func eased() throws {
        let run = try ScenarioRunTests.run(steps: #"""
            [{"update": ["insert 0-0", "delete 0-2"], "animation": {"curve": "easeInEaseOut", "duration": 0.3, "delay": 0.05}},
             {"update": ["move 0-0 -> 0-2"], "animation": {"curve": "easeOut", "duration": 0.21}}]
            """#, extra: [("layout", #"{"flow": {}, "appearing": {"scale": 0.5}}"#)])
        try checkEveryFrame(run, tolerance: 0.0005)
        let document = LottieExporter.document(RecordedRun(run))
        let moved = try #require(document.layers.first { $0.nm == "cell 0-1" })
        guard case .animated(let slide) = moved.ks.p else { Issue.record("the cell after the insert slides: \(moved.ks.p)"); return }
        #expect(slide.count == 3, "held through the delay, then one eased segment: \(slide)")
        #expect(slide[1].t == 3 && slide[2].t == 21, "from 0.05 s to 0.35 s at 60 fps")
        #expect(slide[1].o == LottieDocument.Easing(x: [0.42], y: [0]) && slide[1].i == LottieDocument.Easing(x: [0.58], y: [1]), "easeInEaseOut")
        let scales = document.layers.compactMap { layer -> Int? in
            guard case .animated(let keyframes) = layer.ks.s else { return nil }
            return keyframes.count
        }
        #expect(!scales.isEmpty && scales.allSatisfy { $0 <= 3 }, "the appearing cell's scale is eased too: \(scales)")
    }

    @Test("a spring keeps keyframes at the frames it shows, linear between, without those on a straight line")
    func spring() throws {
        let run = try ScenarioRunTests.run(steps: #"[{"update": ["move 0-0 -> 0-2"], "animation": {"curve": {"spring": {"duration": 0.4, "bounce": 0.3}}}}]"#)
        try checkEveryFrame(run, halfFrames: false)
        let document = LottieExporter.document(RecordedRun(run))
        let layer = try #require(document.layers.first { $0.nm == "cell 0-0" })
        guard case .animated(let bounce) = layer.ks.p else { Issue.record("the moved cell springs: \(layer.ks.p)"); return }
        #expect(bounce.count > 3 && bounce.allSatisfy { $0.o == LottieDocument.Easing(x: [0], y: [0]) })
    }

    @Test("colours are the fates' colours as fractions")
    func colours() {
        #expect(LottieExporter.rgba("#ff8000") == [1, 128.0 / 255, 0, 1])
    }
}
