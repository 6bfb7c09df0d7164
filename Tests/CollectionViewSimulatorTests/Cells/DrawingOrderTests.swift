import CollectionViewSimulator
import Foundation
import Testing

@Suite("The one drawing order of a collection view's views")
@MainActor
struct DrawingOrderTests {
    private func place(_ zIndex: CGFloat, _ element: ElementID, before: Bool = false) -> DrawingOrder {
        DrawingOrder(zIndex: zIndex, element: element, isNamedBeforeUpdate: before)
    }

    @Test("back to front by zIndex, then cells, supplementary and decoration views by index path, then after-named first")
    func order() {
        let item0 = ElementID.cell(IndexPath(item: 0, section: 0)), item1 = ElementID.cell(IndexPath(item: 1, section: 0))
        let header = ElementID.header(0), shelf = ElementID.decoration("shelf", at: IndexPath(item: 0, section: 0))
        let places = [place(0, shelf), place(1, item0), place(0, item1, before: true), place(0, header), place(0, item1), place(-1, item1)]
        let sorted = Array(0..<places.count).sortedInDrawingOrder { places[$0] }
        #expect(sorted == [5, 4, 2, 3, 0, 1])
    }

    @Test("views in the same place keep the order they came in")
    func stable() {
        let item = ElementID.cell(IndexPath(item: 0, section: 0))
        #expect(["a", "b", "c"].sortedInDrawingOrder { _ in place(0, item) } == ["a", "b", "c"])
    }
}
