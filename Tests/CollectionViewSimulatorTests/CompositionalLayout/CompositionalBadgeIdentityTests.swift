import CollectionViewSimulator
import Foundation
import Testing

/// A badge (an item's `supplementaryItems`) belongs to its item: through a batch update it stays
/// the same view on the same cell, following the item's index path (issue #24 item 8).
@Suite("Compositional badges follow their item through an update")
@MainActor
struct CompositionalBadgeIdentityTests {
    static func badge(_ row: Int) -> ElementID { .supplementary("badge", at: IndexPath(item: row, section: 0)) }

    /// Full-width 50-point rows with a 20×20 badge in each row's top-trailing corner, in a 320×480
    /// view: the badge of row r is at (300, 50r, 20, 20).
    static func list(rows: Int) -> (CollectionView, TitledSectionsDataSource) {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let row = CollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
        let group = CollectionLayoutGroup.vertical(layoutSize: size, subitems: [row])
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "title")
        let source = TitledSectionsDataSource([("", rows)])
        view.dataSource = source
        view.layoutIfNeeded()
        return (view, source)
    }

    @Test("inserting an item before a badged item moves its badge with it, and the new item's badge appears")
    func insertBefore() throws {
        let (view, source) = Self.list(rows: 2)
        source.sections[0].rows = 3
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)]))
        for (before, after) in [(0, 1), (1, 2)] {
            let track = try #require(animation.track(of: Self.badge(after)))
            #expect(track.fate == .moved)
            #expect(track.indexPathBeforeUpdate == IndexPath(item: before, section: 0))
            #expect(animation.track(ofBefore: Self.badge(before))?.viewID == track.viewID)
            #expect(track.start.frame == CGRect(x: 300, y: CGFloat(50 * before), width: 20, height: 20))
            #expect(track.end.frame == CGRect(x: 300, y: CGFloat(50 * after), width: 20, height: 20))
        }
        let inserted = try #require(animation.track(of: Self.badge(0)))
        #expect(inserted.fate == .inserted)
        #expect(inserted.end.frame == CGRect(x: 300, y: 0, width: 20, height: 20))
        #expect(animation.tracks.filter { $0.element.kind == "badge" }.count == 3)
    }

    /// Two items side by side, only the second badged: a cell's leaf item is its item index
    /// modulo two, so a shift by one moves a cell between the badged and the plain slot.
    static func alternating(sections: [Int]) -> (CollectionView, TitledSectionsDataSource) {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: CollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
        let half = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)),
                                        supplementaryItems: [badge])
        let plain = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [plain, half])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                  collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
        view.register(CollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "title")
        let source = TitledSectionsDataSource(sections.map { ("", $0) })
        view.dataSource = source
        view.layoutIfNeeded()
        return (view, source)
    }

    @Test("an item that moves onto a slot without a badge loses its badge, and the one that moves onto the badged slot gains one")
    func shiftBetweenSlots() throws {
        let (view, source) = Self.alternating(sections: [2])
        source.sections[0].rows = 3
        // Item 1 (badged, at 160, 0) becomes item 2 (plain, at 0, 50); item 0 (plain) becomes
        // item 1 (badged). UIKit's exception for a badge the layout no longer has used to be
        // raised here.
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)]))
        let lost = try #require(animation.track(ofBefore: Self.badge(1)))
        #expect(lost.fate == .deleted)
        #expect(lost.start.frame == CGRect(x: 300, y: 0, width: 20, height: 20))
        let gained = try #require(animation.track(of: Self.badge(1)))
        #expect(gained.fate == .inserted)
        #expect(gained.end.frame == CGRect(x: 300, y: 0, width: 20, height: 20))
        #expect(animation.tracks.filter { $0.element.kind == "badge" }.count == 2)
    }

    @Test("a reload that UIKit's arithmetic sends below item 0 (delete section 0, delete 0-0, reload 1-0) neither traps on the negative index nor asks for a badge the layout does not have")
    func reloadBelowItemZero() throws {
        let (view, source) = Self.alternating(sections: [2, 2])
        source.sections = [("", 2)]
        // The reload's insert lands at 0--1, which shifts the surviving badged item onto the plain
        // leaf's slot: its badge is deleted with the slot (it used to trap on the negative index,
        // then to raise UIKit's missing-attributes exception for a badge at 0-0).
        let animation = try view.throwing.performBatchUpdates {
            view.deleteSections([0])
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            view.reloadItems(at: [IndexPath(item: 0, section: 1)])
        }
        #expect(view.numberOfSections == 1 && view.numberOfItems(inSection: 0) == 2)
        #expect(animation.track(of: Self.badge(0)) == nil)
        #expect(animation.tracks.allSatisfy { $0.element.kind != "badge" || $0.fate != .moved })
    }

    @Test("deleting the first item deletes its badge and moves the next badge up with its item")
    func deleteFirst() throws {
        let (view, source) = Self.list(rows: 3)
        source.sections[0].rows = 2
        let animation = try #require(try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)]))
        let moved = try #require(animation.track(of: Self.badge(0)))
        #expect(moved.fate == .moved)
        #expect(moved.indexPathBeforeUpdate == IndexPath(item: 1, section: 0))
        #expect(moved.start.frame == CGRect(x: 300, y: 50, width: 20, height: 20))
        #expect(moved.end.frame == CGRect(x: 300, y: 0, width: 20, height: 20))
        #expect(animation.track(ofBefore: Self.badge(0))?.fate == .deleted)
    }
}
