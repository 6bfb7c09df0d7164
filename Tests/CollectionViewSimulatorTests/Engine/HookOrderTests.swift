import BatchUpdates
import CollectionViewSimulator
import Foundation
import Testing

@Suite("Hook order")
@MainActor
struct HookOrderTests {
    /// Three sections of six items, scrolled to the middle: section 0's last row, footer 0, all of
    /// section 1 and section 2's header are on screen. The batch mixes every operation kind.
    static func mixedBatch(_ order: ProviderOrder = .updateStages) throws -> (SpyFixture, UpdateAnimation) {
        let fixture = SpyFixture(counts: [6, 6, 6], offset: 200)
        fixture.view.providerOrder = order
        let data = fixture.data
        let animation = try fixture.view.throwing.performBatchUpdates {
            data.sections = [["0-0", "0-1", "0-2", "0-4", "0-5"], ["a", "b"],
                             ["new", "1-0", "1-1", "1-2", "1-3", "1-4'", "1-5"]]
            try fixture.view.throwing.deleteItems(at: [IndexPath(item: 3, section: 0)])
            try fixture.view.throwing.reloadItems(at: [IndexPath(item: 4, section: 1)])
            try fixture.view.throwing.insertItems(at: [IndexPath(item: 0, section: 2)])
            try fixture.view.throwing.moveItem(at: IndexPath(item: 2, section: 1), to: IndexPath(item: 3, section: 2))
            try fixture.view.throwing.deleteSections([2])
            try fixture.view.throwing.insertSections([1])
        }
        return (fixture, animation)
    }

    static let header = CollectionView.elementKindSectionHeader
    static let footer = CollectionView.elementKindSectionFooter

    @Test("the trace is exactly what the layout received, in order, with arguments")
    func traceMatchesSpy() throws {
        let (fixture, animation) = try Self.mixedBatch()
        #expect(fixture.layout.calls == animation.hooks)
    }

