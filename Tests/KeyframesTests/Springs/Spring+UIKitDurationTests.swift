import Foundation
import Keyframes
import Testing

@Suite("Springs: UIKit's duration + damping ratio over every input UIKit accepts")
@MainActor
struct SpringUIKitDurationTests {
    /// Issue #15's grid: 10 durations from 0.01 s to 10 s, 9 ratios from 0.001 past 1, 5 velocities.
    static let durations = [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10]
    static let ratios = [0.001, 0.01, 0.1, 0.3, 0.5, 0.7, 1, 2, 10]
    static let velocities: [Double] = [-5, -1, 0, 1, 5]

    @Test("every grid point gives finite parameters and a motion within 1% of the target from the duration on")
    func grid() {
        var failures: [String] = []
        for duration in Self.durations {
            for ratio in Self.ratios {
                for velocity in Self.velocities {
                    let spring = Spring(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
                    if let problem = Self.problem(with: spring, duration: duration) {
                        failures.append("(\(duration) s, \(ratio), \(velocity)): \(problem)")
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) of 450 points: \(failures.prefix(8).joined(separator: "; "))")
    }

    @Test("the issue's minimal cases: NaN at (0.01 s, 0.001, 5), a spring that overshoots to 1.249 at (0.25 s, 0.3, 5)")
    func minimalCases() {
        let nan = Spring(duration: 0.01, dampingRatio: 0.001, initialVelocity: 5)
        #expect(nan.stiffness.isFinite && nan.damping.isFinite)
        let overshoot = Spring(duration: 0.25, dampingRatio: 0.3, initialVelocity: 5)
        #expect(abs(overshoot.displacement(at: 0.999 * 0.25)) <= 0.01)
    }

    @Test("where Framer's root leaves less than 1% at the end, the mapping is Framer's; below, the full envelope is 1%")
    func mappingBranches() {
        // Framer's envelope is the sine term's alone: √(1+B²)/B·0.001 is under 1% for ratio 0.3.
        let framer = Spring(duration: 0.5, dampingRatio: 0.3)
        #expect(framer.displacementEnvelope(at: 0.5) < 0.01)
        // Ratio 0.01: Framer's root leaves 10%; the full envelope is raised to 1% at the end.
        let raised = Spring(duration: 0.5, dampingRatio: 0.01)
        #expect(raised.displacementEnvelope(at: 0.5).isApproximatelyEqual(to: 0.01, tolerance: 1e-9))
    }

    /// What is wrong with a spring built for `duration`, or `nil`.
    static func problem(with spring: Spring, duration: Double) -> String? {
        guard spring.stiffness.isFinite, spring.stiffness > 0, spring.damping.isFinite, spring.damping >= 0 else {
            return "k \(spring.stiffness), c \(spring.damping)"
        }
        let end = min(max(duration, 0.01), 10)
        for step in 0...400 {
            let time = Double(step) / 200 * end
            let progress = spring.progress(at: time)
            guard progress.isFinite else { return "progress \(progress) at \(time) s" }
            if time >= end, abs(1 - progress) > 0.01 + 1e-12 {
                return "progress \(progress) at \(time) s, after the duration"
            }
        }
        return nil
    }
}
