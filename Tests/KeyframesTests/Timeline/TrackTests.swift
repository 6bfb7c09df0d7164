import Foundation
import Keyframes
import Testing

@Suite("Tracks")
@MainActor
struct TrackTests {
    static let easeTrack = Track(from: 120.0, to: 240.0, timing: TrackTiming(delay: 0.1, duration: 0.25, curve: .easeInEaseOut))

    @Test("before the start the track holds its start value, from the end on its end value")
    func holds() {
        #expect(Self.easeTrack.value(at: -5) == 120)
        #expect(Self.easeTrack.value(at: 0.1) == 120)
        #expect(Self.easeTrack.value(at: 0.35) == 240)
        #expect(Self.easeTrack.value(at: 99) == 240)
        #expect(Self.easeTrack.value(at: .nan) == 240)
    }

    @Test("in between it follows the curve: easeInEaseOut at x = 0.25 is 0.129161931")
    func follows() {
        let value = Self.easeTrack.value(at: 0.1 + 0.0625)
        #expect(value.isApproximatelyEqual(to: 120 + 120 * 0.129161931, tolerance: 1e-6))
    }

    @Test("frames at 60 Hz: t = k/60, the last frame is the first at or after the end and shows the end exactly",
          arguments: [0.2, 0.25, 0.4, 0.5, 1.0 / 3, 2.075, 1.025])
    func framesLandOnEnd(duration: Double) {
        for rate in [60.0, 120.0] {
            let track = Track(from: 0.0, to: 0.3, timing: TrackTiming(duration: duration, curve: .linear))
            let frames = track.frames(rate: rate)
            let grid = FrameGrid(rate: rate, through: duration)
            #expect(frames.last == 0.3)
            #expect(grid[grid.count - 1] >= duration)
            #expect(grid[grid.count - 2] < duration)
            for (index, value) in frames.enumerated() {
                #expect(value == track.value(at: Double(index) / rate))
            }
        }
    }

    @Test("a spring track runs in real seconds and snaps to the end value at its duration")
    func springTrack() {
        let track = Track(from: 0.0, to: 300.0, timing: TrackTiming(duration: 0.5, curve: .spring(Spring(duration: 0.5, dampingRatio: 0.7))))
        #expect(track.value(at: 0.25).isApproximatelyEqual(to: 300 * 1.041133, tolerance: 1e-3))
        #expect(track.value(at: 0.4999).isApproximatelyEqual(to: 300 * 0.998572, tolerance: 0.01))
        #expect(track.value(at: 0.5) == 300)
    }

    @Test("zero-duration tracks jump at their start")
    func zeroDuration() {
        let track = Track(from: 1, to: 2, timing: TrackTiming(delay: 0.1, duration: 0, curve: .linear))
        #expect(track.value(at: 0.05) == 1)
        #expect(track.value(at: 0.1) == 2)
    }

    @Test("hidden and zIndex tracks switch by the reference's rules")
    func discreteTracks() {
        let timing = TrackTiming(duration: 0.25, curve: .linear)
        let appearing = Track(from: true, to: false, timing: timing)
        let disappearing = Track(from: false, to: true, timing: timing)
        #expect(appearing.value(at: 0) == false)
        #expect(disappearing.value(at: 0.2499) == false)
        #expect(disappearing.value(at: 0.25) == true)
        #expect(Track(from: 0, to: 3, timing: timing).value(at: 0) == 3)
    }

    @Test("tracks encode and decode")
    func coding() throws {
        let data = try JSONEncoder().encode(Self.easeTrack)
        #expect(try JSONDecoder().decode(Track<Double>.self, from: data) == Self.easeTrack)
    }
}
