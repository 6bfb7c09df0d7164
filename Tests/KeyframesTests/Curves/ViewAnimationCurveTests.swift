import Foundation
import Keyframes
import Testing

@Suite("UIKit animation curves")
@MainActor
struct ViewAnimationCurveTests {
    @Test("UIKit's curves map to Core Animation's, easeInOut to easeInEaseOut")
    func mapping() {
        #expect(ViewAnimationCurve.easeInOut.timingCurve == .easeInEaseOut)
        #expect(ViewAnimationCurve.easeIn.timingCurve == .easeIn)
        #expect(ViewAnimationCurve.easeOut.timingCurve == .easeOut)
        #expect(ViewAnimationCurve.linear.timingCurve == .linear)
        #expect(ViewAnimationCurve.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("animation options carry the curve in bits 16–19; options [] mean easeInOut")
    func options() {
        #expect(ViewAnimationCurve(optionsRawValue: 0) == .easeInOut)
        #expect(ViewAnimationCurve(optionsRawValue: 1 << 16) == .easeIn)
        #expect(ViewAnimationCurve(optionsRawValue: 2 << 16 | 1 << 1) == .easeOut)
        #expect(ViewAnimationCurve(optionsRawValue: 3 << 16) == .linear)
        #expect(ViewAnimationCurve(optionsRawValue: 7 << 16) == nil)
    }
}
