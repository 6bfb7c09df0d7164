import BatchUpdates
import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// A flow layout whose cache holds only the items of its first screen, as hand-written layouts
/// often do: it answers `nil` from `layoutAttributesForItem(at:)` for every item past `cachedItems`.
final class FirstScreenCacheLayout: CollectionViewFlowLayout {
    var cachedItems = 40

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        indexPath.item < cachedItems ? super.layoutAttributesForItem(at: indexPath) : nil
    }
}

/// A flow layout with headers whose cache holds only the headers of its first `cachedSections`
/// sections: it answers `nil` from `layoutAttributesForSupplementaryView(ofKind:at:)` past them.
final class FirstScreenHeaderLayout: CollectionViewFlowLayout {
    var cachedSections = 5

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        indexPath.section < cachedSections ? super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) : nil
    }
}

/// A flow layout that asks for the items of section 0 without checking that it exists.
final class UnguardedSectionLayout: CollectionViewFlowLayout {
    private(set) var firstSectionCount = 0

    override func prepare() {
        super.prepare()
        firstSectionCount = collectionView?.numberOfItems(inSection: 0) ?? 0
    }
}

/// A flow layout that computes its attributes once and serves them forever: a stale cache.
final class StaleCacheLayout: CollectionViewFlowLayout {
    private var cache: [CollectionViewLayoutAttributes]?

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        if let cache { return cache }
        cache = super.layoutAttributesForElements(in: rect)
        return cache
    }
}

/// UIKit's exceptions raised by what a layout answers during an update (OpenUXKit; reported
/// crashes): the update throws UIKit's text and leaves the view as it was.
@Suite("Exceptions from the layout's answers")
@MainActor
struct LayoutAnswerErrorTests {
    static func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    /// 320×480, 50×50 items, five to a row: items 0–39 are on screen.
    static func view(counts: [Int], layout: CollectionViewFlowLayout) -> (CollectionView, SectionCountsDataSource) {
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let data = SectionCountsDataSource(counts)
        view.dataSource = data
        FixtureOwner.keep(data, for: view)
        view.layoutIfNeeded()
        return (view, data)
    }

