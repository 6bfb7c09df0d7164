import Foundation
import Keyframes
import Testing

@Suite("Track timing")
@MainActor
struct TrackTimingTests {
    @Test("phases: before, running with the curve's progress, after")
    func phases() {
        let timing = TrackTiming(delay: 0.5, duration: 1, curve: .linear)
        #expect(timing.phase(at: 0.4) == .before)
        #expect(timing.phase(at: 0.5) == .running(progress: 0))
        #expect(timing.phase(at: 0.75) == .running(progress: 0.25))
        #expect(timing.phase(at: 1.5) == .after)
        #expect(timing.startTime == 0.5 && timing.endTime == 1.5)
    }

    @Test("velocity is the curve's slope while running, 0 otherwise")
    func velocity() {
        let timing = TrackTiming(delay: 0, duration: 2, curve: .linear)
        #expect(timing.velocity(at: 1) == 0.5)
        #expect(timing.velocity(at: 2) == 0)
    }
}
