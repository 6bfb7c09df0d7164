import Foundation
import Keyframes
import Testing

@Suite("Timelines")
@MainActor
struct TimelineTests {
    static func sample() -> Timeline<String, Double> {
        let ease = TrackTiming(duration: 0.25, curve: .easeInEaseOut)
        var timeline = Timeline<String, Double>()
        timeline["cell 0-2"] = Track(from: 0, to: 10, timing: ease)
        timeline["cell 0-0"] = Track(from: 5, to: 6, timing: TrackTiming(delay: 0.1, duration: 0.3, curve: .spring(Spring())))
        timeline["cell 0-1"] = Track(from: 1, to: 0, timing: ease)
        return timeline
    }

    @Test("tracks stay in key order whatever the insertion order; setting nil removes")
    func ordering() {
        var timeline = Self.sample()
        #expect(timeline.keys == ["cell 0-0", "cell 0-1", "cell 0-2"])
        timeline["cell 0-1"] = nil
        #expect(timeline.keys == ["cell 0-0", "cell 0-2"])
        #expect(timeline["cell 0-2"]?.to == 10)
        #expect(Timeline(["b": Track(from: 0.0, to: 1.0, timing: TrackTiming(duration: 1, curve: .linear)),
                          "a": Track(from: 0.0, to: 1.0, timing: TrackTiming(duration: 1, curve: .linear))]).keys == ["a", "b"])
    }

    @Test("keyframes are the analytic segments")
    func keyframes() {
        let segments = Self.sample().keyframes
        #expect(segments.map(\.key) == ["cell 0-0", "cell 0-1", "cell 0-2"])
        #expect(segments[0].startTime == 0.1 && segments[0].endTime.isApproximatelyEqual(to: 0.4, tolerance: 1e-15))
        #expect(segments[2].curve == .easeInEaseOut && segments[2].from == 0 && segments[2].to == 10)
    }

    @Test("dense sampling equals value(at: k / rate) for every frame and ends on the end values")
    func sampling() {
        let timeline = Self.sample()
        let sampling = timeline.sampled(rate: 120)
        #expect(sampling.frames.count == 49)   // 0.4 s at 120 Hz: frames 0…48
        for frame in sampling.frames.indices {
            #expect(Array(sampling.values(atFrame: frame)) == timeline.values(at: Double(frame) / 120))
        }
        #expect(Array(sampling.values(atFrame: 48)) == [6, 0, 10])
        #expect(sampling[frame: 0, track: 0] == 5)
    }

    @Test("dense sampling of huge ends of opposite signs stays finite in every phase mix (the overflow guard is on the sampling path)")
    func samplingHugeEnds() {
        let most = Double.greatestFiniteMagnitude
        var timeline = Timeline<Int, CGPoint>()
        timeline[0] = Track(from: CGPoint(x: most, y: -most), to: CGPoint(x: -most, y: most), timing: TrackTiming(duration: 0.25, curve: .linear))
        timeline[1] = Track(from: CGPoint(x: -most, y: 1), to: CGPoint(x: most, y: 2), timing: TrackTiming(delay: 0.1, duration: 0.2, curve: .easeIn))
        let sampling = timeline.sampled(rate: 60)
        #expect(sampling.values.allSatisfy { $0.x.isFinite && $0.y.isFinite }, "\(sampling.values)")
        for frame in sampling.frames.indices {
            #expect(Array(sampling.values(atFrame: frame)) == timeline.values(at: Double(frame) / 60))
        }
        // One shared timing takes the all-running pass on every running frame.
        timeline[1] = nil
        #expect(timeline.sampled(rate: 60).values.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test("an empty timeline samples one empty frame")
    func empty() {
        let sampling = Timeline<Int, Double>().sampled(rate: 60)
        #expect(sampling.frames.count == 1 && sampling.values.isEmpty)
    }
}
