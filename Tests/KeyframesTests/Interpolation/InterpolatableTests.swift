import Foundation
import Keyframes
import Testing

@Suite("Interpolating numbers")
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
}
