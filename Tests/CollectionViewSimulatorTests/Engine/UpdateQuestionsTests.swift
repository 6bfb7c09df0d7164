import BatchUpdates
import CollectionViewSimulator
import Foundation
import Testing

/// What a batch update asks the layout, and when (UIKit's update code: OpenUXKit's decompiled
/// `_endItemAnimations`, `_updateWithItems:` and `_viewAnimationsForCurrentUpdate`).
@Suite("What the layout is asked in a batch update")
@MainActor
struct UpdateQuestionsTests {
    static let itemProviders: Set<String> = [
        "finalLayoutAttributesForDisappearingItem(at:)", "initialLayoutAttributesForAppearingItem(at:)",
    ]

    /// The cell providers the layout received, in order.
    static func itemProviderCalls(_ calls: [LayoutHook]) -> [String] {
        calls.filter { itemProviders.contains($0.name) }.map(\.description)
    }

    /// Four items in one section, all on screen: deletes 0-2 then 0-0, inserts 0-3 then 0-1.
    static func deleteAndInsertOutOfOrder(_ order: ProviderOrder) throws -> SpyFixture {
        let fixture = SpyFixture(counts: [4])
        fixture.view.providerOrder = order
        let data = fixture.data
        try fixture.view.throwing.performBatchUpdates {
            data.sections = [["0-1", "x", "0-3", "y"]]
            try fixture.view.throwing.deleteItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 0)])
            try fixture.view.throwing.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 0)])
        }
        return fixture
    }

    @Test("the update invalidates with the layout's context class for the data source counts, not everything")
    func updateInvalidation() throws {
        let fixture = SpyFixture(counts: [4])
        try fixture.view.throwing.performBatchUpdates {
            fixture.data.sections[0].insert("new", at: 0)
            try fixture.view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        let invalidations = fixture.layout.calls.compactMap { hook -> LayoutInvalidation? in
            if case .invalidateLayoutWithContext(let context) = hook { return context }
            return nil
        }
        let context = try #require(invalidations.first)
        #expect(invalidations.count == 1)
        #expect(context.contextClass == "UICollectionViewFlowLayoutInvalidationContext")
        #expect(context.invalidateDataSourceCounts && !context.invalidateEverything)
        #expect(!fixture.layout.calls.contains(.invalidateLayout))
    }

    @Test("reloadData and invalidateLayout() still invalidate everything")
    func everythingElsewhere() {
        let fixture = SpyFixture(counts: [4])
        fixture.view.reloadData()
        fixture.view.collectionViewLayout.invalidateLayout()
        #expect(fixture.layout.calls.filter { $0 == .invalidateLayout }.count >= 1)
        #expect(!fixture.layout.calls.contains { if case .invalidateLayoutWithContext = $0 { true } else { false } })
    }

    @Test("the content size is read again after prepare(forCollectionViewUpdates:), before the providers")
    func contentSizeReadAgain() throws {
        let fixture = SpyFixture(counts: [4])
        try fixture.view.throwing.performBatchUpdates {
            fixture.data.sections[0].removeFirst()
            try fixture.view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        let names = fixture.layout.calls.map(\.name)
        let prepareForUpdates = try #require(names.firstIndex(of: "prepare(forCollectionViewUpdates:)"))
        let target = try #require(names.firstIndex(of: "targetContentOffset(forProposedContentOffset:)"))
        let sizes = names.indices.filter { names[$0] == "collectionViewContentSize" }
        #expect(sizes.count == 2)
        #expect(sizes.first.map { $0 < prepareForUpdates } == true)
        #expect(sizes.last.map { $0 > target } == true)
        let firstProvider = names.firstIndex { Self.itemProviders.contains($0) } ?? names.count
        #expect(sizes.last.map { $0 < firstProvider } == true)
    }

    @Test("by default: deleted items in issue order, inserted items in issue order, then each survivor's pair")
    func updateStagesOrder() throws {
        let fixture = try Self.deleteAndInsertOutOfOrder(.updateStages)
        #expect(Self.itemProviderCalls(fixture.layout.calls) == [
            "finalLayoutAttributesForDisappearingItem(at: 0-2)", "finalLayoutAttributesForDisappearingItem(at: 0-0)",
            "initialLayoutAttributesForAppearingItem(at: 0-3)", "initialLayoutAttributesForAppearingItem(at: 0-1)",
            "finalLayoutAttributesForDisappearingItem(at: 0-1)", "initialLayoutAttributesForAppearingItem(at: 0-0)",
            "finalLayoutAttributesForDisappearingItem(at: 0-3)", "initialLayoutAttributesForAppearingItem(at: 0-2)",
        ])
    }

    @Test("the previous order stays selectable: every final… sorted, then every initial… sorted")
    func visibleBeforeThenAfterOrder() throws {
        let fixture = try Self.deleteAndInsertOutOfOrder(.visibleBeforeThenAfter)
        #expect(Self.itemProviderCalls(fixture.layout.calls) == [
            "finalLayoutAttributesForDisappearingItem(at: 0-0)", "finalLayoutAttributesForDisappearingItem(at: 0-1)",
            "finalLayoutAttributesForDisappearingItem(at: 0-2)", "finalLayoutAttributesForDisappearingItem(at: 0-3)",
            "initialLayoutAttributesForAppearingItem(at: 0-0)", "initialLayoutAttributesForAppearingItem(at: 0-1)",
            "initialLayoutAttributesForAppearingItem(at: 0-2)", "initialLayoutAttributesForAppearingItem(at: 0-3)",
        ])
    }

    @Test("both orders animate the same views the same way", arguments: [ProviderOrder.updateStages, .visibleBeforeThenAfter])
    func sameTracks(order: ProviderOrder) throws {
        let staged = try Self.deleteAndInsertOutOfOrder(.updateStages).view.lastAnimation
        let other = try Self.deleteAndInsertOutOfOrder(order).view.lastAnimation
        #expect(staged?.tracks == other?.tracks)
    }

    /// 30 items, 3 a row of 110 points: rows 0–3 are on screen at offset 0.
    static func tallGrid(_ order: ProviderOrder, _ change: (SpyFixture) throws -> Void) throws -> UpdateAnimation {
        let fixture = SpyFixture(counts: [30])
        fixture.view.providerOrder = order
        try change(fixture)
        return try #require(fixture.view.lastAnimation)
    }

    static func insertFirstAndLast(_ fixture: SpyFixture) throws {
        try fixture.view.throwing.performBatchUpdates {
            fixture.data.sections[0].insert("first", at: 0)
            fixture.data.sections[0].append("last")
            try fixture.view.throwing.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 31, section: 0)])
        }
    }

    static func deleteFirst(_ fixture: SpyFixture) throws {
        try fixture.view.throwing.performBatchUpdates {
            fixture.data.sections[0].removeFirst()
            try fixture.view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
    }

    @Test("S1: initial… for every inserted item, also one off screen, which gets no view")
    func insertedOffScreen() throws {
        let staged = try Self.tallGrid(.updateStages, Self.insertFirstAndLast)
        #expect(staged.hooks.contains(.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 31, section: 0))))
        #expect(!staged.tracks.contains { $0.indexPathAfterUpdate == IndexPath(item: 31, section: 0) })
        let visible = try Self.tallGrid(.visibleBeforeThenAfter, Self.insertFirstAndLast)
        #expect(!visible.hooks.contains(.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 31, section: 0))))
    }

    @Test("S2: final… at the old index path of a survivor that comes on screen")
    func comesOnScreen() throws {
        let staged = try Self.tallGrid(.updateStages, Self.deleteFirst)
        let came = staged.tracks.filter { $0.fate == .appeared && $0.element.category == .cell }
        #expect(!came.isEmpty)
        for track in came {
            let old = try #require(track.indexPathBeforeUpdate)
            #expect(staged.hooks.contains(.finalLayoutAttributesForDisappearingItem(at: old)))
        }
        let visible = try Self.tallGrid(.visibleBeforeThenAfter, Self.deleteFirst)
        for track in came {
            #expect(!visible.hooks.contains(.finalLayoutAttributesForDisappearingItem(at: try #require(track.indexPathBeforeUpdate))))
        }
    }

    @Test("S3: initial… at the new index path of a survivor that leaves the screen")
    func leavesScreen() throws {
        let staged = try Self.tallGrid(.updateStages, Self.insertFirstAndLast)
        let left = staged.tracks.filter { $0.fate == .disappeared && $0.element.category == .cell }
        #expect(!left.isEmpty)
        for track in left {
            let new = try #require(track.indexPathAfterUpdate)
            #expect(staged.hooks.contains(.initialLayoutAttributesForAppearingItem(at: new)))
        }
        let visible = try Self.tallGrid(.visibleBeforeThenAfter, Self.insertFirstAndLast)
        for track in left {
            #expect(!visible.hooks.contains(.initialLayoutAttributesForAppearingItem(at: try #require(track.indexPathAfterUpdate))))
        }
    }

    @Test("each provider question is asked once per element, even for an item insert inside an inserted section")
    func askedOnce() throws {
        let fixture = SpyFixture(counts: [2])
        try fixture.view.throwing.performBatchUpdates {
            fixture.data.sections.append(["1-0"])
            try fixture.view.throwing.insertSections([1])
            try fixture.view.throwing.insertItems(at: [IndexPath(item: 0, section: 1)])
        }
        let calls = Self.itemProviderCalls(fixture.layout.calls)
        #expect(calls.filter { $0 == "initialLayoutAttributesForAppearingItem(at: 1-0)" }.count == 1)
        let warning = BatchUpdateWarning.itemOperationInInsertedSection(.insertItem(IndexPath(item: 0, section: 1)), section: 1)
        #expect(fixture.view.lastAnimation?.batch?.warnings.contains(warning) == true)
    }
}

@Suite("Layouts that depend on what the update asks")
@MainActor
struct UpdateQuestionLayoutTests {
    @Test("a consume-on-first-use animator's insert animation runs", arguments: [ProviderOrder.updateStages, .visibleBeforeThenAfter])
    func consumingAnimator(order: ProviderOrder) throws {
        let layout = ConsumingAnimatorLayout()
        let view = prepared(layout, width: 340, height: 400, counts: [4])
        view.providerOrder = order
        let data = IdentifierDataSource([["a", "b", "c", "d"]])
        view.dataSource = data
        view.reloadData()
        view.layoutIfNeeded()
        try view.throwing.performBatchUpdates {
            data.sections[0].insert("new", at: 1)
            try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        let inserted = try #require(view.lastAnimation?.tracks.first { $0.fate == .inserted })
        let end = inserted.end.frame
        let flewIn = inserted.start.frame.minX == end.minX + ConsumingAnimatorLayout.flightOffset
        // Asked every final… first, the animator gives the insert's entry to the item that was at 0-1.
        #expect(flewIn == (order == .updateStages))
    }
}
