import CollectionViewSimulator
import Foundation
import Testing

/// Placement tests; every expected frame is computed by hand from Apple's documentation of the
/// property involved (the comments show the arithmetic).
@Suite("Compositional layout placement")
@MainActor
struct CollectionViewCompositionalLayoutTests {
    private func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private func gridSection(columns: CGFloat = 0.5, height: CGFloat = 100, insets: CGFloat = 5) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(columns), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: insets, leading: insets, bottom: insets, trailing: insets)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item])
        return CollectionLayoutSection(group: group)
    }

    @Test("a two-column grid of fractionalWidth(0.5) items with content insets")
    func twoColumnGrid() {
        let layout = CollectionViewCompositionalLayout(section: gridSection())
        prepared(layout, width: 320, height: 480, counts: [3])
        // Each column is 320 × 0.5 = 160 wide; 5-point insets leave 150 × 90.
        #expect(layout.frame(item: 0) == rect(5, 5, 150, 90))
        #expect(layout.frame(item: 1) == rect(165, 5, 150, 90))
        // The group repeats 100 points down; the last group holds one item.
        #expect(layout.frame(item: 2) == rect(5, 105, 150, 90))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 200))
    }

    @Test("an animated resize places the grid for the new width (the bounds change invalidates with its context)")
    func resizeReplacesSections() throws {
        let layout = CollectionViewCompositionalLayout(section: gridSection())
        let view = prepared(layout, width: 320, height: 480, counts: [3])
        let animation = view.setFrame(CGRect(x: 0, y: 0, width: 480, height: 320), animated: true)
        #expect(animation.hookNames.contains("invalidateLayout(with:)"))
        #expect(animation.track(of: .cell(IndexPath(item: 1, section: 0)))?.end.frame == rect(245, 5, 230, 90))
        #expect(layout.frame(item: 1) == rect(245, 5, 230, 90))
    }

    @Test("the deprecated subitem:count: shares the group's width after the inter-item spacing")
    func deprecatedSubitemCount() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        prepared(layout, width: 320, height: 480, counts: [4])
        // Apple: "N items equally sized along the horizontal axis": (320 − 2 × 10) / 3 = 100 each;
        // the item's own width of 10 is ignored.
        #expect(layout.frame(item: 1) == rect(110, 0, 100, 50))
        #expect(layout.frame(item: 2) == rect(220, 0, 100, 50))
        #expect(layout.frame(item: 3) == rect(0, 50, 100, 50))
    }

    @Test("repeatingSubitem:count: (iOS 16) keeps the item's own size, separated by the inter-item spacing")
    func repeatingSubitem() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(40), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(10)
        let vertical = CollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(60), .absolute(100)), repeatingSubitem: CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(20))), count: 2)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        prepared(layout, width: 320, height: 480, counts: [4])
        // 40 wide each, 10 apart: x = 0, 50, 100; the next group starts 50 down.
        #expect(layout.frame(item: 1) == rect(50, 0, 40, 50))
        #expect(layout.frame(item: 2) == rect(100, 0, 40, 50))
        #expect(layout.frame(item: 3) == rect(0, 50, 40, 50))
        let stacked = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: vertical))
        prepared(stacked, width: 320, height: 480, counts: [2])
        // 20 tall each, stacked from the top of the 100-point group.
        #expect(stacked.frame(item: 1) == rect(0, 20, 60, 20))
    }

    @Test("flexible inter-item spacing spreads the leftover width")
    func flexibleSpacing() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(80), .absolute(40)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(40)), subitems: [item, item, item])
        group.interItemSpacing = .flexible(10)
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        prepared(layout, width: 320, height: 480, counts: [3])
        // 3 × 80 + 2 × 10 = 260; the 60 left over is shared by the two spaces: 40 each.
        #expect(layout.frame(item: 1) == rect(120, 0, 80, 40))
        #expect(layout.frame(item: 2) == rect(240, 0, 80, 40))
    }

    @Test("a nested group: one large item beside a vertical pair")
    func nestedGroup() {
        let large = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, pair])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        prepared(layout, width: 400, height: 600, counts: [5])
        // Large: 400 × 0.5 wide, the group's 200 high; the pair: 200 wide, two 100-high items
        // (the vertical group repeats its one subitem while it fits).
        #expect(layout.frame(item: 0) == rect(0, 0, 200, 200))
        #expect(layout.frame(item: 1) == rect(200, 0, 200, 100))
        #expect(layout.frame(item: 2) == rect(200, 100, 200, 100))
        #expect(layout.frame(item: 3) == rect(0, 200, 200, 200))
        #expect(layout.frame(item: 4) == rect(200, 200, 200, 100))
    }

    @Test("an orthogonal groupPagingCentered section centres its groups and scrolls on its own axis")
    func groupPagingCentered() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(150)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = prepared(layout, width: 320, height: 480, counts: [3])
        // Groups are 320 × 0.8 = 256 wide, centred: (320 − 256) / 2 = 32; stride 256 + 10.
        #expect(layout.frame(item: 0) == rect(32, 0, 256, 150))
        #expect(layout.frame(item: 1) == rect(298, 0, 256, 150))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 150))
        // A gesture ending at 200 rests on the nearest group: 266, which centres item 1.
        #expect(layout.targetOrthogonalScrollOffset(forProposedOffset: 200, inSection: 0) == 266)
        layout.setOrthogonalScrollOffset(266, forSection: 0)
        view.layoutIfNeeded()
        #expect(layout.frame(item: 1) == rect(32, 0, 256, 150))
        let visible = layout.layoutAttributesForElements(in: view.bounds)?.map(\.indexPath.item).sorted()
        #expect(visible == [0, 1, 2])
    }

    @Test("paging rests on multiples of the section's width; continuous anywhere", arguments: [
        (CollectionLayoutSectionOrthogonalScrollingBehavior.paging, CGFloat(200), CGFloat(320)),
        (.continuous, 200, 200),
        (.groupPaging, 200, 266),
        (.continuousGroupLeadingBoundary, 100, 0),
    ])
    func pagingTargets(behavior: CollectionLayoutSectionOrthogonalScrollingBehavior, proposed: CGFloat, expected: CGFloat) {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(0.8), .absolute(150)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = behavior
        let layout = CollectionViewCompositionalLayout(section: section)
        prepared(layout, width: 320, height: 480, counts: [5])
        #expect(layout.targetOrthogonalScrollOffset(forProposedOffset: proposed, inSection: 0) == expected)
    }

    @Test("estimated heights take the fitted sizes the cells report")
    func estimatedHeights() throws {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let view = prepared(layout, width: 320, height: 480, counts: [3])
        #expect(layout.frame(item: 2) == rect(0, 88, 320, 44))
        let original = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let preferred = try #require(original.copy() as? CollectionViewLayoutAttributes)
        preferred.size = CGSize(width: 320, height: 80)
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.invalidateLayout()
        view.layoutIfNeeded()
        // Row 1 grows to 80; row 2 moves down to 44 + 80.
        #expect(layout.frame(item: 1) == rect(0, 44, 320, 80))
        #expect(layout.frame(item: 2) == rect(0, 124, 320, 44))
        #expect(layout.collectionViewContentSize.height == 168)
    }

    @Test("a pinned header stays at the top while its section scrolls by, then is pushed away")
    func pinnedHeader() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let boundary = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(40)), elementKind: header, alignment: .top)
        boundary.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [boundary]
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = prepared(layout, width: 320, height: 300, counts: [10, 10])
        // Section 0: header 0–40, items 40–540; section 1: header 540–580, items 580–1080.
        #expect(layout.frame(ofKind: header, section: 1) == rect(0, 540, 320, 40))
        #expect(layout.frame(item: 0, section: 1) == rect(0, 580, 320, 50))
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 100, 320, 40))
        view.contentOffset = CGPoint(x: 0, y: 520)
        view.layoutIfNeeded()
        // Pushed: never below its section's end (540) less its height.
        #expect(layout.frame(ofKind: header, section: 0) == rect(0, 500, 320, 40))
        #expect(layout.frame(ofKind: header, section: 1) == rect(0, 540, 320, 40))
        view.contentOffset = CGPoint(x: 0, y: 600)
        view.layoutIfNeeded()
        #expect(layout.frame(ofKind: header, section: 1) == rect(0, 600, 320, 40))
    }

    @Test("a section background covers the section's content and insets, less its own insets")
    func sectionBackground() {
        let section = gridSection()
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = CollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = prepared(layout, width: 320, height: 480, counts: [4, 2])
        // Columns: (320 − 20) × 0.5 = 150; item 1 at 10 + 150 + 5. Section 0: 10 + 2 × 100 + 10 = 220.
        #expect(layout.frame(item: 1) == rect(165, 15, 140, 90))
        let decoration = layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(decoration?.frame == rect(5, 5, 310, 210))
        #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame == rect(5, 225, 310, 110))
        let kinds = layout.layoutAttributesForElements(in: view.bounds)?.filter { $0.representedElementCategory == .decorationView }.count
        #expect(kinds == 2)
    }

    @Test("a section provider gets the container size; inter-section spacing separates sections")
    func sectionProvider() {
        var widths: [CGFloat] = []
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(sectionProvider: { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            return self.gridSection(columns: index == 0 ? 0.5 : 0.25, insets: 0)
        }, configuration: configuration)
        prepared(layout, width: 400, height: 600, counts: [2, 4])
        #expect(widths == [400, 400])
        #expect(layout.frame(item: 3, section: 1) == rect(300, 120, 100, 100))
    }

    @Test("badges sit on their cell's anchored corner")
    func badges() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        prepared(layout, width: 320, height: 480, counts: [2])
        // Cell 0 is (0, 0, 160, 100): top-trailing corner at x 160 − 20, then half a badge out.
        let frame = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))?.frame
        #expect(frame == rect(150, -10, 20, 20))
    }

    @Test("an item anchor names the badge's point that sits on the container's anchor point")
    func itemAnchor() {
        let outside = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]),
            itemAnchor: CollectionLayoutAnchor(edges: [.bottom, .leading]))
        let centred = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(10)), elementKind: "dot",
            containerAnchor: CollectionLayoutAnchor(edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 4)),
            itemAnchor: CollectionLayoutAnchor(edges: [.top]))
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [outside, centred])
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        prepared(layout, width: 320, height: 480, counts: [2])
        // Cell 1 is (160, 0, 160, 100). The badge's bottom-leading corner sits on the cell's
        // top-trailing corner (320, 0): the badge is outside, above and to the right.
        let badge = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame
        #expect(badge == rect(320, -20, 20, 20))
        // The dot's top-centre sits 4 points below the cell's bottom-centre (240, 104).
        let dot = layout.layoutAttributesForSupplementaryView(ofKind: "dot", at: IndexPath(item: 1, section: 0))?.frame
        #expect(dot == rect(230, 104, 20, 10))
    }

    @Test("a horizontal layout stacks sections left to right")
    func horizontalScrolling() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        prepared(layout, width: 320, height: 200, counts: [3])
        #expect(layout.frame(item: 1) == rect(0, 100, 100, 100))
        #expect(layout.frame(item: 2) == rect(100, 0, 100, 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 200))
    }

    @Test("the visible-items handler may change the visible cells' attributes")
    func visibleItemsHandler() {
        let section = gridSection()
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            for item in items { item.alpha = 0.5 + offset.x / 1000 }
        }
        let layout = CollectionViewCompositionalLayout(section: section)
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        layout.setOrthogonalScrollOffset(100, forSection: 0)
        let cells = layout.layoutAttributesForElements(in: view.bounds) ?? []
        #expect(!cells.isEmpty && cells.allSatisfy { $0.alpha == 0.6 })
    }
}
