import Foundation
import Keyframes
import Testing

@Suite("Comparison within a tolerance")
@MainActor
struct ApproximatelyEquatableTests {
    @Test("numbers match within the tolerance and not beyond it")
    func numbers() {
        #expect(1.0.isApproximatelyEqual(to: 1.0 + 1e-10, tolerance: 1e-9))
        #expect(!1.0.isApproximatelyEqual(to: 1.0 + 1e-8, tolerance: 1e-9))
        #expect(CGFloat(2).isApproximatelyEqual(to: 2.5, tolerance: 0.5))
        #expect(Float(1).isApproximatelyEqual(to: 1.25, tolerance: 0.25))
    }

    @Test("NaN never matches; infinities match only themselves")
    func specialValues() {
        #expect(!Double.nan.isApproximatelyEqual(to: .nan, tolerance: 1))
        #expect(Double.infinity.isApproximatelyEqual(to: .infinity, tolerance: 0))
        #expect(!Double.infinity.isApproximatelyEqual(to: -.infinity, tolerance: 1e300))
    }

    @Test("points, sizes and rects compare every coordinate")
    func geometry() {
        #expect(CGPoint(x: 1, y: 2).isApproximatelyEqual(to: CGPoint(x: 1.001, y: 2), tolerance: 0.01))
        #expect(!CGPoint(x: 1, y: 2).isApproximatelyEqual(to: CGPoint(x: 1, y: 2.1), tolerance: 0.01))
        #expect(!CGSize(width: 1, height: 2).isApproximatelyEqual(to: CGSize(width: 1, height: 3), tolerance: 0.5))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.isApproximatelyEqual(to: CGRect(x: 0.001, y: 0, width: 10, height: 10.001), tolerance: 0.01))
        #expect(!rect.isApproximatelyEqual(to: CGRect(x: 0, y: 0, width: 10, height: 11), tolerance: 0.01))
    }

    @Test("transforms compare every entry")
    func transforms() {
        var nudged = Transform3D.identity
        nudged.m34 = 1e-3
        #expect(!nudged.isApproximatelyEqual(to: .identity, tolerance: 1e-4))
        #expect(nudged.isApproximatelyEqual(to: .identity, tolerance: 1e-2))
        #expect(Transform2D(translationX: 0, y: 1e-12).isApproximatelyEqual(to: .identity, tolerance: 1e-9))
    }

    @Test("a transform matches itself as its entries do: with an infinity, not with a NaN")
    func transformsWithSpecialValues() {
        var infinite = Transform3D.identity
        infinite.m41 = .infinity
        #expect(infinite.isApproximatelyEqual(to: infinite, tolerance: 0))
        #expect(!infinite.isApproximatelyEqual(to: .identity, tolerance: 1e300))
        var undefined = Transform3D.identity
        undefined.m41 = .nan
        #expect(!undefined.isApproximatelyEqual(to: undefined, tolerance: 1))
    }
}
