import CollectionViewSimulator
import Foundation
import Testing

@Suite("Row decoration flow layout")
@MainActor
struct RowDecorationFlowLayoutTests {
    @Test("one decoration behind each row, full width, behind the cells")
    func rows() throws {
        let layout = RowDecorationFlowLayout()
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = prepared(layout, width: 320, height: 480, counts: [8, 2])
        let kind = RowDecorationFlowLayout.rowDecorationKind
        // Section 0 rows at y 10 and 70; section 0 ends at 130; section 1's row at 140.
        let row1 = try #require(layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 1, section: 0)))
        #expect(row1.frame == rect(0, 70, 320, 50))
        #expect(row1.zIndex == -1)
        #expect(row1.representedElementCategory == .decorationView)
        #expect(layout.frame(ofDecoration: kind, item: 0, section: 1) == rect(0, 140, 320, 50))
        #expect(layout.layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 2, section: 0)) == nil)
        let onScreen = layout.layoutAttributesForElements(in: rect(0, 0, 320, 65)) ?? []
        #expect(onScreen.filter { $0.representedElementCategory == .decorationView }.map(\.indexPath) == [IndexPath(item: 0, section: 0)])
        #expect(onScreen.filter { $0.representedElementCategory == .cell }.count == 5)
        #expect(layout.registeredDecorationViewKinds == [kind])
        _ = view
    }
}

extension CollectionViewLayout {
    fileprivate func frame(ofDecoration kind: String, item: Int, section: Int) -> CGRect {
        layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame ?? .null
    }
}
