import CollectionViewSimulator
import Foundation
import Testing

@Suite("Flow layout with bad configuration")
@MainActor
struct CollectionViewFlowLayoutConfigurationTests {
    @Test("an item wider than the line logs UIKit's text and sits alone, centred, on its line")
    func itemWiderThanLine() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 150, height: 50)
        prepared(layout, width: 100, height: 400, counts: [2])
        #expect(layout.frame(item: 0) == rect(-25, 0, 150, 50))
        #expect(layout.frame(item: 1) == rect(-25, 60, 150, 50))
        #expect(layout.warnings == [.itemLongerThanLine(.vertical)])
        #expect(layout.warnings.map(\.description) == ["""
            The behavior of the UICollectionViewFlowLayout is not defined because:
            the item width must be less than the width of the UICollectionView minus the section insets left and right \
            values, minus the content insets left and right values.
            Please check the values returned by the delegate.
            """])
    }

    @Test("a negative or zero item size logs UIKit's assertion and lays items out at size zero", arguments: [
        CGSize(width: 0, height: 50), CGSize(width: -10, height: 50), CGSize(width: CGFloat.nan, height: 50),
    ])
    func badItemSize(size: CGSize) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = size
        prepared(layout, width: 100, height: 400, counts: [3])
        #expect(layout.warnings == [.nonPositiveItemSize])
        #expect(layout.warnings.map(\.description) == ["negative or zero item sizes are not supported in the flow layout"])
        #expect(layout.frame(item: 2).width == 0)
        #expect(layout.collectionViewContentSize.height.isFinite)
    }

    @Test("negative, NaN and infinite delegate sizes log UIKit's text and count as zero")
    func badDelegateSizes() {
        let layout = CollectionViewFlowLayout()
        let delegate = SizeTableDelegate([[
            CGSize(width: -5, height: 10), CGSize(width: CGFloat.nan, height: 10), CGSize(width: 20, height: CGFloat.infinity),
        ]])
        prepared(layout, width: 100, height: 400, counts: [3]) { $0.delegate = delegate }
        #expect(layout.warnings == [.negativeSize])
        #expect(layout.warnings.map(\.description) == ["negative sizes are not supported in the flow layout"])
        // Widths 0, 0, 20 fit one line (0 + 10 + 0 + 10 + 20 ≤ 100): the last line, leading.
        #expect(layout.frame(item: 2) == rect(20, 5, 20, 0))
    }

    @Test("no room for lines: nothing is laid out", arguments: [CGFloat(0), -20, CGFloat.nan])
    func noRoom(width: CGFloat) {
        let layout = CollectionViewFlowLayout()
        let view = prepared(layout, width: width, height: 400, counts: [3])
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.layoutAttributesForElements(in: rect(0, 0, 100, 100))?.isEmpty == true)
        _ = view
    }

    @Test("zero-size items with no spacing share one line without dividing by zero")
    func zeroSizeNoSpacing() {
        let layout = CollectionViewFlowLayout()
        let delegate = SizeTableDelegate([Array(repeating: .zero, count: 4)])
        layout.minimumInteritemSpacing = 0
        prepared(layout, width: 100, height: 400, counts: [4]) { $0.delegate = delegate }
        #expect(layout.frame(item: 3) == rect(0, 0, 0, 0))
        #expect(layout.collectionViewContentSize == CGSize(width: 100, height: 0))
    }
}