    @Test("a cell pushed off screen whose attributes the layout does not have raises UIKit's exception")
    func nilForCellMovingOffScreen() throws {
        let (view, data) = Self.view(counts: [60], layout: FirstScreenCacheLayout())
        #expect(throws: BatchUpdateError.noLayoutAttributesForItem(Self.ip(40))) {
            try view.throwing.performBatchUpdates {
                data.counts[0] = 61
                try view.throwing.insertItems(at: [Self.ip(0)])
            }
        }
        let message = BatchUpdateError.noLayoutAttributesForItem(Self.ip(5)).description
        #expect(message == "no UICollectionViewLayoutAttributes instance for -layoutAttributesForItemAtIndexPath: "
            + "<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 5}")
    }

    /// One 100-point section per row of five items with a 30-point header: sections 0–4 are on
    /// screen; inserting a section pushes header 4 to section 5, off screen, where the layout has none.
    @Test("a header pushed off screen whose attributes the layout does not have raises the supplementary twin")
    func nilForHeaderMovingOffScreen() throws {
        let layout = FirstScreenHeaderLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let (view, data) = Self.view(counts: Array(repeating: 5, count: 10), layout: layout)
        let header = CollectionView.elementKindSectionHeader
        #expect(throws: BatchUpdateError.noLayoutAttributesForSupplementaryElement(kind: header, indexPath: IndexPath(item: 0, section: 5))) {
            try view.throwing.performBatchUpdates {
                data.counts.insert(5, at: 0)
                try view.throwing.insertSections([0])
            }
        }
        #expect(view.numberOfSections == 10)
        let message = BatchUpdateError.noLayoutAttributesForSupplementaryElement(kind: header, indexPath: IndexPath(item: 0, section: 0))
        #expect(message.description == "no UICollectionViewLayoutAttributes instance for -layoutAttributesForSupplementaryElementOfKind: "
            + "UICollectionElementKindSectionHeader at path <NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 0}")
    }

    @Test("cells coming in from off screen are not asked for: a first-screen cache animates a delete")
    func cellsComingOnScreenAreNotAsked() throws {
        let (view, data) = Self.view(counts: [60], layout: FirstScreenCacheLayout())
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] = 59
            try view.throwing.deleteItems(at: [Self.ip(0)])
        }
        #expect(animation.track(of: .cell(Self.ip(39)))?.fate == .appeared)
    }

    @Test("the failed update leaves counts, offset, views and the running animation as they were")
    func failedUpdateLeavesTheView() throws {
        let layout = FirstScreenCacheLayout()
        let (view, data) = Self.view(counts: [60], layout: layout)
        var completions: [Bool] = []
        try view.throwing.performBatchUpdates({
            try view.throwing.reloadItems(at: [Self.ip(0)])
        }, completion: { completions.append($0) })
        view.advanceTime(by: 0.1)
        let before = (view.state, Self.presented(view), view.animationHistory.animations.count)
        #expect(throws: BatchUpdateError.self) {
            try view.throwing.performBatchUpdates {
                data.counts[0] = 61
                try view.throwing.insertItems(at: [Self.ip(0)])
            }
        }
        #expect(view.state == before.0)
        #expect(Self.presented(view) == before.1)
        #expect(view.animationHistory.animations.count == before.2)
        #expect(view.numberOfItems(inSection: 0) == 60)
        #expect(completions.isEmpty, "the running animation was not interrupted")
        view.advanceTime(by: 0.2)
        #expect(completions == [true])
    }

    @Test("the failed update leaves the selection where it was")
    func failedUpdateLeavesTheSelection() throws {
        let (view, data) = Self.view(counts: [60], layout: FirstScreenCacheLayout())
        try view.throwing.selectItem(at: Self.ip(3), animated: false, scrollPosition: [])
        #expect(throws: BatchUpdateError.self) {
            try view.throwing.performBatchUpdates {
                data.counts[0] = 61
                try view.throwing.insertItems(at: [Self.ip(0)])
            }
        }
        #expect(view.indexPathsForSelectedItems == [Self.ip(3)])
    }

    /// What every view on screen shows now: its element, frame and alpha.
    static func presented(_ view: CollectionView) -> [String] {
        view.presentationAttributesForVisibleElements.map { "\(ElementID($0)) \($0.frame) \($0.alpha)" }.sorted()
    }

    @Test("numberOfItems(inSection:) for a section gone in the update: the layout finishes, then UIKit's exception")
    func missingSectionRaisesAfterTheLayoutFinished() throws {
        let layout = UnguardedSectionLayout()
        let (view, data) = Self.view(counts: [6], layout: layout)
        let before = view.state
        #expect(throws: BatchUpdateError.numberOfItemsInMissingSection(section: 0, sectionCount: 0)) {
            try view.throwing.performBatchUpdates {
                data.counts = []
                try view.throwing.deleteSections(IndexSet(integer: 0))
            }
        }
        #expect(BatchUpdateError.numberOfItemsInMissingSection(section: 0, sectionCount: 0).description
            == "request for number of items in section 0 when there are only 0 sections in the collection view")
        #expect(view.state == before)
        #expect(view.numberOfSections == 1)
        #expect(view.numberOfItems(inSection: 3) == 0, "outside an update the question answers 0")
    }

    @Test("a layout that checks numberOfSections deletes the last section without an exception")
    func guardedLayoutDeletesLastSection() throws {
        let (view, data) = Self.view(counts: [6], layout: CollectionViewFlowLayout())
        let animation = try view.throwing.performBatchUpdates {
            data.counts = []
            try view.throwing.deleteSections(IndexSet(integer: 0))
        }
        #expect(animation.tracks.count == 6 && animation.tracks.allSatisfy { $0.fate == .deleted })
    }

    @Test("attributes for an item the data source does not have: iOS 13+ ignores them with UIKit's log line")
    func staleAttributesIgnoredWhenModern() throws {
        let layout = StaleCacheLayout()
        let (view, data) = Self.view(counts: [10], layout: layout)
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] = 9
            try view.throwing.deleteItems(at: [Self.ip(9)])
        }
        #expect(!animation.tracks.contains { $0.indexPathAfterUpdate == Self.ip(9) }, "no track for an item that does not exist")
        #expect(animation.track(ofBefore: .cell(Self.ip(9)))?.fate == .deleted)
        #expect(!view.indexPathsForVisibleItems.contains(Self.ip(9)))
        let warning = LayoutWarning.attributesNotValidForDataSourceCounts(Self.ip(9), layout: "StaleCacheLayout")
        #expect(layout.warnings == [warning])
        #expect(warning.description == "Layout attributes <UICollectionViewLayoutAttributes: 0xc000000000000016> index path: "
            + "(<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 9}); were received from the layout "
            + "<StaleCacheLayout> but are not valid for the data source counts. Attributes will be ignored.")
    }

    @Test("attributes for an item the data source does not have: iOS 12 and earlier raise UIKit's exception")
    func staleAttributesRaiseWhenClassic() throws {
        let (view, data) = Self.view(counts: [10], layout: StaleCacheLayout())
        view.validationBehavior = .classic
        let before = view.state
        #expect(throws: BatchUpdateError.layoutAttributesForMissingItem(Self.ip(9))) {
            try view.throwing.performBatchUpdates {
                data.counts[0] = 9
                try view.throwing.deleteItems(at: [Self.ip(9)])
            }
        }
        #expect(BatchUpdateError.layoutAttributesForMissingItem(Self.ip(9)).description
            == "UICollectionView received layout attributes for a cell with an index path that does not exist: "
            + "<NSIndexPath: 0xc000000000000016> {length = 2, path = 0 - 9}")
        #expect(view.state == before)
    }

    @Test("a layout pass outside an update ignores stale cell attributes under both behaviours", arguments: [ValidationBehavior.modern, .classic])
    func layoutPassIgnoresStaleAttributes(_ behavior: ValidationBehavior) {
        let layout = StaleCacheLayout()
        let (view, data) = Self.view(counts: [10], layout: layout)
        view.validationBehavior = behavior
        data.counts[0] = 9
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.indexPathsForVisibleItems == (0..<9).map(Self.ip))
        #expect(layout.warnings == [.attributesNotValidForDataSourceCounts(Self.ip(9), layout: "StaleCacheLayout")])
    }

    /// Fuzz finding (issue #15, seed 1 of the 200-item flow benchmark): the circle layout's content
    /// size follows the view's frame, but a bounds change does not invalidate it, so after a resize
    /// the view keeps the old content size until the layout is next prepared. An update that raises
    /// leaves the view exactly as it was and the layout invalidated (it was prepared for the
    /// update's counts): the next layout pass prepares it for the old counts and, like any pass
    /// after an invalidation, shows the content size the layout answers now.
    @Test("an update that raises leaves the view as it was and the layout owing a pass for the old counts")
    func raisingUpdateLeavesViewAndOwesPass() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CircleLayout())
        let data = SectionCountsDataSource([1])
        view.dataSource = data
        view.layoutIfNeeded()
        view.frame = CGRect(x: 0, y: 0, width: 380, height: 380)
        view.layoutIfNeeded()
        let before = view.state
        #expect(before.contentSize == CGSize(width: 320, height: 480))
        #expect(throws: BatchUpdateError.noLayoutAttributesForItem(IndexPath(item: 0, section: 1))) {
            try view.throwing.performBatchUpdates {
                data.counts.insert(0, at: 0)
                try view.throwing.insertSections(IndexSet(integer: 0))
            }
        }
        #expect(view.state == before)
        view.layoutIfNeeded()
        #expect(view.state.contentSize == CGSize(width: 380, height: 380))
        #expect(view.collectionViewLayout.layoutAttributesForItem(at: Self.ip(0)) != nil)
    }
}
