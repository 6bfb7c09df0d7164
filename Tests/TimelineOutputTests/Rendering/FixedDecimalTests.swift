import Foundation
import Testing
@testable import TimelineOutput

@Suite("Fixed decimals")
@MainActor
struct FixedDecimalTests {
    @Test("three decimals, half away from zero, no -0", arguments: [
        (72.5, "72.500"), (0, "0.000"), (-0.0, "0.000"), (-0.0004, "0.000"), (-0.0005, "-0.001"), (0.0005, "0.001"),
        (1.23456, "1.235"), (-12.3, "-12.300"), (1e6, "1000000.000"), (Double.nan, "nan"), (-Double.infinity, "-inf"),
    ])
    func format(value: Double, text: String) {
        #expect(FixedDecimal.format(value) == text)
    }

    @Test("rectangles, points and attributes")
    func shapes() {
        #expect(FixedDecimal.rect(CGRect(x: -0.0001, y: 1, width: 2.5, height: 3)) == "[0.000, 1.000, 2.500, 3.000]")
        #expect(FixedDecimal.point(CGPoint(x: -0.0, y: 0.1)) == "[0.000, 0.100]")
    }
}
