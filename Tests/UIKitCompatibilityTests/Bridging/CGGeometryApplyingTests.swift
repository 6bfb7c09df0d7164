// Core Graphics' geometry API (Apple's on a Mac, the shim's on Linux): the same expectations hold on both.
import Testing
import UIKitCompatibility

@Suite("CoreGraphics geometry applying a transform")
@MainActor
struct CGGeometryApplyingTests {
    @Test("a rectangle turned a quarter about the origin is bounded by its turned corners")
    func rectApplying() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX - -60) < 1e-9 && abs(turned.minY - 10) < 1e-9)
        #expect(abs(turned.width - 40) < 1e-9 && abs(turned.height - 30) < 1e-9)
        #expect(rect.applying(CGAffineTransform(translationX: 5, y: -5)) == CGRect(x: 15, y: 15, width: 30, height: 40))
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
    }

    @Test("points move with the translation, sizes without it")
    func pointAndSize() {
        let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 3, y: 4))
        #expect(CGSize(width: 1, height: 1).applying(t) == CGSize(width: 2, height: 3))
    }

    @Test("equalTo compares exactly")
    func equalTo() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2.0001)))
        #expect(CGRect(x: 0, y: 0, width: 1, height: 1).equalTo(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }
}
