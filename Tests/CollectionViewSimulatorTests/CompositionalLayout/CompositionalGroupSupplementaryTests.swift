import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

/// A group's `supplementaryItems`: one view per group instance, anchored to the group's frame
/// less its content insets, at the index path of the instance's first cell (issue #24 item 8).
/// Every expected frame is computed by hand in the comments.
@Suite("Compositional layout: a group's supplementary items")
@MainActor
struct CompositionalGroupSupplementaryTests {
    private static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private static func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }

    /// Rows of two half-width cells, 100 points tall, each row inset by 10 on every side, with a
    /// full-width 20-point "rule" below the row's content and a 20×20 "count" half out of its
    /// top-trailing corner.
    static func rowsOfTwo() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        group.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let rule = CollectionLayoutSupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "rule",
            containerAnchor: CollectionLayoutAnchor(edges: [.bottom]), itemAnchor: CollectionLayoutAnchor(edges: [.top]))
        rule.zIndex = 5
        let count = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "count",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        group.supplementaryItems = [rule, count]
        return CollectionLayoutSection(group: group)
    }

    @Test("in a vertical layout each row gets its items, on the row less its insets, at its first cell's index path")
    func vertical() {
        let layout = CollectionViewCompositionalLayout(section: Self.rowsOfTwo())
        prepared(layout, width: 320, height: 480, counts: [3])
        // Row k is (0, 100k, 320, 100); less its insets (10, 100k + 10, 300, 80). The rule is
        // 300 × 20, its top-centre on the content's bottom-centre (160, 100k + 90).
        let rule0 = layout.layoutAttributesForSupplementaryView(ofKind: "rule", at: Self.path(0))
        #expect(rule0?.frame == rect(10, 90, 300, 20))
        #expect(rule0?.zIndex == 5)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rule", at: Self.path(2))?.frame == rect(10, 190, 300, 20))
        // The count aligns to the content's top-trailing corner, (290, 10), then moves half its
        // size right and up; its zIndex is the default 1.
        let count0 = layout.layoutAttributesForSupplementaryView(ofKind: "count", at: Self.path(0))
        #expect(count0?.frame == rect(300, 0, 20, 20))
        #expect(count0?.zIndex == 1)
        // Cell 1 is not the first of its row; there is no row 2 (3 cells make two rows).
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rule", at: Self.path(1)) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "rule", at: Self.path(4)) == nil)
        let elements = layout.layoutAttributesForElements(in: rect(0, 0, 320, 480)) ?? []
        let rules = elements.filter { $0.representedElementKind == "rule" }
        #expect(rules.map(\.indexPath) == [Self.path(0), Self.path(2)])
        #expect(rules.allSatisfy { $0.representedElementCategory == .supplementaryView })
        // A rect that only meets row 1's rule finds it and nothing of row 0.
        let below = layout.layoutAttributesForElements(in: rect(0, 195, 320, 10)) ?? []
        #expect(below.filter { $0.representedElementKind != nil }.map(\.indexPath) == [Self.path(2)])
    }

    @Test("in a horizontal layout each column of two gets its label at its top-leading corner")
    func horizontal() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = CollectionLayoutGroup.vertical(layoutSize: Self.size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        group.supplementaryItems = [CollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.absolute(80), .absolute(16)), elementKind: "label",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .leading], absoluteOffset: CGPoint(x: 5, y: 5)))]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        prepared(layout, width: 320, height: 200, counts: [5])
        // Column k is (100k, 0, 100, 200): its label sits 5 points in from its top-leading corner.
        let labels = (layout.layoutAttributesForElements(in: rect(0, 0, 320, 200)) ?? []).filter { $0.representedElementKind == "label" }
        #expect(labels.map(\.indexPath) == [Self.path(0), Self.path(2), Self.path(4)])
        #expect(labels.map(\.frame) == [rect(5, 5, 80, 16), rect(105, 5, 80, 16), rect(205, 5, 80, 16)])
    }

    @Test("nested groups: each level's items, at each instance's first cell; a nested group without cells has none")
    func nested() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(layoutSize: Self.size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [item])
        column.supplementaryItems = [CollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(4)), elementKind: "column", containerAnchor: CollectionLayoutAnchor(edges: [.bottom]))]
        let row = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.fractionalWidth(1), .absolute(100)), subitems: [column])
        row.supplementaryItems = [CollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.absolute(10), .absolute(10)), elementKind: "row", containerAnchor: CollectionLayoutAnchor(edges: [.top, .leading]))]
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: row))
        prepared(layout, width: 320, height: 480, counts: [5])
        // A row holds two columns of two cells: cells 0-1 (left) and 2-3 (right) in row 0 at y 0,
        // cell 4 in row 1's left column at y 100. Columns are 160 × 100; their bars 160 × 4 at
        // their bottom.
        let elements = layout.layoutAttributesForElements(in: rect(0, 0, 320, 480)) ?? []
        let rows = elements.filter { $0.representedElementKind == "row" }
        #expect(rows.map(\.indexPath) == [Self.path(0), Self.path(4)])
        #expect(rows.map(\.frame) == [rect(0, 0, 10, 10), rect(0, 100, 10, 10)])
        let columns = elements.filter { $0.representedElementKind == "column" }.sorted { $0.indexPath < $1.indexPath }
        #expect(columns.map(\.indexPath) == [Self.path(0), Self.path(2), Self.path(4)])
        #expect(columns.map(\.frame) == [rect(0, 96, 160, 4), rect(160, 96, 160, 4), rect(0, 196, 160, 4)])
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "column", at: Self.path(6)) == nil)
    }

    @Test("in an orthogonal section the groups' items scroll with the section")
    func orthogonal() {
        let item = CollectionLayoutItem(layoutSize: Self.size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: Self.size(.absolute(150), .absolute(100)), subitems: [item])
        group.supplementaryItems = [CollectionLayoutSupplementaryItem(
            layoutSize: Self.size(.fractionalWidth(1), .absolute(20)), elementKind: "caption", containerAnchor: CollectionLayoutAnchor(edges: [.bottom]))]
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let layout = CollectionViewCompositionalLayout(section: section)
        prepared(layout, width: 320, height: 480, counts: [4])
        // Group k is (150k, 0, 150, 100): its caption (150k, 80, 150, 20).
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "caption", at: Self.path(1))?.frame == rect(150, 80, 150, 20))
        layout.setOrthogonalScrollOffset(100, forSection: 0)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "caption", at: Self.path(1))?.frame == rect(50, 80, 150, 20))
        // Off the row's end before the scroll, group 3's caption is (350, 80) after it: still out
        // of the 320-point view, while group 2's (200, 80) is in.
        let captions = (layout.layoutAttributesForElements(in: rect(0, 0, 320, 480)) ?? []).filter { $0.representedElementKind == "caption" }
        #expect(captions.map(\.indexPath) == [Self.path(0), Self.path(1), Self.path(2)])
        #expect(captions.last?.frame == rect(200, 80, 150, 20))
    }
}

