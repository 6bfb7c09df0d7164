import Foundation
import Keyframes
import Testing

@Suite("Timing curves")
@MainActor
struct TimingCurveTests {
    @Test("named cases use the named Bézier curves")
    func namedCases() {
        #expect(TimingCurve.easeIn.bezier == .easeIn)
        #expect(TimingCurve.easeOut.bezier == .easeOut)
        #expect(TimingCurve.easeInEaseOut.bezier == .easeInEaseOut)
        #expect(TimingCurve.default.bezier == .default)
        #expect(TimingCurve.linear.bezier == .linear)
        #expect(TimingCurve.spring(Spring()).bezier == nil)
    }

    @Test("Bézier progress is time-normalised and clamped")
    func bezierProgress() {
        let curve = TimingCurve.easeInEaseOut
        #expect(curve.progress(atElapsed: 0.075, duration: 0.3).isApproximatelyEqual(to: 0.129161931, tolerance: 1e-9))
        #expect(curve.progress(atElapsed: 0.3, duration: 0.3) == 1)
        #expect(curve.progress(atElapsed: -1, duration: 0.3) == 0)
        #expect(curve.progress(atElapsed: 0, duration: 0) == 1)
        #expect(TimingCurve.linear.progress(atElapsed: 0.1, duration: 0.4) == 0.25)
        #expect(TimingCurve.linear.progress(atElapsed: 0.5, duration: 0.4) == 1)
    }

    @Test("springs run in real seconds, whatever the duration")
    func springProgress() {
        let curve = TimingCurve.spring(Spring())
        #expect(curve.progress(atElapsed: 0.3, duration: 5).isApproximatelyEqual(to: 1.124355, tolerance: 1e-6))
        #expect(curve.progress(atElapsed: 0.3, duration: 0.1).isApproximatelyEqual(to: 1.124355, tolerance: 1e-6))
    }

    @Test("velocity is the slope divided by the duration, zero outside the animation")
    func velocity() {
        let curve = TimingCurve.easeInEaseOut
        #expect(curve.velocity(atElapsed: 0.25, duration: 0.5).isApproximatelyEqual(to: 1.724138 / 0.5, tolerance: 1e-5))
        #expect(curve.velocity(atElapsed: 0.6, duration: 0.5) == 0)
        #expect(curve.velocity(atElapsed: -0.1, duration: 0.5) == 0)
        #expect(TimingCurve.spring(Spring(initialVelocity: 3)).velocity(atElapsed: 0, duration: 1) == 3)
    }
}
