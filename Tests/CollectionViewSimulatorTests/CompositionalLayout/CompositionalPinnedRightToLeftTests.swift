import CollectionViewSimulator
import Foundation
import Testing

/// Pinned boundary items (`pinToVisibleBounds`) in a right-to-left view. The compositional layout
/// answers `flipsHorizontallyInOppositeLayoutDirection` with `true`, so it computes left to right
/// and the view mirrors it (x' = contentWidth − maxX): a header pinned to the visible area's start
/// must pin to the start of the visible area in the layout's coordinates, which the view shows at
/// the visible area's right (leading) edge.
///
/// Hand-computed: two horizontal sections of six 100-point columns with 20 points between them, so
/// the content is 600 + 20 + 600 = 1220 wide; the view is 320 × 200. A screen offset `x` is the
/// layout's visible rectangle `1220 − x − 320 ..< 1220 − x`.
@MainActor
@Suite("Compositional pinned boundary items right to left")
struct CompositionalPinnedRightToLeftTests {
    private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func pinnedHeader(width: CGFloat, height: CGFloat) -> CollectionLayoutBoundarySupplementaryItem {
        let item = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(.absolute(width), .absolute(height)),
                                                             elementKind: header, alignment: .top)
        item.pinToVisibleBounds = true
        return item
    }

    /// Two sections of six 100-point columns scrolling horizontally, each under a pinned 100 × 30 header.
    private func horizontalColumns() -> (CollectionViewCompositionalLayout, CollectionView) {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item]))
        section.boundarySupplementaryItems = [pinnedHeader(width: 100, height: 30)]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        let view = prepared(layout, width: 320, height: 200, counts: [6, 6]) { $0.semanticContentAttribute = .forceRightToLeft }
        return (layout, view)
    }

    private func shownHeader(_ view: CollectionView, section: Int = 0) -> CGRect {
        view.layoutAttributesForSupplementaryElement(ofKind: header, at: IndexPath(item: 0, section: section))?.frame ?? .null
    }

    @Test("a horizontal pinned header starts at the right edge of its section, on screen")
    func atStart() {
        let (_, view) = horizontalColumns()
        #expect(view.contentOffset.x == 900)
        #expect(shownHeader(view) == rect(1120, 0, 100, 30))
    }

    @Test("scrolled, a horizontal pinned header stays at the visible area's right (leading) edge")
    func scrolled() {
        let (layout, view) = horizontalColumns()
        view.contentOffset = CGPoint(x: 750, y: 0)
        // The layout's visible area is 150 ..< 470: the header pins at 150, shown at 1220 − 250 = 970,
        // whose right edge is the visible area's right edge, 750 + 320.
        #expect(layout.frame(ofKind: header, section: 0).minX == 150)
        #expect(shownHeader(view) == rect(970, 0, 100, 30))
        #expect(view.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame == rect(970, 0, 100, 30))
    }

    @Test("near its section's end a horizontal pinned header stops at the section's left end, on screen")
    func pushedOut() {
        let (layout, view) = horizontalColumns()
        view.contentOffset = CGPoint(x: 350, y: 0)
        // The layout's visible area starts at 550; section 0 ends at 600, so the header stops at 500,
        // shown at 1220 − 600 = 620 (the section's left end on screen is 620).
        #expect(layout.frame(ofKind: header, section: 0).minX == 500)
        #expect(shownHeader(view) == rect(620, 0, 100, 30))
    }

    @Test("a horizontal pinned header keeps clear of the right content inset, the leading one on screen")
    func contentInsets() {
        let (layout, view) = horizontalColumns()
        view.contentInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 30)
        view.contentOffset = CGPoint(x: 780, y: 0)
        // The layout's visible area is 120 ..< 440, and its start inset is the view's right inset:
        // the header pins at 150, shown at 970, whose right edge is 30 points inside 780 + 320.
        #expect(layout.frame(ofKind: header, section: 0).minX == 150)
        #expect(shownHeader(view) == rect(970, 0, 100, 30))
    }

    @Test("a vertical pinned header pins along y and is mirrored along x")
    func vertical() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.boundarySupplementaryItems = [pinnedHeader(width: 100, height: 30)]
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = prepared(layout, width: 320, height: 200, counts: [20]) { $0.semanticContentAttribute = .forceRightToLeft }
        view.contentOffset = CGPoint(x: 0, y: 150)
        #expect(shownHeader(view) == rect(220, 150, 100, 30))
    }

    @Test("an orthogonal section's pinned header pins along y and is mirrored along x, whatever the section's scroll")
    func orthogonal() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(100), .absolute(100)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.boundarySupplementaryItems = [pinnedHeader(width: 100, height: 30)]
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = prepared(layout, width: 320, height: 200, counts: [10, 10, 10]) { $0.semanticContentAttribute = .forceRightToLeft }
        layout.setOrthogonalScrollOffset(150, forSection: 0)
        view.contentOffset = CGPoint(x: 0, y: 40)
        #expect(shownHeader(view) == rect(220, 40, 100, 30))
    }
}
