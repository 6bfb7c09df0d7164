import CollectionViewSimulator
import Foundation
import Testing
import TimelineOutput

@Suite("Timeline tolerance")
@MainActor
struct TimelineToleranceTests {
    @Test("an absolute tolerance bounds the difference; a relative one scales with the magnitude")
    func numbers() {
        let absolute: TimelineTolerance = 0.001
        #expect(absolute.matches(72.5, 72.5009))
        #expect(!absolute.matches(72.5, 72.502))
        #expect(!absolute.matches(1e7, 1e7 + 1))
        let noise = TimelineTolerance.roundingNoise
        #expect(noise.matches(1e7, 1e7 + 0.001), "relative: a billionth of ten million")
        #expect(!noise.matches(1, 1 + 1e-6))
        #expect(noise.matches(Double.infinity, .infinity))
        #expect(!noise.matches(Double.nan, .nan))
    }

    @Test("values match when their JSON forms agree but for numbers within the tolerance")
    func values() {
        let tolerance = TimelineTolerance(absolute: 0.01)
        #expect(tolerance.matches(CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0.005, y: 0, width: 50, height: 50)))
        #expect(!tolerance.matches(CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 0.02, y: 0, width: 50, height: 50)))
        #expect(!tolerance.matches(["a"], ["b"]))
        #expect(!tolerance.matches([1.0], [1.0, 2.0]))
    }
}
