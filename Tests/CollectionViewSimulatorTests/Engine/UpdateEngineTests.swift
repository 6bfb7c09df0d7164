@testable import CollectionViewSimulator
import Foundation
import Testing

/// The view is a thin front: UIKit's stored properties and one engine, which owns the rest.
@Suite("Update engine")
@MainActor
struct UpdateEngineTests {
    /// UIKit's everyday scroll-view and collection-view settings, which the view stores for app code.
    private let uikitSettings = [
        "allowsMultipleSelectionDuringEditing", "allowsSelectionDuringEditing", "alwaysBounceHorizontal", "alwaysBounceVertical",
        "bounces", "contentInsetAdjustmentBehavior", "dragInteractionEnabled", "horizontalScrollIndicatorInsets", "isPrefetchingEnabled",
        "isScrollEnabled", "keyboardDismissMode", "prefetchDataSource", "remembersLastFocusedIndexPath", "scrollsToTop",
        "selfSizingInvalidation", "showsHorizontalScrollIndicator", "showsVerticalScrollIndicator", "verticalScrollIndicatorInsets",
        "allowsFocus", "allowsFocusDuringEditing", "selectionFollowsFocus",
    ]

    @Test("the view stores UIKit's properties and one engine, nothing else")
    func theViewStoresUIKitsPropertiesAndOneEngine() {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: CollectionViewFlowLayout())
        let stored = Mirror(reflecting: view).children.compactMap(\.label).map { $0.replacingOccurrences(of: "$__lazy_storage_$_", with: "") }
        #expect(stored.sorted() == ([
            "collectionViewLayout", "contentInset", "contentSize", "dataSource", "decelerationRate", "delegate", "engine",
            "isPagingEnabled", "panGestureRecognizer", "safeAreaInsets", "screenScale", "storedContentOffset", "storedFrame",
        ] + uikitSettings).sorted())
    }

    @Test("a change the layout's answers make throw leaves the engine's state, counts and selection as they were")
    func aThrowingChangeRestoresTheEngine() throws {
        let dataSource = SectionCountsDataSource([3])
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        view.dataSource = dataSource
        view.layoutIfNeeded()
        try view.throwing.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let before = (history: view.engine.history.count, counts: view.engine.cachedItemCounts, clock: view.engine.clock)
        #expect(throws: BatchUpdateError.self) {
            try view.throwing.performBatchUpdates {
                dataSource.counts[0] -= 1
                try view.throwing.deleteItems(at: [IndexPath(item: 2, section: 0)])
                try view.throwing.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
            }
        }
        #expect(view.engine.history.count == before.history && view.engine.cachedItemCounts == before.counts)
        #expect(view.engine.clock == before.clock && view.engine.batchDepth == 0)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}
