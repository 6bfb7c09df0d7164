import Foundation
import Keyframes
import Testing

@Suite("Springs: settling time")
@MainActor
struct SpringSettlingTests {
    @Test("SwiftUI's formula: CA default 1.739903 s, Spring(0.5 s, 0.3) 1.044713 s")
    func oscillating() {
        #expect(Spring().settlingDuration().isApproximatelyEqual(to: 1.739903, tolerance: 1e-6))
        #expect(Spring(perceptualDuration: 0.5, bounce: 0.3).settlingDuration().isApproximatelyEqual(to: 1.044713, tolerance: 1e-6))
    }

    @Test("a critical spring settles on the 0.1 s grid, once it stays within ε")
    func critical() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 20)
        let settled = spring.settlingDuration()
        #expect(abs(spring.displacement(at: settled)) < 0.001)
        #expect(abs(spring.displacement(at: settled - 0.1)) >= 0.001)
        #expect(settled.isApproximatelyEqual(to: (settled * 10).rounded() / 10, tolerance: 1e-12))
    }
}
