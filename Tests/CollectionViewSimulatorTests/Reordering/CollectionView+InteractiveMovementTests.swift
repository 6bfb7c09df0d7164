import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

@Suite("Interactive movement (reordering)")
@MainActor
struct CollectionViewInteractiveMovementTests {
    private let letters = ["a", "b", "c", "d", "e", "f", "g", "h"]

    @Test("begin is refused by a data source that keeps the default canMoveItemAt, for a refused item, twice, and for no item")
    func beginRefusals() {
        let counts = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        let dataSource = SectionCountsDataSource([4])
        counts.dataSource = dataSource
        counts.layoutIfNeeded()
        #expect(!counts.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))

        let (view, data) = reorderingView([letters])
        data.refused = [IndexPath(item: 1, section: 0)]
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 8, section: 0)))
        #expect(view.indexPathForInteractivelyMovingItem == nil)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(view.indexPathForInteractivelyMovingItem == IndexPath(item: 0, section: 0))
    }

    @Test("the lifted item floats at its centre with zIndex Int.max; over a gap it follows the finger and moves nothing")
    func liftAndFollow() throws {
        let (view, _) = reorderingView([letters])
        let center = view.slotCenter(1)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(view.shown(1)?.center == center)
        #expect(view.shown(1)?.zIndex == Int.max)
        let gap = CGPoint(x: center.x, y: center.y + 30)   // between the first and the second row
        #expect(try view.throwing.updateInteractiveMovementTargetPosition(gap) == nil)
        #expect(view.indexPathForInteractivelyMovingItem == IndexPath(item: 1, section: 0))
        #expect(view.shown(1)?.center == gap)
        #expect(view.shown(0)?.center == view.slotCenter(0))
    }

    @Test("a new target moves the item in one animated batch update; the others make room; the hooks are UIKit's")
    func targetChangeAnimates() throws {
        let (view, _) = reorderingView([letters])
        let slots = (0..<8).map { view.slotCenter($0) }
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        let animation = try #require(try view.throwing.updateInteractiveMovementTargetPosition(slots[3]))
        #expect(view.indexPathForInteractivelyMovingItem == IndexPath(item: 3, section: 0))
        #expect(animation.batch?.updateItems.map(\.description) == ["move 0-1 -> 0-3"])
        #expect(animation.hookNames.starts(with: [
            "invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)",
            "invalidateLayout(with:)", "prepare", "collectionViewContentSize", "layoutAttributesForElements(in:)",
            "layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)",
            "targetIndexPath(forInteractivelyMovingItem:withPosition:)",
        ]))
        #expect(animation.hookNames.contains("prepare(forCollectionViewUpdates:)"))
        #expect(animation.hookNames.last == "finalizeCollectionViewUpdates")
        // c and d slide back one slot; the dragged view goes to the finger, floating.
        #expect(animation.track(of: .cell(IndexPath(item: 1, section: 0)))?.end.center == slots[1])
        #expect(animation.track(of: .cell(IndexPath(item: 2, section: 0)))?.end.center == slots[2])
        #expect(animation.track(of: .cell(IndexPath(item: 1, section: 0)))?.start.center == slots[2])
        let dragged = try #require(animation.track(of: .cell(IndexPath(item: 3, section: 0))))
        #expect(dragged.fate == .moved)
        #expect(dragged.end.center == slots[3])
        #expect(dragged.end.zIndex == Int.max)
        #expect(view.animationHistory.animations.last == animation)
    }

    @Test("the end drops the item in its slot and tells the data source once, original to final")
    func endTellsDataSourceOnce() throws {
        let (view, data) = reorderingView([letters])
        let slots = (0..<8).map { view.slotCenter($0) }
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try view.throwing.updateInteractiveMovementTargetPosition(slots[2])
        try view.throwing.updateInteractiveMovementTargetPosition(slots[5])
        #expect(data.moves.isEmpty)
        let drop = try #require(try view.throwing.endInteractiveMovement())
        #expect(data.moves == [[IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)]])
        #expect(data.sections == [["b", "c", "d", "e", "f", "a", "g", "h"]])
        #expect(drop.batch?.updateItems.isEmpty == true)
        #expect(drop.hookNames.first == "invalidationContext(forEndingInteractiveMovementOfItemsToFinalIndexPaths:previousIndexPaths:movementCancelled:)")
        let dropped = try #require(drop.track(of: .cell(IndexPath(item: 5, section: 0))))
        #expect(dropped.start.center == slots[5])
        #expect(dropped.start.zIndex == Int.max)
        #expect(dropped.end.zIndex == 0)
        #expect(view.indexPathForInteractivelyMovingItem == nil)
        #expect(try view.throwing.endInteractiveMovement() == nil)
    }

    @Test("an end where the item did not move does not call moveItemAt")
    func endInPlace() throws {
        let (view, data) = reorderingView([letters])
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
        try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(1))
        try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(4))
        try view.throwing.endInteractiveMovement()
        #expect(data.moves.isEmpty)
        #expect(data.sections == [letters])
    }

    @Test("a move across sections changes two sections' counts; the end leaves view and data source agreeing")
    func crossSection() throws {
        let (view, data) = reorderingView([["a", "b", "c"], ["d", "e", "f", "g"]])
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let animation = try #require(try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(1, 1)))
        #expect(animation.batch?.updateItems.map(\.description) == ["move 0-0 -> 1-1"])
        #expect([view.numberOfItems(inSection: 0), view.numberOfItems(inSection: 1)] == [2, 5] as [Int])
        try view.throwing.endInteractiveMovement()
        #expect(data.sections == [["b", "c"], ["d", "a", "e", "f", "g"]])
        #expect(data.moves == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)]])
    }

    @Test("a cancel moves everything back in one update and does not tell the data source")
    func cancelReturns() throws {
        let (view, data) = reorderingView([["a", "b", "c"], ["d", "e", "f", "g"]])
        let home = view.slotCenter(2, 0)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(0, 1))
        let back = try #require(try view.throwing.cancelInteractiveMovement())
        #expect(back.batch?.updateItems.map(\.description) == ["move 1-0 -> 0-2"])
        #expect(back.hooks.first == .invalidationContextForEndingInteractiveMovement(
            finalIndexPaths: [IndexPath(item: 2, section: 0)], previousIndexPaths: [IndexPath(item: 0, section: 1)], movementCancelled: true))
        #expect(back.track(of: .cell(IndexPath(item: 2, section: 0)))?.end.center == home)
        #expect([view.numberOfItems(inSection: 0), view.numberOfItems(inSection: 1)] == [3, 4] as [Int])
        #expect(data.moves.isEmpty)
        #expect(data.sections == [["a", "b", "c"], ["d", "e", "f", "g"]])
    }

    @Test("the layout gets UIKit's invalidation contexts: targets, previous index paths and positions")
    func invalidationContexts() throws {
        let layout = ContextRecordingFlowLayout()
        let (view, _) = reorderingView([letters], layout: layout)
        let start = view.slotCenter(0), over = view.slotCenter(2)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try view.throwing.updateInteractiveMovementTargetPosition(over)
        try view.throwing.endInteractiveMovement()
        let contexts = layout.movementContexts
        #expect(contexts.count == 3)
        #expect(contexts.allSatisfy { $0 is CollectionViewFlowLayoutInvalidationContext })
        #expect(contexts.map(\.targetIndexPathsForInteractivelyMovingItems) == [[IndexPath(item: 0, section: 0)],
                                                                                [IndexPath(item: 2, section: 0)],
                                                                                [IndexPath(item: 2, section: 0)]])
        #expect(contexts.map(\.previousIndexPathsForInteractivelyMovingItems) == [[IndexPath(item: 0, section: 0)],
                                                                                  [IndexPath(item: 0, section: 0)],
                                                                                  [IndexPath(item: 2, section: 0)]])
        #expect(contexts.map(\.interactiveMovementTarget) == [start, over, .zero])
        #expect(contexts.allSatisfy { !$0.invalidateEverything })
    }

    @Test("the delegate's answer wins over the layout's, through the iOS 9 method when only it is implemented")
    func delegateRetargets() throws {
        let (view, data) = reorderingView([["a", "b", "c"], ["d", "e", "f", "g"]])
        let delegate = RetargetingDelegate()
        delegate.forbiddenSection = 1
        view.delegate = delegate
        view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(1, 1)) == nil)
        #expect(delegate.asked == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)]])
        try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(2, 0))
        try view.throwing.endInteractiveMovement()
        #expect(data.sections == [["b", "c", "a"], ["d", "e", "f", "g"]])
    }

    @Test("a target that names no place throws, naming it, and the movement stays where it was")
    func targetOutOfRange() throws {
        let (view, _) = reorderingView([["a", "b", "c"]])
        let delegate = RetargetingDelegate()
        delegate.fixedAnswer = IndexPath(item: 3, section: 0)
        view.delegate = delegate
        view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(throws: InteractiveMovementError.targetOutOfRange(
            IndexPath(item: 3, section: 0), movingItem: IndexPath(item: 0, section: 0), itemCounts: [3])) {
            try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(2))
        }
        let message = "\(InteractiveMovementError.targetOutOfRange(IndexPath(item: 3, section: 0), movingItem: IndexPath(item: 0, section: 0), itemCounts: [3]))"
        #expect(message == "the target index path 0-3 for the interactively moving item 0-0 is out of range: section 0 contains 3 items")
        #expect(view.indexPathForInteractivelyMovingItem == IndexPath(item: 0, section: 0))
        #expect(try view.throwing.cancelInteractiveMovement() != nil)
    }

    /// The three calls that can be refused while the dragged item is still animating into place.
    nonisolated static let refusableCalls = ["update", "end", "cancel"]

    @Test("a refused target, end or cancel changes nothing on screen: the running animations, the dragged view's too, go on",
          arguments: refusableCalls)
    func refusalChangesNothing(_ call: String) throws {
        let layout = MissingItemFlowLayout()
        let (view, data) = reorderingView([letters], layout: layout)
        let slots = (0..<8).map { view.slotCenter($0) }
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(try view.throwing.updateInteractiveMovementTargetPosition(slots[3]) != nil)
        view.advanceTime(by: 0.1)
        func screen() -> [ElementID: AnimatedAttributes] {
            Dictionary(uniqueKeysWithValues: view.presentationAttributesForVisibleElements.map { (ElementID($0), AnimatedAttributes($0)) })
        }
        let shown = screen()
        layout.missingItem = IndexPath(item: 7, section: 0)   // on screen: an update that keeps it raises
        #expect(throws: BatchUpdateError.self) {
            switch call {
            case "update": try view.throwing.updateInteractiveMovementTargetPosition(slots[6])
            case "end": try view.throwing.endInteractiveMovement()
            default: try view.throwing.cancelInteractiveMovement()
            }
        }
        #expect(screen() == shown)
        #expect(view.isAnimating)
        #expect(view.indexPathForInteractivelyMovingItem == IndexPath(item: 3, section: 0))
        layout.missingItem = nil
        #expect(try view.throwing.endInteractiveMovement() != nil)
        #expect(data.sections == [["a", "c", "d", "b", "e", "f", "g", "h"]])
    }

    @Test("the selection follows the dragged item and comes back with a cancel")
    func selectionFollows() throws {
        let (view, _) = reorderingView([letters])
        try view.throwing.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(6))
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        try view.throwing.cancelInteractiveMovement()
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("IdentifierDataSource reorders: it allows every item and moves the identifier")
    func identifierDataSourceMoves() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        let data = IdentifierDataSource([["a", "b", "c"], ["d"]])
        view.dataSource = data
        view.layoutIfNeeded()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(0, 1))
        try view.throwing.endInteractiveMovement()
        #expect(data.sections == [["a", "b"], ["c", "d"]])
    }

    @Test("an interactive transition and a movement never run together: a transition cancels the movement first, either order")
    func transitionDuringMovement() throws {
        let (view, data) = reorderingView([["a", "b", "c"], ["d", "e", "f", "g"]])
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try view.throwing.updateInteractiveMovementTargetPosition(view.slotCenter(1, 1))
        let next = CollectionViewFlowLayout()
        next.itemSize = CGSize(width: 30, height: 30)
        let transition = view.startInteractiveTransition(to: next)
        #expect(view.indexPathForInteractivelyMovingItem == nil, "the movement was cancelled")
        #expect([view.numberOfItems(inSection: 0), view.numberOfItems(inSection: 1)] == [3, 4] as [Int])
        #expect(data.moves.isEmpty)
        #expect(try view.throwing.endInteractiveMovement() == nil)
        #expect(try view.throwing.cancelInteractiveMovement() == nil)
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)), "refused during the transition")
        transition.transitionProgress = 0.5
        view.finishInteractiveTransition()
        view.finishAnimations()
        try view.throwing.performBatchUpdates(nil)
        #expect(view.collectionViewLayout === next)
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        try view.throwing.endInteractiveMovement()
    }

    /// The interleaving harness: random sequences of the reordering calls and the interactive
    /// transition calls, in any order, with progress values in and out of 0…1. No end or cancel
    /// throws, the content size never goes negative, and once both are over, the view's counts are
    /// the data source's and the next batch works. `BATCHSIM_FUZZ_SEEDS` raises the number of
    /// sequences (default 40); a failure names its seed.
    @Test("random interleavings of reordering and interactive transitions leave view and data source agreeing")
    func randomInterleavings() throws {
        let seeds = RandomRuns.fuzzSeeds.count(default: 40)
        for seed in 0..<UInt64(seeds) {
            var random = SeededGenerator(seed: seed)
            let (view, data) = reorderingView([["a", "b", "c", "d"], ["e", "f", "g"], ["h"]])
            var transition: CollectionViewTransitionLayout?
            for call in 0..<24 {
                let context = "seed \(seed), call \(call)"
                switch random.next(in: 0...8) {
                case 0:
                    let section = random.next(in: 0...view.numberOfSections - 1)
                    _ = view.beginInteractiveMovementForItem(at: IndexPath(item: random.next(in: 0...4), section: section))
                case 1, 2:
                    let point = CGPoint(x: random.next(in: 0...320), y: random.next(in: 0...300))
                    do { try view.throwing.updateInteractiveMovementTargetPosition(point) } catch is InteractiveMovementError {}
                case 3: #expect(throws: Never.self, "\(context)") { try view.throwing.endInteractiveMovement() }
                case 4: #expect(throws: Never.self, "\(context)") { try view.throwing.cancelInteractiveMovement() }
                case 5:
                    let next = CollectionViewFlowLayout()
                    let side = CGFloat(random.next(in: 2...8) * 10)
                    next.itemSize = CGSize(width: side, height: side)
                    transition = view.startInteractiveTransition(to: next)
                    #expect(view.indexPathForInteractivelyMovingItem == nil, "\(context): a transition runs without a movement")
                case 6:
                    transition?.transitionProgress = CGFloat(random.next(in: -10...30)) / 20
                    view.layoutIfNeeded()
                    let size = view.collectionViewLayout.collectionViewContentSize
                    #expect(size.width >= 0 && size.height >= 0, "\(context): content size \(size)")
                case 7:
                    if random.next(in: 0...1) == 0 { view.finishInteractiveTransition() } else { view.cancelInteractiveTransition() }
                    transition = nil
                default:
                    view.advanceTime(by: Double(random.next(in: 0...3)) / 10)
                }
            }
            #expect(throws: Never.self, "seed \(seed)") { try view.throwing.endInteractiveMovement() }
            view.finishInteractiveTransition()
            view.finishAnimations()
            #expect((0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) } == data.sections.map(\.count), "seed \(seed)")
            #expect(throws: Never.self, "seed \(seed)") { try view.throwing.performBatchUpdates(nil) }
        }
    }
}

@Suite("The InteractiveMovement article's example")
@MainActor
struct InteractiveMovementArticleTests {
    @Test("lifting a, dragging it over c and dropping it leaves b, c, a")
    func example() throws {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        let data = IdentifierDataSource([["a", "b", "c"], ["d", "e"]])
        collectionView.dataSource = data
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let animation = try collectionView.throwing.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 25))
        #expect(animation?.batch?.updateItems.map(\.description) == ["move 0-0 -> 0-2"])
        try collectionView.throwing.endInteractiveMovement()
        #expect(data.sections[0] == ["b", "c", "a"])
    }
}
