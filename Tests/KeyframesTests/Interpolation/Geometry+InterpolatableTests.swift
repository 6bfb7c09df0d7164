import Foundation
import Keyframes
import Testing

@Suite("Interpolating geometry")
@MainActor
struct GeometryInterpolatableTests {
    @Test("a point moves on the chord")
    func point() {
        let point = CGPoint(x: 0, y: 10).interpolated(to: CGPoint(x: 100, y: 30), progress: 0.25)
        #expect(point == CGPoint(x: 25, y: 15))
    }

    @Test("a size interpolates width and height")
    func size() {
        #expect(CGSize(width: 10, height: 20).interpolated(to: CGSize(width: 30, height: 0), progress: 0.5) == CGSize(width: 20, height: 10))
    }

    @Test("a rect interpolates centre and size: growing about a fixed centre keeps the centre")
    func rect() {
        let start = CGRect(x: 40, y: 40, width: 20, height: 20)
        let end = CGRect(x: 0, y: 0, width: 100, height: 100)
        let middle = start.interpolated(to: end, progress: 0.5)
        #expect(middle == CGRect(x: 20, y: 20, width: 60, height: 60))
        #expect(start.interpolated(to: end, progress: 0) == start)
        #expect(start.interpolated(to: end, progress: 1) == end)
    }

    @Test("a moving and resizing rect: origin = centre − size/2 at every progress")
    func rectMoveAndResize() {
        let start = CGRect(x: 0, y: 0, width: 50, height: 50)
        let end = CGRect(x: 100, y: 200, width: 150, height: 10)
        for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
            let rect = start.interpolated(to: end, progress: progress)
            let center = CGPoint(x: 25, y: 25).interpolated(to: CGPoint(x: 175, y: 205), progress: progress)
            #expect(CGPoint(x: rect.midX, y: rect.midY).isApproximatelyEqual(to: center, tolerance: 1e-12))
        }
    }
}
