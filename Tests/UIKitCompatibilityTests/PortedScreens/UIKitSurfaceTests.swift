import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility
import TestSupport

/// The UIKit surface of issue #24 (items 2, 3, 4, 9): the declarations in
/// `UIKitSurfaceDeclarations.swift` compile, and what they override is what the simulator uses.
@Suite("UIKit's names, initialisers and NSObject surface")
@MainActor
struct UIKitSurfaceTests {
    private func pagerView(_ layout: UICollectionViewLayout, items: Int = 6) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        let dataSource = SectionCountsDataSource([items])
        view.dataSource = dataSource
        FixtureOwner.keep(dataSource, for: view)
        view.layoutIfNeeded()
        return view
    }

    @Test("an animated bounds change calls prepare(forAnimatedBoundsChange:) with the old bounds, traced by that name")
    func boundsChangeHookHasUIKitsName() {
        let layout = SnappingPagerLayout()
        let view = pagerView(layout)
        let animation = view.setFrame(CGRect(x: 0, y: 0, width: 200, height: 300), animated: true)
        #expect(layout.boundsBeforeRotation == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(animation.hookNames.contains("prepare(forAnimatedBoundsChange:)"))
        #expect(animation.hooks.map(\.description).contains("prepare(forAnimatedBoundsChange: [0, 0, 300, 200])"))
    }

    @Test("init(coder:) gives a default-initialised object that the subclass sets up after super.init(coder:)")
    func initWithCoderIsADefaultObject() throws {
        let coder = NSCoder()
        let layout = try #require(SnappingPagerLayout(coder: coder))
        #expect(layout.setUpCount == 1 && layout.scrollDirection == .horizontal && layout.itemSize.width == 300)
        let cell = try #require(FittingCell(coder: coder))
        #expect(cell.frame == .zero && cell.contentView.superview === cell)
        #expect(UICollectionViewFlowLayout(coder: coder)?.itemSize == UICollectionViewFlowLayout().itemSize)
        let view = try #require(UICollectionView(coder: coder))
        #expect(view.collectionViewLayout.collectionView === view)
    }

    @Test("UICollectionViewCell() and UICollectionReusableView() have a zero frame; views are equal by identity")
    func viewsInitAndIdentity() {
        let cell = UICollectionViewCell(), other = UICollectionViewCell()
        #expect(cell.frame == .zero && UICollectionReusableView().bounds == .zero)
        #expect(cell == cell && cell != other)
        #expect(Set([cell, other, cell]).count == 2)
        #expect(cell.description == "<CollectionViewCell: frame = (0.0 0.0; 0.0 0.0)>")
        #expect(FittingCell(frame: .zero).contentView.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    }

    @Test("a layout's NSObject overrides decide ==, hash and description")
    func layoutNSObjectSurface() {
        let a = SnappingPagerLayout(), b = SnappingPagerLayout()
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a.description == "<SnappingPagerLayout: 300.0 pt pages>" && a.debugDescription == a.description)
        #expect(UICollectionViewFlowLayout() != UICollectionViewFlowLayout())
        #expect(UICollectionViewLayout().description == "<CollectionViewLayout>")
    }

    @Test("attributes compare by isEqual(_:), subclass values included, and hash consistently")
    func attributesNSObjectSurface() throws {
        let a = ShadowAttributes(forCellWith: IndexPath(item: 1, section: 0))
        a.zIndex = 3
        let b = try #require(a.copy() as? ShadowAttributes)
        #expect(a == b && a.hashValue == b.hashValue)
        b.shadowOpacity = 0.5
        #expect(a != b)
        #expect(a.zIndexChanges == 1)
        #expect(b.debugDescription.hasSuffix("shadow 0.5"))
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        let moved = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        moved.center.x = 10
        #expect(plain != moved && plain.hash == moved.hash)
    }

    @Test("an invalidation context subclass's overridden flags are what the layout receives")
    func invalidationContextPropertiesAreOpen() {
        let context = EverythingContext()
        #expect(context.invalidateEverything && context.invalidateDataSourceCounts)
        let base: UICollectionViewLayoutInvalidationContext = context
        #expect(base.invalidateEverything)
    }

    @Test("layout direction: left to right by default; a right-to-left view mirrors a layout that flips, with UIKit's names")
    func layoutDirection() {
        let layout = SnappingPagerLayout()
        let view = pagerView(layout)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection && !UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
        // UIKit's flow layout answers false and lays itself out right to left instead.
        #expect(!UICollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        let semantic: UISemanticContentAttribute = .forceRightToLeft
        view.semanticContentAttribute = semantic
        view.layoutIfNeeded()
        // Six 300-wide pages, content 1800: page 0 shows at 1800 - 300 = 1500; offset 0 shows page 5.
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 5, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame.minX == 1500)
    }

    @Test("the application's direction reaches every view that does not force its own")
    func applicationDirection() {
        UIApplication.shared.userInterfaceLayoutDirection = .rightToLeft
        defer { UIApplication.shared.userInterfaceLayoutDirection = .leftToRight }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = pagerView(SnappingPagerLayout())
        window.addSubview(view)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.semanticContentAttribute = .forceLeftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("indexPathForItem(at:) finds the item under a point of the content, nil over a gap; visible cells know their index paths")
    func hitTestingAndVisibleCells() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 50
        let view = pagerView(layout)
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 50)) == IndexPath(item: 0, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 250, y: 50)) == IndexPath(item: 1, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 150, y: 50)) == nil)
        #expect(view.indexPathForItem(at: CGPoint(x: 50, y: 150)) == IndexPath(item: 2, section: 0))
        let cell = try #require(view.visibleCells.first)
        #expect(view.indexPath(for: cell) == view.indexPathsForVisibleItems.first)
    }

    @Test("a cell's fitting-priority override sizes it through preferredLayoutAttributesFitting")
    func systemLayoutSizeFittingWithPriorities() {
        let cell = FittingCell(frame: .zero)
        cell.lines = 3
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.size = CGSize(width: 320, height: 44)
        #expect(cell.preferredLayoutAttributesFitting(attributes).size == CGSize(width: 320, height: 76))
        #expect(UICollectionViewCell().systemLayoutSizeFitting(CGSize(width: 10, height: 10), withHorizontalFittingPriority: .required,
                                                               verticalFittingPriority: .defaultLow) == .zero)
        #expect(UILayoutPriority.required > .defaultHigh && UILayoutPriority(999).rawValue == 999)
    }

    @Test("an animated scroll tells the delegate when it ends; a fling decelerates until its end")
    func scrollViewState() {
        let view = pagerView(SnappingPagerLayout(), items: 12)
        let counter = ScrollEndCounter()
        view.delegate = counter
        #expect(!view.isDragging && !view.isTracking && !view.isDecelerating && view.window != nil)
        view.setContentOffset(CGPoint(x: 300, y: 0), animated: true)
        #expect(counter.endedAnimations == 0)
        view.advanceTime(by: 1)
        #expect(counter.endedAnimations == 1)
        view.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
        view.advanceTime(by: 1)
        #expect(counter.endedAnimations == 1)
        view.fling(withVelocity: CGPoint(x: 1, y: 0))
        #expect(view.isDecelerating)
        view.advanceTime(by: 1)
        #expect(!view.isDecelerating && counter.endedAnimations == 1)
    }

    @Test("the updates closure is non-escaping: a helper passes its own non-escaping closure into it")
    func nonEscapingUpdates() throws {
        let data = SectionCountsDataSource([3, 2])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
        view.dataSource = data
        view.layoutIfNeeded()
        reloadSection(1, of: view) { data.counts[1] = 4 }
        #expect(view.numberOfItems(inSection: 1) == 4)
        try view.throwing.performBatchUpdates(nil, completion: nil)
    }

    @Test("issue #24's members compile through UIKitCompatibility and answer as the view stands")
    func item4Members() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = pagerView(layout, items: 2)
        #expect(readUIKitSurface(of: view) == [
            "true 2",
            "2 true false",
            "false true",  // UIKit's flow layout answers false to flipsHorizontallyInOppositeLayoutDirection
            "true true",
            "false true",
            "100.0 50.0 50.0 0.0",
            "false false false true true",
            "0.0 0.0 100.0 100.0 true",
        ])
    }
}
