@testable import ScenarioRunner
import CollectionViewSimulator
import Foundation
import Testing
@testable import TimelineOutput

@Suite("Lottie export")
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

    @Test("keyframes are the timeline's centres at the frames, in increasing time, within the layer's in and out points")
    func positions() throws {
        let run = try run()
        let document = LottieExporter.document(RecordedRun(run))
        let tracks = run.steps.flatMap { step in step.stages.flatMap { stage in stage.tracks.map { (stage, $0, step.step.animation.frameRate) } } }
        try #require(document.layers.count == tracks.count)
        for (layer, (stage, track, rate)) in zip(document.layers, tracks) {
            guard case .animated(let keyframes) = layer.ks.p else { Issue.record("\(layer.nm): position is not keyframed"); continue }
            #expect(zip(keyframes, keyframes.dropFirst()).allSatisfy { $0.t < $1.t })
            #expect(keyframes.first?.t == layer.ip)
            #expect(keyframes.allSatisfy { $0.t <= layer.op })
            for (k, keyframe) in keyframes.enumerated() {
                let center = track.value(at: Double(k) / rate).center
                #expect(abs(keyframe.s[0] - (center.x - stage.after.bounds.minX)) <= 1e-6, "\(layer.nm) frame \(k)")
                #expect(abs(keyframe.s[1] - (center.y - stage.after.bounds.minY)) <= 1e-6, "\(layer.nm) frame \(k)")
            }
        }
    }

    @Test("colours are the fates' colours as fractions")
    func colours() {
        #expect(LottieExporter.rgba("#ff8000") == [1, 128.0 / 255, 0, 1])
    }
}
