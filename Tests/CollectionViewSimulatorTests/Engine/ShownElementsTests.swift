@testable import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

@Suite("What is on screen, in the stable order: a collection view's state lists it")
@MainActor
struct ShownElementsTests {
    @Test("the visible items and other elements are the shown ones in element order, as sorting them directly gives")
    func listsMatchDirectSort() {
        let seed: UInt64 = 41
        var random = SeededGenerator(seed: seed)
        let roles: [ElementID.Role] = [.cell, .supplementary(kind: "header"), .supplementary(kind: "badge"),
                                       .decoration(kind: "shelf"), .decoration(kind: "aisle")]
        let bounds = CGRect(x: 0, y: 100, width: 300, height: 400)
        for run in 0..<200 {
            var visible: [ElementID: CollectionViewLayoutAttributes] = [:]
            for _ in 0..<random.next(in: 0...40) {
                let role = roles[random.next(in: 0...4)]
                // Index paths collide across roles and kinds on purpose: the kind must order them.
                let element = ElementID(role, at: IndexPath(item: random.next(in: 0...5), section: random.next(in: 0...2)))
                let attributes = switch role {
                case .cell: CollectionViewLayoutAttributes(forCellWith: element.indexPath)
                case .supplementary(let kind): CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: element.indexPath)
                case .decoration(let kind): CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: element.indexPath)
                }
                attributes.frame = CGRect(x: 10, y: CGFloat(random.next(in: 0...700)), width: 50, height: 50)
                attributes.isHidden = random.next(in: 0...5) == 0
                visible[element] = attributes
            }
            let listed = ShownElements(visible, in: bounds)
            let shown = visible.filter { !$0.value.isHidden && $0.value.frame.intersects(bounds) }.keys.sorted()
            #expect(listed.items == shown.filter { $0.role == .cell }.map(\.indexPath), "run \(run), seed \(seed)")
            #expect(listed.others == shown.filter { $0.role != .cell }, "run \(run), seed \(seed)")
        }
    }

    /// The oracle is the view's own list of what is on screen, which does not go through the kept
    /// listing: `layoutAttributesForVisibleElements`, sorted here.
    @Test("a view's state read after batches, scrolls, flings, frame and layout changes (and read again) lists what is on screen then")
    func stateFollowsEveryChange() throws {
        for seed in UInt64(0)..<6 {
            var script = InterruptingScript(seed: seed)
            let (view, data) = script.makeView()
            for step in 0..<25 {
                view.advanceTime(by: script.pause())
                let action = script.nextAction(counts: data.counts, view: view)
                _ = try script.perform(action, on: view, data: data)
                for read in 0..<2 {
                    let shown = view.layoutAttributesForVisibleElements.map(ElementID.init).sorted()
                    let state = view.state
                    let context = "seed \(seed), step \(step) (\(action)), read \(read)"
                    #expect(state.visibleItems == shown.filter { $0.role == .cell }.map(\.indexPath), "\(context)")
                    #expect(state.visibleSupplementaryElements == shown.filter { $0.role != .cell }, "\(context)")
                    #expect(state.bounds == view.bounds && state.contentOffset == view.contentOffset, "\(context)")
                    view.layoutIfNeeded()
                }
            }
        }
    }

    @Test("a layout and a completion handler may read the view's state during a change: the one before it, then the one after")
    func stateReadFromCallbacks() throws {
        let layout = StateReadingFlowLayout()
        let (view, data) = UpdateAnimationDefaultsTests.flowView(counts: [60], layout: layout)
        var readOnCompletion: CollectionViewState?
        let animation = try view.throwing.performBatchUpdates({
            data.counts[0] -= 2
            try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
        }, completion: { _ in readOnCompletion = view.state })
        view.advanceTime(by: animation.duration)
        #expect(layout.readOnPrepare == animation.before)
        #expect(layout.readOnFinalize == animation.after)
        #expect(readOnCompletion == animation.after)
        #expect(view.state == animation.after)
    }
}

/// A flow layout that reads its view's state while the view asks it about a change.
@MainActor
private final class StateReadingFlowLayout: CollectionViewFlowLayout {
    var readOnPrepare: CollectionViewState?
    var readOnFinalize: CollectionViewState?

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        readOnPrepare = collectionView?.state
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        readOnFinalize = collectionView?.state
    }
}
