import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// The binary searches of `layoutAttributesForElements(in:)` against a plain scan of every
/// element: a query must return exactly the elements whose frames overlap the rectangle.
@Suite("Flow layout rect queries")
@MainActor
struct CollectionViewFlowLayoutQueryTests {
    /// Every element of the layout, by a full scan of items and supplementaries.
    private func scan(_ layout: CollectionViewFlowLayout, counts: [Int], in query: CGRect) -> Set<String> {
        var result: Set<String> = []
        for (section, count) in counts.enumerated() {
            for kind in [header, footer] {
                let frame = layout.frame(ofKind: kind, section: section)
                if !frame.isNull, overlaps(frame, query) { result.insert("\(kind) \(section)") }
            }
            for item in 0..<count where overlaps(layout.frame(item: item, section: section), query) {
                result.insert("cell \(section)-\(item)")
            }
        }
        return result
    }

    private func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    private func names(_ attributes: [CollectionViewLayoutAttributes]) -> Set<String> {
        Set(attributes.map { element in
            let path = element.indexPath
            return element.representedElementKind.map { "\($0) \(path.section)" } ?? "cell \(path.section)-\(path.item)"
        })
    }

    @Test("uniform and varying sections, vertical and horizontal, at many scroll positions", arguments: [true, false])
    func matchesScan(vertical: Bool) {
        let counts = [0, 37, 5, 120, 1, 64]
        var generator = SeededGenerator(seed: 7)
        let sizes = counts.enumerated().map { section, count in
            (0..<count).map { _ in
                section == 3 ? CGSize(width: 44, height: 44)
                    : CGSize(width: CGFloat(generator.next(in: 10...140)), height: CGFloat(generator.next(in: 10...90)))
            }
        }
        let delegate = SizeTableDelegate(sizes)
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = vertical ? .vertical : .horizontal
        layout.headerReferenceSize = CGSize(width: 25, height: 25)
        layout.footerReferenceSize = CGSize(width: 15, height: 15)
        layout.sectionInset = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        let view = prepared(layout, width: 320, height: 320, counts: counts, scale: 2) { $0.delegate = delegate }
        let length = vertical ? layout.collectionViewContentSize.height : layout.collectionViewContentSize.width
        for step in stride(from: CGFloat(-100), through: length + 100, by: 37) {
            let query = vertical ? rect(0, step, 320, 200) : rect(step, 0, 200, 320)
            let found = layout.layoutAttributesForElements(in: query) ?? []
            #expect(names(found) == scan(layout, counts: counts, in: query), "query \(query)")
            #expect(found.count == names(found).count)
        }
        _ = view
    }
}
