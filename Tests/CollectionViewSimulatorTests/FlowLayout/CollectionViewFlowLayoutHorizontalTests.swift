import CollectionViewSimulator
import Foundation
import Testing

@Suite("Flow layout placement, horizontal and edge cases")
@MainActor
struct CollectionViewFlowLayoutHorizontalTests {
    @Test("horizontal uniform sizes: columns filled top to bottom, header at the left, full height")
    func horizontalUniform() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 50, height: 40)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
        layout.headerReferenceSize = CGSize(width: 30, height: 999)  // only the width counts
        prepared(layout, width: 400, height: 300, counts: [7])
        // Line length 300, available 280; per column floor(290 / 50) = 5; gap (280 − 200) / 4 = 20.
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 0, 30, 300))
        let ys: [CGFloat] = [10, 70, 130, 190, 250]
        for (item, y) in ys.enumerated() {
            #expect(layout.frame(item: item) == rect(35, y, 50, 40))
        }
        // Column 1 at 35 + 50 + 20, on the grid.
        #expect(layout.frame(item: 5) == rect(105, 10, 50, 40))
        #expect(layout.frame(item: 6) == rect(105, 70, 50, 40))
        #expect(layout.frame(ofKind: footer, section: 0) == .null)
        #expect(layout.collectionViewContentSize == CGSize(width: 160, height: 300))
    }

    @Test("horizontal varying sizes: items centred across their column")
    func horizontalVarying() {
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let delegate = SizeTableDelegate([[CGSize(width: 30, height: 40), CGSize(width: 50, height: 20), CGSize(width: 20, height: 70)]])
        prepared(layout, width: 500, height: 100, counts: [3]) { $0.delegate = delegate }
        // Column 0: heights 40 + 10 + 20 fit in 100, 70 does not; justified gap 100 − 60 = 40, so
        // item 1 at 40 + 40; the column is 50 wide, item 0 centred across it at (50 − 30) / 2.
        #expect(layout.frame(item: 0) == rect(10, 0, 30, 40))
        #expect(layout.frame(item: 1) == rect(0, 80, 50, 20))
        // Column 1 at 50 + 10: the last column, leading.
        #expect(layout.frame(item: 2) == rect(60, 0, 20, 70))
        #expect(layout.collectionViewContentSize == CGSize(width: 80, height: 100))
    }

    @Test("an empty section still takes its header, insets and footer")
    func emptySection() {
        let layout = CollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
        prepared(layout, width: 200, height: 400, counts: [0, 1])
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 0, 200, 20))
        #expect(layout.frame(ofKind: footer, section: 0) == rect(0, 32, 200, 30))
        // Section 1 from 62: header 20, inset 5, the single item centred at (200 − 50) / 2.
        #expect(layout.frame(item: 0, section: 1) == rect(75, 87, 50, 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 62 + 20 + 5 + 50 + 7 + 30))
    }

    @Test("content insets shorten the lines; content coordinates start inside them")
    func contentInsets() {
        let layout = CollectionViewFlowLayout()
        prepared(layout, width: 340, height: 400, counts: [6]) {
            $0.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        }
        // Line length 320: per line floor(330 / 60) = 5, gap (320 − 250) / 4 = 17.5.
        #expect(layout.frame(item: 1) == rect(67.5, 0, 50, 50))
        #expect(layout.collectionViewContentSize.width == 320)
    }

    @Test("section insets measured from the safe area never go inside the content inset")
    func sectionInsetReference() {
        let layout = CollectionViewFlowLayout()
        layout.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        layout.sectionInsetReference = .fromSafeArea
        prepared(layout, width: 320, height: 400, counts: [1]) {
            $0.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 0)
        }
        // Effective insets: left 44 + 10, right 10; the single item centred between them.
        #expect(layout.frame(item: 0) == rect(54 + (320 - 54 - 10 - 50) / 2, 0, 50, 50))
    }
}

@Suite("Flow layout self-sizing")
@MainActor
struct CollectionViewFlowLayoutSelfSizingTests {
    @Test("items take the estimated size until a preferred size is reported; then lines re-flow")
    func estimatedSizes() throws {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        // Three per line: gap (320 − 300) / 2 = 10.
        #expect(layout.frame(item: 3) == rect(0, 50, 100, 40))
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let preferred = try #require(original.copy() as? CollectionViewLayoutAttributes)
        preferred.size = CGSize(width: 200, height: 60)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout()
        view.layoutIfNeeded()
        // Line 0: 200 + 10 + 100 = 310 fits; justified gap 20; thickness 60, item 1 centred across.
        #expect(layout.frame(item: 0) == rect(0, 0, 200, 60))
        #expect(layout.frame(item: 1) == rect(220, 10, 100, 40))
        // Line 1 at 70: the last line, leading.
        #expect(layout.frame(item: 3) == rect(110, 70, 100, 40))
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: original, withOriginalAttributes: original))
    }
}
