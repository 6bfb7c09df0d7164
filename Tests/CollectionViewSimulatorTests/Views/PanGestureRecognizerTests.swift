import CollectionViewSimulator
import Foundation
import Testing

@MainActor
@Suite("A scroll view's pan gesture recogniser")
struct PanGestureRecognizerTests {
    @Test("the view's pan recogniser is attached to it and at rest: no translation, no velocity, state possible")
    func atRest() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CollectionViewFlowLayout())
        let pan = view.panGestureRecognizer
        #expect(pan === view.panGestureRecognizer)
        #expect(pan.view === view && pan.isEnabled && pan.state == .possible && pan.numberOfTouches == 0)
        #expect(pan.translation(in: view.superview) == .zero && pan.velocity(in: view) == .zero)
        #expect(pan.location(in: view) == .zero)
        pan.setTranslation(CGPoint(x: 0, y: 12), in: view)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: 12))
        #expect(GestureRecognizer.State.recognized == .ended)
    }

    @Test("during a fling the layout sees the lifted finger: ended, the scroll velocity reversed in points per second")
    func flingLiftsTheFinger() throws {
        let layout = PanReadingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = prepared(layout, width: 320, height: 480, counts: [60])
        let pan = view.panGestureRecognizer
        pan.setTranslation(CGPoint(x: 0, y: -40), in: view)
        view.fling(withVelocity: CGPoint(x: 0, y: 1.5))
        let seen = try #require(layout.seen.first)
        // 1.5 points per millisecond of content offset is the finger moving up at 1500 points per second.
        #expect(seen.state == .ended && seen.velocity == CGPoint(x: 0, y: -1500))
        #expect(seen.translation == CGPoint(x: 0, y: -40))
        #expect(seen.scrollingVelocity == CGPoint(x: 0, y: 1.5))
        // Afterwards the recogniser has reset, as UIKit's does once its gesture ended.
        #expect(pan.state == .possible && pan.velocity(in: view) == .zero && pan.translation(in: view) == .zero)
    }

    @Test("a programmatic scroll and an interactive movement leave the pan at rest")
    func noFingerElsewhere() {
        let layout = PanReadingFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = prepared(layout, width: 320, height: 480, counts: [60])
        view.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(layout.seen.isEmpty)
        #expect(view.panGestureRecognizer.state == .possible && view.panGestureRecognizer.velocity(in: view) == .zero)
        let dataSource = RecordingReorderDataSource([(0..<60).map(String.init)])
        view.dataSource = dataSource
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 60, y: 400))
        #expect(view.panGestureRecognizer.state == .possible && view.panGestureRecognizer.velocity(in: view) == .zero)
        view.endInteractiveMovement()
        #expect(view.panGestureRecognizer.state == .possible)
    }
}

/// A flow layout that records what the scroll view's pan recogniser says when the layout is asked
/// where a fling should end, as paging layouts read it.
private final class PanReadingFlowLayout: CollectionViewFlowLayout {
    struct Reading {
        var state: GestureRecognizer.State
        var velocity: CGPoint
        var translation: CGPoint
        var scrollingVelocity: CGPoint
    }

    private(set) var seen: [Reading] = []

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        if let pan = collectionView?.panGestureRecognizer {
            seen.append(Reading(state: pan.state, velocity: pan.velocity(in: collectionView),
                                translation: pan.translation(in: collectionView), scrollingVelocity: velocity))
        }
        return super.targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
    }
}
