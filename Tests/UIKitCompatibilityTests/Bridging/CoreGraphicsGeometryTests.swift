// Linux only: Apple platforms have CoreGraphics' own geometry API.
#if !canImport(Darwin)
import Testing
import UIKitCompatibility

@Suite("CoreGraphics geometry that Linux lacks")
struct CoreGraphicsGeometryTests {
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

    @Test("NSValue keeps points, sizes and rectangles under UIKit's names")
    func values() {
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("an index path's row is its item")
    func row() {
        var indexPath = IndexPath(row: 3, section: 1)
        #expect(indexPath == IndexPath(item: 3, section: 1))
        indexPath.row = 5
        #expect(indexPath.item == 5 && indexPath.row == 5)
    }
}
#endif