/// Through a batch update a group's item is the view at its instance's first cell: it survives
/// when that item does and is still first of an instance, and otherwise fades out (or in) as the
/// layout reports it, by the one rule badges follow.
@Suite("Compositional layout: a group's supplementary items in updates")
@MainActor
struct CompositionalGroupSupplementaryUpdateTests {
    static func rule(_ item: Int) -> ElementID { .supplementary("rule", at: IndexPath(item: item, section: 0)) }

    static func view(items: Int) -> (CollectionView, SectionCountsDataSource, GroupItemReportSpy) {
        let layout = GroupItemReportSpy(section: CompositionalGroupSupplementaryTests.rowsOfTwo())
        let data = SectionCountsDataSource([items])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.dataSource = data
        view.layoutIfNeeded()
        return (view, data, layout)
    }

    @Test("a new row's rule fades in where the row lands; deleting the row's only cell fades it out")
    func newRow() throws {
        let (view, data, layout) = Self.view(items: 4)
        let insertion = try view.throwing.performBatchUpdates {
            data.counts = [5]
            try view.throwing.insertItems(at: [IndexPath(item: 4, section: 0)])
        }
        #expect(layout.reported == ["insert": [IndexPath(item: 4, section: 0)], "delete": []])
        let inserted = try #require(insertion.track(of: Self.rule(4)))
        #expect(inserted.fate == .inserted)
        #expect(inserted.start.alpha == 0)
        #expect(inserted.end.frame == rect(10, 290, 300, 20))
        // The rows before keep their rules, where they were.
        for item in [0, 2] {
            let track = try #require(insertion.track(of: Self.rule(item)))
            #expect(track.fate == .unchanged)
            #expect(track.indexPathBeforeUpdate == IndexPath(item: item, section: 0))
        }
        let deletion = try view.throwing.performBatchUpdates {
            data.counts = [4]
            try view.throwing.deleteItems(at: [IndexPath(item: 4, section: 0)])
        }
        #expect(layout.reported == ["insert": [], "delete": [IndexPath(item: 4, section: 0)]])
        let deleted = try #require(deletion.track(ofBefore: Self.rule(4)))
        #expect(deleted.fate == .deleted)
        #expect(deleted.start.frame == rect(10, 290, 300, 20))
        #expect(deleted.end.alpha == 0)
    }

    @Test("inserting item 0 replaces every later row's rule: its first cell is now second, a new first cell takes the place")
    func insertAtStart() throws {
        let (view, data, layout) = Self.view(items: 4)
        let animation = try view.throwing.performBatchUpdates {
            data.counts = [5]
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        let all = [0, 2, 4].map { IndexPath(item: $0, section: 0) }
        #expect(layout.reported == ["insert": all, "delete": Array(all.prefix(2))])
        for item in [0, 2] {
            #expect(animation.track(ofBefore: Self.rule(item))?.fate == .deleted)
            let new = try #require(animation.track(of: Self.rule(item)))
            #expect(new.fate == .inserted)
            #expect(new.end.frame == rect(10, CGFloat(50 * item) + 90, 300, 20))
        }
    }
}

/// Records the layout's `indexPathsToInsert/Delete…` answers for the kind "rule".
final class GroupItemReportSpy: CollectionViewCompositionalLayout {
    var reported: [String: [IndexPath]] = [:]

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        let answer = super.indexPathsToInsertForSupplementaryView(ofKind: elementKind)
        if elementKind == "rule" { reported["insert"] = answer }
        return answer
    }

    override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        let answer = super.indexPathsToDeleteForSupplementaryView(ofKind: elementKind)
        if elementKind == "rule" { reported["delete"] = answer }
        return answer
    }
}
