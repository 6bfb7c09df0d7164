import CollectionViewSimulator
import Foundation
import Testing

@Suite("Snapping to pixels")
struct CGFloatPixelSnappingTests {
    @Test("rounds to the nearest pixel, halves away from zero")
    func roundsToPixels() {
        #expect(CGFloat(10.1).snappedToPixels(scale: 3) == 30.0 / 3)
        #expect(CGFloat(10.2).snappedToPixels(scale: 3) == 31.0 / 3)
        #expect(CGFloat(0.25).snappedToPixels(scale: 2) == 0.5)
        #expect(CGFloat(-0.25).snappedToPixels(scale: 2) == -0.5)
        #expect(CGFloat(7.3).snappedToPixels(scale: 1) == 7)
    }

    @Test("a scale that is not a positive number leaves the value alone", arguments: [0, -2, CGFloat.nan])
    func noSnapping(scale: CGFloat) {
        #expect(CGFloat(10.123).snappedToPixels(scale: scale) == 10.123)
    }
}
