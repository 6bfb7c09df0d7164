import CollectionViewSimulator
import Foundation
import Testing

/// Boundary items on an edge across the scrolling axis: `.top` and `.bottom` in a horizontal
/// layout (Apple's example for `UICollectionViewCompositionalLayoutConfiguration` gives a
/// horizontal layout a `.top` header and a `.bottom` footer), `.leading` and `.trailing` in a
/// vertical one. Expected frames are worked out by hand in the comments.
@MainActor
@Suite("Compositional boundary items beside the content")
struct BoundarySidesTests {
    private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func boundary(_ kind: String, _ alignment: RectAlignment, _ width: CollectionLayoutDimension,
                          _ height: CollectionLayoutDimension) -> CollectionLayoutBoundarySupplementaryItem {
        CollectionLayoutBoundarySupplementaryItem(layoutSize: size(width, height), elementKind: kind, alignment: alignment)
    }

    /// Columns 100 points wide, one full-height cell each.
    private func columns() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        return CollectionLayoutSection(group: .vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item]))
    }

    private func horizontal(_ section: CollectionLayoutSection,
                            layoutItems: [CollectionLayoutBoundarySupplementaryItem] = []) -> CollectionViewCompositionalLayout {
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = layoutItems
        return CollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    @Test("a horizontal section's .top header sits above its columns and its .bottom footer below them")
    func sectionTopAndBottom() {
        let section = columns()
        section.boundarySupplementaryItems = [boundary(header, .top, .absolute(150), .absolute(30)),
                                              boundary(footer, .bottom, .absolute(150), .absolute(20))]
        let layout = horizontal(section)
        prepared(layout, width: 320, height: 200, counts: [3])
        // The header takes y 0–30 and the footer y 180–200 at the section's start along x; the
        // columns fill the 150 points between them.
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 0, 150, 30))
        #expect(layout.frame(ofKind: footer, section: 0) == rect(0, 180, 150, 20))
        #expect(layout.frame(item: 0) == rect(0, 30, 100, 150))
        #expect(layout.frame(item: 2) == rect(200, 30, 100, 150))
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 200))
    }

    @Test("the layout's own .top header and .bottom footer in a horizontal layout (Apple's configuration example)")
    func layoutTopAndBottom() {
        let layout = horizontal(columns(), layoutItems: [boundary("layout-header", .top, .fractionalWidth(1), .absolute(40)),
                                                         boundary("layout-footer", .bottom, .fractionalWidth(1), .absolute(20))])
        prepared(layout, width: 320, height: 200, counts: [2, 2])
        let origin = IndexPath(item: 0, section: 0)
        // Both span the visible width at x 0; every section's columns fill y 40–180.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "layout-header", at: origin)?.frame == rect(0, 0, 320, 40))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "layout-footer", at: origin)?.frame == rect(0, 180, 320, 20))
        #expect(layout.frame(item: 1, section: 0) == rect(100, 40, 100, 140))
        // Section 1 starts after 200 points of section 0 and 20 of spacing.
        #expect(layout.frame(item: 0, section: 1) == rect(220, 40, 100, 140))
        #expect(layout.collectionViewContentSize == CGSize(width: 420, height: 200))
    }

    @Test("a section is at least as long as the header above it")
    func headerLongerThanContent() {
        let section = columns()
        section.boundarySupplementaryItems = [boundary(header, .top, .absolute(250), .absolute(30))]
        let layout = horizontal(section)
        prepared(layout, width: 320, height: 200, counts: [1, 1])
        // Section 0 holds one 100-point column under a 250-point header: section 1 starts at 250 + 20.
        #expect(layout.frame(item: 0, section: 1) == rect(270, 30, 100, 170))
        #expect(layout.frame(ofKind: header, section: 1) == rect(270, 0, 250, 30))
    }

    @Test("a pinned .top header in a horizontal layout stays at the visible left edge within its section")
    func pinnedTopHeader() {
        let section = columns()
        let pinned = boundary(header, .top, .absolute(100), .absolute(30))
        pinned.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [pinned]
        let layout = horizontal(section)
        let view = prepared(layout, width: 320, height: 200, counts: [6, 6])
        view.contentOffset = CGPoint(x: 150, y: 0)
        #expect(layout.frame(ofKind: header, section: 0).minX == 150)
        // Near the end of section 0 (600 long), the header stops at 600 - 100.
        view.contentOffset = CGPoint(x: 550, y: 0)
        #expect(layout.frame(ofKind: header, section: 0).minX == 500)
    }

    @Test("a vertical section's .leading item sits left of its rows, which start beside it")
    func verticalLeading() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.boundarySupplementaryItems = [boundary("index", .leading, .absolute(40), .absolute(100)),
                                              boundary(header, .top, .fractionalWidth(1), .absolute(30))]
        let layout = CollectionViewCompositionalLayout(section: section)
        prepared(layout, width: 320, height: 480, counts: [3])
        // The header spans the top; the index sits below it on the left; the rows are 280 wide.
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 0, 320, 30))
        #expect(layout.frame(ofKind: "index", section: 0) == rect(0, 30, 40, 100))
        #expect(layout.frame(item: 1) == rect(40, 80, 280, 50))
    }
}