    /// UIKit's order (OpenUXKit's `_endItemAnimations`): invalidate for the data source counts and
    /// prepare with the new counts at the current offset, prepare(forCollectionViewUpdates:) with
    /// UIKit-ordered items, the four index-path questions per kind, the target offset, the content
    /// size again, the elements of the visible rectangle; then, in the previous provider order,
    /// final… for every element on screen before (old index paths), initial… for every element on
    /// screen after (new index paths), finalize.
    @Test("a batch mixing every operation calls UIKit's hooks in UIKit's order")
    func mixedBatchOrder() throws {
        let (_, animation) = try Self.mixedBatch(.visibleBeforeThenAfter)
        let (header, footer) = (Self.header, Self.footer)
        #expect(animation.hooks.map(\.description) == [
            "invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext [invalidateDataSourceCounts, "
                + "invalidateFlowLayoutDelegateMetrics, invalidateFlowLayoutAttributes])",
            "prepare", "collectionViewContentSize",
            "layoutAttributesForElements(in: [0, 200, 340, 400])",
            "prepare(forCollectionViewUpdates: [delete 0-3, delete section 2, insert section 1, insert 2-0, reload 1-4 -> 2-5, move 1-2 -> 2-3])",
            "indexPathsToDeleteForSupplementaryView(ofKind: \(footer))", "indexPathsToDeleteForDecorationView(ofKind: \(footer))",
            "indexPathsToInsertForSupplementaryView(ofKind: \(footer))", "indexPathsToInsertForDecorationView(ofKind: \(footer))",
            "indexPathsToDeleteForSupplementaryView(ofKind: \(header))", "indexPathsToDeleteForDecorationView(ofKind: \(header))",
            "indexPathsToInsertForSupplementaryView(ofKind: \(header))", "indexPathsToInsertForDecorationView(ofKind: \(header))",
            "indexPathsToDeleteForDecorationView(ofKind: RowDecoration)", "indexPathsToInsertForDecorationView(ofKind: RowDecoration)",
            "targetContentOffset(forProposedContentOffset: [0, 200])", "collectionViewContentSize",
            "layoutAttributesForElements(in: [0, 200, 340, 400])",
            "finalLayoutAttributesForDisappearingItem(at: 0-3)", "finalLayoutAttributesForDisappearingItem(at: 0-4)",
            "finalLayoutAttributesForDisappearingItem(at: 0-5)", "finalLayoutAttributesForDisappearingItem(at: 1-0)",
            "finalLayoutAttributesForDisappearingItem(at: 1-1)", "finalLayoutAttributesForDisappearingItem(at: 1-2)",
            "layoutAttributesForItem(at: 2-3)", "finalLayoutAttributesForDisappearingItem(at: 1-3)",
            "layoutAttributesForItem(at: 2-4)", "finalLayoutAttributesForDisappearingItem(at: 1-4)",
            "finalLayoutAttributesForDisappearingItem(at: 1-5)", "layoutAttributesForItem(at: 2-6)",
            "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: \(footer), at: 0-0)",
            "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: \(footer), at: 1-0)",
            "layoutAttributesForSupplementaryView(ofKind: \(footer), at: 2-0)",
            "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: \(header), at: 1-0)",
            "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: \(header), at: 2-0)",
            "finalLayoutAttributesForDisappearingDecorationElement(ofKind: RowDecoration, at: 0-1)",
            "finalLayoutAttributesForDisappearingDecorationElement(ofKind: RowDecoration, at: 1-0)",
            "finalLayoutAttributesForDisappearingDecorationElement(ofKind: RowDecoration, at: 1-1)",
            "layoutAttributesForDecorationView(ofKind: RowDecoration, at: 2-1)",
            "initialLayoutAttributesForAppearingItem(at: 0-3)", "initialLayoutAttributesForAppearingItem(at: 0-4)",
            "initialLayoutAttributesForAppearingItem(at: 1-0)", "initialLayoutAttributesForAppearingItem(at: 1-1)",
            "initialLayoutAttributesForAppearingItem(at: 2-0)", "initialLayoutAttributesForAppearingItem(at: 2-1)",
            "initialLayoutAttributesForAppearingItem(at: 2-2)",
            "initialLayoutAttributesForAppearingSupplementaryElement(ofKind: \(footer), at: 0-0)",
            "initialLayoutAttributesForAppearingSupplementaryElement(ofKind: \(footer), at: 1-0)",
            "initialLayoutAttributesForAppearingSupplementaryElement(ofKind: \(header), at: 1-0)",
            "initialLayoutAttributesForAppearingSupplementaryElement(ofKind: \(header), at: 2-0)",
            "initialLayoutAttributesForAppearingDecorationElement(ofKind: RowDecoration, at: 0-1)",
            "initialLayoutAttributesForAppearingDecorationElement(ofKind: RowDecoration, at: 1-0)",
            "initialLayoutAttributesForAppearingDecorationElement(ofKind: RowDecoration, at: 2-0)",
            "finalizeCollectionViewUpdates",
        ])
    }

    /// UIKit's update stages (OpenUXKit's `_viewAnimationsForCurrentUpdate`): the deleted item and
    /// the reload's delete; the inserts as issued (2-0, then section 1's items) and the reload's
    /// insert, off screen too; the new attributes of the survivors that leave; then each survivor's
    /// pair. Section 2's items were off screen: no final… for them.
    @Test("by default the mixed batch asks the cell providers in UIKit's update stages")
    func mixedBatchStages() throws {
        let (_, animation) = try Self.mixedBatch()
        let names: Set<String> = ["finalLayoutAttributesForDisappearingItem(at:)", "initialLayoutAttributesForAppearingItem(at:)",
                                  "layoutAttributesForItem(at:)"]
        let calls = animation.hooks.filter { names.contains($0.name) }.map { hook in
            hook.description.replacingOccurrences(of: "LayoutAttributesForDisappearingItem", with: "")
                .replacingOccurrences(of: "LayoutAttributesForAppearingItem", with: "")
        }
        #expect(calls == [
            "final(at: 0-3)", "final(at: 1-4)",
            "initial(at: 2-0)", "initial(at: 1-0)", "initial(at: 1-1)", "initial(at: 2-5)",
            "layoutAttributesForItem(at: 2-3)", "layoutAttributesForItem(at: 2-4)", "layoutAttributesForItem(at: 2-6)",
            "final(at: 0-4)", "initial(at: 0-3)", "final(at: 0-5)", "initial(at: 0-4)", "final(at: 1-0)", "initial(at: 2-1)",
            "final(at: 1-1)", "initial(at: 2-2)", "final(at: 1-2)", "initial(at: 2-3)", "final(at: 1-3)", "initial(at: 2-4)",
            "final(at: 1-5)", "initial(at: 2-6)",
        ])
    }

    /// Stages 1 and 2 of UIKit's update code take a deleted or inserted section's supplementary and
    /// decoration views right after its items.
    @Test("a deleted section's header is asked with its section's deletes, an inserted one's with its inserts")
    func sectionViewsInTheirStages() throws {
        let (_, animation) = try Self.mixedBatch()
        let calls = animation.hooks.map(\.description)
        func index(_ call: String) throws -> Int { try #require(calls.firstIndex(of: call), "\(call) not asked") }
        let deletedHeader = try index("finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: \(Self.header), at: 2-0)")
        #expect(try index("finalLayoutAttributesForDisappearingItem(at: 0-3)") < deletedHeader)
        #expect(try deletedHeader < index("finalLayoutAttributesForDisappearingItem(at: 1-4)"))
        let insertedHeader = try index("initialLayoutAttributesForAppearingSupplementaryElement(ofKind: \(Self.header), at: 1-0)")
        #expect(try index("initialLayoutAttributesForAppearingItem(at: 1-1)") < insertedHeader)
        #expect(try insertedHeader < index("initialLayoutAttributesForAppearingItem(at: 2-5)"))
    }

    /// The providers are not only for inserted and deleted items: every surviving element on screen
    /// gets both (UIKit's header comment; CircleLayout's "gets called for all visible cells").
    @Test("final… and initial… are called for surviving items, not only for inserted and deleted ones")
    func providersForSurvivors() throws {
        let (_, animation) = try Self.mixedBatch()
        let unchanged = try #require(animation.track(of: .cell(IndexPath(item: 3, section: 0))))
        #expect(unchanged.fate == .moved)
        #expect(animation.hooks.contains(.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 4, section: 0))))
        #expect(animation.hooks.contains(.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 3, section: 0))))
        #expect(animation.hooks.contains(.initialLayoutAttributesForAppearingSupplementaryElement(
            ofKind: Self.footer, at: IndexPath(item: 0, section: 0))))
    }

    @Test("each view's fate: deleted, inserted, reloaded, moved, unchanged, and leaving the window")
    func fates() throws {
        let (_, animation) = try Self.mixedBatch()
        let fates = animation.tracks.map { "\($0.element)\($0.isNamedBeforeUpdate ? " (before)" : "") \($0.fate)" }
        #expect(fates == [
            "cell 0-3 moved", "cell 0-3 (before) deleted", "cell 0-4 moved", "cell 1-0 inserted", "cell 1-1 inserted",
            "cell 1-4 (before) reloadedOut", "cell 2-0 inserted", "cell 2-1 moved", "cell 2-2 moved",
            "cell 2-3 disappeared", "cell 2-4 disappeared", "cell 2-6 disappeared",
            "footer 0 unchanged", "footer 1 inserted", "header 1 inserted", "footer 2 disappeared", "header 2 moved",
            "header 2 (before) deleted",
            "decoration RowDecoration 0-1 unchanged", "decoration RowDecoration 1-0 inserted",
            "decoration RowDecoration 2-0 moved", "decoration RowDecoration 2-1 disappeared",
        ])
    }
}
