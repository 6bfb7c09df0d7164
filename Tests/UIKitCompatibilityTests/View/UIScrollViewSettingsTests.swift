import CollectionViewSimulator
import Testing
import UIKitCompatibility
import TestSupport

@Suite("UIKit's everyday scroll-view and collection-view settings")
@MainActor
struct UIScrollViewSettingsTests {
    /// A vertical flow layout of `items` 100 × 100 items in a 320 × 200 view, laid out.
    private func view(items: Int = 20) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let dataSource = SectionCountsDataSource([items])
        view.dataSource = dataSource
        FixtureOwner.keep(dataSource, for: view)
        view.layoutIfNeeded()
        return view
    }

    @Test("the settings start at UIKit's defaults")
    func defaults() {
        let view = view()
        #expect(view.showsHorizontalScrollIndicator && view.showsVerticalScrollIndicator)
        #expect(!view.alwaysBounceVertical && !view.alwaysBounceHorizontal && view.bounces)
        #expect(view.isScrollEnabled && view.scrollsToTop)
        #expect(view.keyboardDismissMode == UIScrollView.KeyboardDismissMode.none)
        #expect(view.contentInsetAdjustmentBehavior == UIScrollView.ContentInsetAdjustmentBehavior.automatic)
        #expect(view.verticalScrollIndicatorInsets == .zero && view.horizontalScrollIndicatorInsets == .zero)
        #expect(view.isPrefetchingEnabled && view.prefetchDataSource == nil)
        #expect(!view.remembersLastFocusedIndexPath && !view.dragInteractionEnabled)
        #expect(!view.allowsSelectionDuringEditing && !view.allowsMultipleSelectionDuringEditing)
        #expect(view.selfSizingInvalidation == UICollectionView.SelfSizingInvalidation.enabled)
        #expect(view.tag == 0 && view.accessibilityIdentifier == nil && !view.isAccessibilityElement)
    }

    @Test("the deprecated scrollIndicatorInsets sets both indicators' insets")
    func scrollIndicatorInsets() {
        let view = view()
        view.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.verticalScrollIndicatorInsets.right = 9
        #expect(view.scrollIndicatorInsets.right == 9)
    }

    // Content inset 10/1/5/2 and a landscape phone's safe area 0/47/21/47 on a vertical list:
    // the content (2,000 points tall, 320 wide) scrolls vertically, never horizontally.
    nonisolated static let adjustments: [(UIScrollView.ContentInsetAdjustmentBehavior, items: Int, alwaysBounceVertical: Bool, UIEdgeInsets)] = [
        (.never, 20, false, UIEdgeInsets(top: 10, left: 1, bottom: 5, right: 2)),
        (.always, 20, false, UIEdgeInsets(top: 10, left: 48, bottom: 26, right: 49)),
        (.scrollableAxes, 20, false, UIEdgeInsets(top: 10, left: 1, bottom: 26, right: 2)),
        // Two items, one row shorter than the view: not scrollable, unless it always bounces vertically.
        (.scrollableAxes, 2, false, UIEdgeInsets(top: 10, left: 1, bottom: 5, right: 2)),
        (.scrollableAxes, 2, true, UIEdgeInsets(top: 10, left: 1, bottom: 26, right: 2)),
        (.automatic, 20, false, UIEdgeInsets(top: 10, left: 1, bottom: 26, right: 2)),
        // .automatic adjusts a vertical view's top and bottom even when it does not scroll.
        (.automatic, 2, false, UIEdgeInsets(top: 10, left: 1, bottom: 26, right: 2)),
    ]

    @Test("adjustedContentInset adds the safe area the adjustment behavior picks", arguments: adjustments)
    func adjustedContentInset(behavior: UIScrollView.ContentInsetAdjustmentBehavior, items: Int,
                              alwaysBounceVertical: Bool, expected: UIEdgeInsets) {
        let view = view(items: items)
        view.contentInset = UIEdgeInsets(top: 10, left: 1, bottom: 5, right: 2)
        view.safeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        view.contentInsetAdjustmentBehavior = behavior
        view.alwaysBounceVertical = alwaysBounceVertical
        view.layoutIfNeeded()
        #expect(view.adjustedContentInset == expected)
    }

    @Test("a horizontal view that scrolls sideways gets the safe area's sides, not its top, under .automatic")
    func automaticHorizontal() {
        let view = view()
        (view.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection = .horizontal
        view.safeAreaInsets = UIEdgeInsets(top: 20, left: 47, bottom: 21, right: 47)
        view.layoutIfNeeded()
        #expect(view.contentSize.width > view.bounds.width)
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
    }

    @Test("hasUncommittedUpdates stays false inside a batch's closure, as UIKit documents it (drops only)")
    func hasUncommittedUpdates() {
        let view = view()
        var inside: Bool?
        view.performBatchUpdates {
            inside = view.hasUncommittedUpdates
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
            (view.dataSource as? SectionCountsDataSource)?.counts[0] -= 1
        }
        #expect(inside == false && !view.hasUncommittedUpdates)
    }
}

@Suite("isScrollEnabled: the user's gestures stop, programmatic scrolls do not")
@MainActor
struct UIScrollViewScrollEnabledTests {
    @Test("with scrolling off a fling (a finger's gesture) does not scroll; setContentOffset still does")
    func scrollDisabled() {
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let dataSource = SectionCountsDataSource([60])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        view.isScrollEnabled = false
        view.fling(withVelocity: CGPoint(x: 0, y: 2))
        view.advanceTime(by: 1)
        #expect(view.contentOffset == .zero && !view.isDecelerating)
        view.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 120))
        view.isScrollEnabled = true
        view.fling(withVelocity: CGPoint(x: 0, y: 2))
        view.advanceTime(by: 1)
        #expect(view.contentOffset.y > 120)
        withExtendedLifetime(dataSource) {}
    }
}
