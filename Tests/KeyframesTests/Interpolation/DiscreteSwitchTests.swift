import Foundation
import Keyframes
import Testing

@Suite("Discrete values")
@MainActor
struct DiscreteSwitchTests {
    @Test("the three switch rules")
    func rules() {
        #expect(DiscreteSwitch.atStart.value(from: 1, to: 2, progress: 0) == 2)
        #expect(DiscreteSwitch.atMidpoint.value(from: 1, to: 2, progress: 0.499) == 1)
        #expect(DiscreteSwitch.atMidpoint.value(from: 1, to: 2, progress: 0.5) == 2)
        #expect(DiscreteSwitch.atEnd.value(from: 1, to: 2, progress: 0.999) == 1)
    }

    @Test("zIndex takes its new value as soon as the track runs")
    func zIndex() {
        #expect(0.interpolated(to: 5, progress: 0) == 5)
        #expect(0.interpolated(to: 5, progress: 0.3) == 5)
    }

    @Test("hidden: becoming visible shows at once, becoming hidden waits for the end, both hidden stays hidden")
    func hidden() {
        #expect(true.interpolated(to: false, progress: 0) == false)
        #expect(false.interpolated(to: true, progress: 0.99) == false)
        #expect(true.interpolated(to: true, progress: 0.5) == true)
        #expect(false.interpolated(to: false, progress: 0.5) == false)
    }
}
