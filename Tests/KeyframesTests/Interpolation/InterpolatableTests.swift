import Foundation
import Keyframes
import Testing

@Suite("Interpolating numbers")
@MainActor
struct InterpolatableTests {
    @Test("numbers interpolate linearly and land exactly on both ends")
    func numbers() {
        #expect(10.0.interpolated(to: 20, progress: 0.25) == 12.5)
        #expect(CGFloat(0.1).interpolated(to: 0.3, progress: 1) == 0.3)
        #expect(0.1.interpolated(to: 0.7, progress: 1) == 0.7)
        #expect(0.1.interpolated(to: 0.7, progress: 0) == 0.1)
        #expect(Float(0).interpolated(to: 1, progress: 0.5) == 0.5)
        #expect(CGFloat(1).interpolated(to: 0, progress: 1.1).isApproximatelyEqual(to: -0.1, tolerance: 1e-15))
    }

    @Test("a spring's overshoot extrapolates")
    func overshoot() {
        #expect(100.0.interpolated(to: 200, progress: 1.124355).isApproximatelyEqual(to: 212.4355, tolerance: 1e-9))
    }

    @Test("huge finite ends of opposite signs, whose difference overflows, interpolate through finite values")
    func oppositeHugeEnds() {
        let most = Double.greatestFiniteMagnitude
        for (start, end) in [(most, -most), (-most, most), (1e308, -1e308), (-1e308, 5)] {
            #expect(start.interpolated(to: end, progress: 0) == start)
            #expect(start.interpolated(to: end, progress: 1) == end)
            for progress in [0.0, 0.1, 0.25, 0.5, 0.75, 0.9, 1.0] {
                let value = start.interpolated(to: end, progress: progress)
                #expect(value.isFinite, "\(start) → \(end) at \(progress): \(value)")
                #expect(value >= min(start, end) && value <= max(start, end), "\(start) → \(end) at \(progress): \(value)")
            }
        }
        #expect(most.interpolated(to: -most, progress: 0.5) == 0)
        #expect(abs(CGFloat(-most).interpolated(to: CGFloat(most), progress: 0.25) + most / 2) <= most * 1e-15)
        // A NaN end stays NaN: the check for non-finite values is the caller's.
        #expect(0.0.interpolated(to: .nan, progress: 0.5).isNaN)
    }
}
