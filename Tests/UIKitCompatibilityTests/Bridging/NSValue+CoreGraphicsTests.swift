import Testing
import UIKitCompatibility

@Suite("UIKit's NSValue and IndexPath spellings")
@MainActor
struct NSValueCoreGraphicsTests {
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
