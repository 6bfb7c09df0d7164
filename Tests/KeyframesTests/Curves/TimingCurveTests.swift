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

    /// `staysBetweenEnds` against the progress itself: a curve it accepts never leaves 0…1 at
    /// 2,001 instants; each one it refuses leaves it at one of them.
    @Test("a curve stays between its ends exactly when its progress never leaves 0…1")
    func staysBetweenEnds() {
        func leaves(_ curve: TimingCurve) -> Bool {
            (0...2000).contains { step in
                let progress = curve.progress(atElapsed: Double(step) / 2000 * 0.6, duration: 0.5)
                return progress < 0 || progress > 1
            }
        }
        let staying: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default,
                                      .cubicBezier(CubicBezier(x1: 0.3, y1: 0, x2: 0.2, y2: 1)),
                                      .cubicBezier(CubicBezier(x1: 0.9, y1: 1, x2: 0.1, y2: 0))]
        let leaving: [TimingCurve] = [.cubicBezier(CubicBezier(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1)),
                                      .cubicBezier(CubicBezier(x1: 0.3, y1: 0, x2: 0.7, y2: 1.5)),
                                      .spring(Spring(duration: 0.3, dampingRatio: 0.5))]
        for curve in staying { #expect(curve.staysBetweenEnds && !leaves(curve), "\(curve)") }
        for curve in leaving { #expect(!curve.staysBetweenEnds && leaves(curve), "\(curve)") }
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
