import CollectionViewSimulator
import Foundation
import Testing

@Suite("Flow layout pinned headers and footers")
@MainActor
struct CollectionViewFlowLayoutPinningTests {
    /// 100 × 200 view; 100 × 50 items one per line, no spacing; two sections of four items.
    private func layout(headers: Bool, footers: Bool) -> (CollectionViewFlowLayout, CollectionView) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        layout.headerReferenceSize = headers ? CGSize(width: 0, height: 20) : .zero
        layout.footerReferenceSize = footers ? CGSize(width: 0, height: 20) : .zero
        layout.sectionHeadersPinToVisibleBounds = headers
        layout.sectionFootersPinToVisibleBounds = footers
        let view = prepared(layout, width: 100, height: 200, counts: [4, 4])
        return (layout, view)
    }

    @Test("a pinned header follows the top of the visible area until its section's items end", arguments: [
        // Section 0: header 0–20, items 20–220; section 1: header 220–240.
        (0, 0, 220), (100, 100, 220), (210, 200, 220), (300, 200, 300),
    ])
    func pinnedHeaders(offset: Int, header0: Int, header1: Int) {
        let (layout, view) = layout(headers: true, footers: false)
        view.contentOffset = CGPoint(x: 0, y: offset)
        view.layoutIfNeeded()
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, CGFloat(header0), 100, 20))
        #expect(layout.frame(ofKind: header, section: 1) == rect(0, CGFloat(header1), 100, 20))
        let visible = (layout.layoutAttributesForElements(in: view.bounds) ?? [])
            .filter { $0.representedElementKind == header }.map(\.frame)
        #expect(visible.contains(rect(0, CGFloat(header0), 100, 20)) == (header0 + 20 > offset))
    }

    @Test("the content inset moves the pin line")
    func pinnedBelowInset() {
        let (layout, view) = layout(headers: true, footers: false)
        view.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        view.contentOffset = CGPoint(x: 0, y: 90)
        view.layoutIfNeeded()
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 100, 100, 20))
    }

    @Test("a pinned footer stays at the bottom of the visible area, not above its section's start")
    func pinnedFooters() {
        let (layout, view) = layout(headers: false, footers: true)
        // Section 0: items 0–200, footer 200–220; section 1: items 220–420, footer 420–440.
        #expect(layout.frame(ofKind: footer, section: 0) == rect(0, 180, 100, 20))
        #expect(layout.frame(ofKind: footer, section: 1) == rect(0, 220, 100, 20))
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(layout.frame(ofKind: footer, section: 0) == rect(0, 200, 100, 20))
        #expect(layout.frame(ofKind: footer, section: 1) == rect(0, 280, 100, 20))
    }

    @Test("scrolling with pinning invalidates the layout without asking the delegate again")
    func scrollingInvalidation() {
        let (layout, view) = layout(headers: true, footers: false)
        let delegate = CountingDelegate()
        view.delegate = delegate
        view.layoutIfNeeded()
        #expect(delegate.sizeQuestions == 8)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 50, 100, 200)))
        view.contentOffset = CGPoint(x: 0, y: 60)
        view.layoutIfNeeded()
        #expect(delegate.sizeQuestions == 8)
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 60, 100, 20))
        view.frame = rect(0, 0, 120, 200)
        view.layoutIfNeeded()
        #expect(delegate.sizeQuestions == 16)
        let unpinned = CollectionViewFlowLayout()
        let unpinnedView = prepared(unpinned, width: 100, height: 200, counts: [4])
        withExtendedLifetime(unpinnedView) {
            #expect(!unpinned.shouldInvalidateLayout(forBoundsChange: rect(0, 50, 100, 200)))
            #expect(unpinned.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 120, 200)))
        }
    }
}

/// Sizes every item 100 × 50 and counts the questions.
private final class CountingDelegate: CollectionViewDelegateFlowLayout {
    var sizeQuestions = 0

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        sizeQuestions += 1
        return CGSize(width: 100, height: 50)
    }
}
