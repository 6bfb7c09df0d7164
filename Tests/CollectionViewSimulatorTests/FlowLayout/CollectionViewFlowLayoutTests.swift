import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

/// Expected frames are computed by hand from the flow layout's documented rules; the arithmetic is
/// in the comments.
@Suite("Flow layout placement")
@MainActor
struct CollectionViewFlowLayoutTests {
    /// The original design scenario: 320 wide, 50 × 50 items, spacing 10, insets 10, header and
    /// footer 30.
    private func designLayout(width: CGFloat = 320, counts: [Int] = [8, 3], scale: CGFloat = 0) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        prepared(layout, width: width, height: 480, counts: counts, scale: scale)
        return layout
    }

    @Test("vertical uniform sizes: justified rows, last row on the grid, header/inset/lines/inset/footer stacking")
    func verticalUniform() {
        let layout = designLayout()
        // available 300; per line floor(310 / 60) = 5; gap (300 − 250) / 4 = 12.5; pitch 62.5.
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 0, 320, 30))
        let firstRow: [CGFloat] = [10, 72.5, 135, 197.5, 260]
        for (item, x) in firstRow.enumerated() {
            #expect(layout.frame(item: item) == rect(x, 40, 50, 50))
        }
        // The last row keeps the grid (gap 12.5, not the minimum 10): y = 40 + 50 + 10.
        #expect(layout.frame(item: 5) == rect(10, 100, 50, 50))
        #expect(layout.frame(item: 6) == rect(72.5, 100, 50, 50))
        #expect(layout.frame(item: 7) == rect(135, 100, 50, 50))
        // Footer after the last line (150) and the bottom inset (10).
        #expect(layout.frame(ofKind: footer, section: 0) == rect(0, 160, 320, 30))
        // Section 1 starts where section 0 ends (190); three items on the grid of a full line.
        #expect(layout.frame(ofKind: header, section: 1) == rect(0, 190, 320, 30))
        #expect(layout.frame(item: 0, section: 1) == rect(10, 230, 50, 50))
        #expect(layout.frame(item: 2, section: 1) == rect(135, 230, 50, 50))
        #expect(layout.frame(ofKind: footer, section: 1) == rect(0, 290, 320, 30))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 320))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 8, section: 0)) == nil)
    }

    // Width 321: available 301, gap (301 − 250) / 4 = 12.75, item 1 at x 72.75, item 3 at 198.25.
    // Scale 2: 145.5 → 146, 396.5 → 397; scale 3: 218.25 → 218, 594.75 → 595.
    static let snappingCases: [(scale: CGFloat, item1: CGFloat, item3: CGFloat)] = [
        (1, 73, 198), (2, 73, 198.5), (3, CGFloat(218) / 3, CGFloat(595) / 3), (0, 72.75, 198.25),
    ]

    @Test("origins snap to the screen scale, halves away from zero", arguments: 0..<4)
    func snapping(caseIndex: Int) {
        let (scale, item1, item3) = Self.snappingCases[caseIndex]
        let layout = designLayout(width: 321, scale: scale)
        #expect(layout.frame(item: 1).minX == item1)
        #expect(layout.frame(item: 3).minX == item3)
        #expect(layout.frame(item: 1).width == 50)  // sizes are not snapped
    }

    @Test("a section's single item is centred; so is every item when one fits a line")
    func singleItemLines() {
        let one = CollectionViewFlowLayout()
        prepared(one, width: 320, height: 480, counts: [1])
        #expect(one.frame(item: 0) == rect(135, 0, 50, 50))  // (320 − 50) / 2
        let wide = CollectionViewFlowLayout()
        wide.itemSize = CGSize(width: 200, height: 50)
        prepared(wide, width: 320, height: 480, counts: [3])
        // floor(330 / 210) = 1 per line: all centred at (320 − 200) / 2 = 60, lines 60 apart.
        #expect(wide.frame(item: 0) == rect(60, 0, 200, 50))
        #expect(wide.frame(item: 2) == rect(60, 120, 200, 50))
        #expect(wide.collectionViewContentSize == CGSize(width: 320, height: 170))
    }

    @Test("vertical varying sizes: justified full lines, centred single-item lines, centred across the line, last line left")
    func verticalVarying() {
        let layout = CollectionViewFlowLayout()
        let sizes = [CGSize(width: 100, height: 50), CGSize(width: 100, height: 30), CGSize(width: 120, height: 40),
                     CGSize(width: 200, height: 60), CGSize(width: 50, height: 20), CGSize(width: 60, height: 20)]
        let delegate = SizeTableDelegate([sizes])
        prepared(layout, width: 300, height: 480, counts: [6]) { $0.delegate = delegate }
        // Line 0: 100 + 10 + 100 fits, 120 does not (80 left). Justified: gap 100. Thickness 50.
        #expect(layout.frame(item: 0) == rect(0, 0, 100, 50))
        #expect(layout.frame(item: 1) == rect(200, 10, 100, 30))  // (50 − 30) / 2
        // Line 1: 120, then 200 > 170. A complete single-item line: centred, (300 − 120) / 2.
        #expect(layout.frame(item: 2) == rect(90, 60, 120, 40))
        // Line 2 at 60 + 40 + 10: 200 + 50, gap 50; thickness 60.
        #expect(layout.frame(item: 3) == rect(0, 110, 200, 60))
        #expect(layout.frame(item: 4) == rect(250, 130, 50, 20))
        // Line 3 at 110 + 60 + 10, the last line: leading.
        #expect(layout.frame(item: 5) == rect(0, 180, 60, 20))
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 200))
    }

    @Test("varying sizes: the last line packs at the leading edge with the minimum spacing")
    func varyingLastLine() {
        let layout = CollectionViewFlowLayout()
        let widths: [CGFloat] = [100, 150, 80, 90, 70]
        let delegate = SizeTableDelegate([widths.map { CGSize(width: $0, height: 50) }])
        prepared(layout, width: 300, height: 480, counts: [5]) { $0.delegate = delegate }
        // Line 0: 100, 150 (30 left), justified gap 50. Line 1: 80, 90, 70 (30 left), last: gap 10.
        #expect(layout.frame(item: 1) == rect(150, 0, 150, 50))
        #expect(layout.frame(item: 2) == rect(0, 60, 80, 50))
        #expect(layout.frame(item: 3) == rect(90, 60, 90, 50))
        #expect(layout.frame(item: 4) == rect(190, 60, 70, 50))
    }

    @Test("a delegate returning one size for every item keeps the grid for the last line")
    func delegateUniformSizes() {
        let layout = designLayout()
        let delegate = SizeTableDelegate([Array(repeating: CGSize(width: 50, height: 50), count: 8), Array(repeating: CGSize(width: 50, height: 50), count: 3)])
        delegate.insets[1] = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        prepared(layout, width: 320, height: 480, counts: [8, 3]) { $0.delegate = delegate }
        #expect(layout.frame(item: 6) == rect(72.5, 100, 50, 50))
        // Section 1 with insets (0, 20, 0, 0): available 300, per line 5, gap 12.5; header at 190.
        #expect(layout.frame(item: 1, section: 1) == rect(82.5, 220, 50, 50))
        #expect(layout.frame(ofKind: footer, section: 1) == rect(0, 270, 320, 30))
    }
}
