import Foundation
import Keyframes
import Testing

@Suite("Retargeting")
@MainActor
struct TrackRetargetingTests {
    @Test("the new track starts from the value on screen at the interruption")
    func continuity() {
        let running = Track(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0), timing: TrackTiming(duration: 0.25, curve: .easeInEaseOut))
        let next = running.retargeted(at: 0.1, to: CGPoint(x: 0, y: 50), timing: TrackTiming(duration: 0.25, curve: .easeInEaseOut))
        #expect(next.from == running.value(at: 0.1))
        #expect(next.value(at: 0) == running.value(at: 0.1))
        #expect(next.value(at: 0.25) == CGPoint(x: 0, y: 50))
    }

    @Test("a spring inherits the velocity projected on the new direction, in new distances per second")
    func springVelocity() {
        let running = Track(from: 0.0, to: 100.0, timing: TrackTiming(duration: 1, curve: .linear))
        let spring = TimingCurve.spring(Spring(mass: 1, stiffness: 100, damping: 20))
        let further = running.retargeted(at: 0.5, to: 150.0, timing: TrackTiming(duration: 1, curve: spring))
        // 100 points per second towards a target 100 points away: one distance per second.
        guard case .spring(let forward) = further.timing.curve else { Issue.record("not a spring"); return }
        #expect(forward.initialVelocity.isApproximatelyEqual(to: 1, tolerance: 1e-12))
        let back = running.retargeted(at: 0.5, to: 0.0, timing: TrackTiming(duration: 1, curve: spring))
        guard case .spring(let backward) = back.timing.curve else { Issue.record("not a spring"); return }
        #expect(backward.initialVelocity.isApproximatelyEqual(to: -2, tolerance: 1e-12))
        // The value's velocity is continuous: 100 pt/s before and after.
        let h = 1e-7
        let after = (back.value(at: h) - back.value(at: 0)) / h
        #expect(after.isApproximatelyEqual(to: 100, tolerance: 1e-3))
    }

    @Test("retargeting onto the value on screen gives zero velocity, not NaN")
    func zeroDistance() {
        let running = Track(from: 0.0, to: 100.0, timing: TrackTiming(duration: 1, curve: .linear))
        let stay = running.retargeted(at: 0.5, to: 50.0, timing: TrackTiming(duration: 1, curve: .spring(Spring())))
        guard case .spring(let spring) = stay.timing.curve else { Issue.record("not a spring"); return }
        #expect(spring.initialVelocity == 0)
    }
}
