import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

@Suite("Converting points and rectangles between views")
@MainActor
struct ViewCoordinatesTests {
    @Test("a point goes through each frame's origin and a scroll view's content offset, both ways")
    func throughFramesAndOffset() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let collectionView = CollectionView(frame: CGRect(x: 20, y: 100, width: 300, height: 400),
                                            collectionViewLayout: CollectionViewFlowLayout())
        root.addSubview(collectionView)
        let cell = View(frame: CGRect(x: 10, y: 500, width: 100, height: 50))
        collectionView.addSubview(cell)
        collectionView.contentOffset = CGPoint(x: 0, y: 450)
        // The cell's origin: 10 + 20 across, 500 − 450 + 100 down.
        #expect(cell.convert(CGPoint.zero, to: root) == CGPoint(x: 30, y: 150))
        #expect(cell.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 35, y: 155))
        #expect(root.convert(CGPoint(x: 35, y: 155), to: cell) == CGPoint(x: 5, y: 5))
        #expect(cell.convert(CGPoint(x: 35, y: 155), from: root) == CGPoint(x: 5, y: 5))
        #expect(collectionView.convert(CGPoint(x: 30, y: 150), from: nil) == CGPoint(x: 10, y: 500))
        #expect(cell.convert(cell.bounds, to: collectionView) == cell.frame)
    }

    @Test("a scaled view's corners move about its centre; a rectangle converts to the box around its corners")
    func throughTransforms() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        root.addSubview(card)
        card.transform = Transform2D(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0)
        #expect(card.convert(CGPoint.zero, to: root) == CGPoint(x: 50, y: 50))
        #expect(card.convert(card.bounds, to: root) == CGRect(x: 50, y: 50, width: 200, height: 200))
        #expect(card.convert(CGPoint(x: 250, y: 250), from: root) == CGPoint(x: 100, y: 100))
        card.transform = Transform2D(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
        #expect(card.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: root) == CGRect(x: 150, y: 100, width: 50, height: 100))
    }
}

@Suite("Converting points through a collection view's cells")
@MainActor
struct CellCoordinatesTests {
    @Test("a cell on screen converts through its collection view's content offset and frame, as UIKit's subview does")
    func cellOnScreen() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        (layout.minimumInteritemSpacing, layout.minimumLineSpacing) = (10, 10)
        let view = prepared(layout, width: 320, height: 300, counts: [9])
        view.frame.origin = CGPoint(x: 20, y: 100)
        root.addSubview(view)
        view.contentOffset = CGPoint(x: 0, y: 110)
        view.layoutIfNeeded()
        // Item 4 is at (110, 110) of the content, shown at (110 + 20, 110 − 110 + 100) in the root.
        let cell = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(cell.convert(cell.bounds, to: view) == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(cell.convert(CGPoint.zero, to: root) == CGPoint(x: 130, y: 100))
        #expect(view.convert(CGPoint(x: 150, y: 150), to: cell) == CGPoint(x: 40, y: 40))
        #expect(cell.convert(CGPoint(x: 130, y: 100), from: nil) == .zero)
        #expect(cell.superview === view)
    }
}
