import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

@Suite("Layout transitions")
@MainActor
struct LayoutTransitionTests {
    static func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test("flow → circle calls the transition hooks in UIKit's order, on the right layouts")
    func transitionHooks() throws {
        let fixture = SpyFixture(counts: [6])
        let circle = CircleLayout()
        var finished: Bool?
        let animation = fixture.view.setCollectionViewLayout(circle, animated: true, completion: { finished = $0 })
        // The old layout hears from the collection view only at the start and the end; the item
        // queries in between come from the circle layout, asking where each appearing item was.
        #expect(fixture.layout.calls.filter { $0.name != "layoutAttributesForItem(at:)" } == [.prepareForTransitionTo, .finalizeLayoutTransition])
        #expect(fixture.layout.calls.filter { $0.name == "layoutAttributesForItem(at:)" }.count == 6)
        // The anchor, item 4 at (170, 210), is nearest the view's centre (170, 200): the new layout is asked for it.
        #expect(animation.hooks.filter { $0.name == "layoutAttributesForItem(at:)" } == [.layoutAttributesForItem(at: Self.ip(4))])
        let names = animation.hookNames
        let order = ["prepareForTransition(to:)", "prepareForTransition(from:)", "prepare", "collectionViewContentSize",
                     "targetContentOffset(forProposedContentOffset:)", "layoutAttributesForElements(in:)",
                     "initialLayoutAttributesForAppearingItem(at:)", "finalizeLayoutTransition"]
        var cursor = names.startIndex
        for name in order {
            let found = names[cursor...].firstIndex(of: name)
            #expect(found != nil, "\(name) missing or out of order in \(names)")
            cursor = found.map { names.index(after: $0) } ?? cursor
        }
        #expect(names.filter { $0 == "finalizeLayoutTransition" }.count == 2)
        // A header the circle layout does not have fades out where it was (nil in a transition: alpha 0).
        let header = try #require(animation.track(ofBefore: .header(0)))
        #expect(header.fate == .disappeared && header.end.alpha == 0 && header.end.frame == header.start.frame)
        #expect(fixture.view.collectionViewLayout === circle && fixture.layout.collectionView == nil)
        #expect(animation.timing == TrackTiming(duration: 0.25, curve: .easeInEaseOut))
        #expect(finished == nil)
        fixture.view.advanceTime(by: 0.25)
        #expect(finished == true)
    }

    /// The anchor is the on-screen cell nearest the view's centre; the proposed offset centres its
    /// new frame. From 50-point rows to 100-point rows, item 12 stays at the centre.
    @Test("the anchor item stays in place: its new frame is centred in the view")
    func anchorCentredFlowToFlow() throws {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [200])
        view.contentOffset = CGPoint(x: 0, y: 300)
        view.layoutIfNeeded()
        let bigger = CollectionViewFlowLayout()
        bigger.itemSize = CGSize(width: 100, height: 100)
        let animation = view.setCollectionViewLayout(bigger, animated: true)
        // Old: rows of 5 with centres at y = 35 + 60r; the view's centre (160, 540) is nearest row 8,
        // column 2: item 42 at (160, 515). New: rows of 3 with centres at y = 50 + 110r: item 42 is
        // row 14, column 0, at (50, 1590); the proposed offset (−110, 1350) keeps x inside the content.
        let anchor = try #require(animation.track(of: .cell(Self.ip(42))))
        #expect(anchor.start.center == CGPoint(x: 160, y: 515))
        #expect(anchor.end.center == CGPoint(x: 50, y: 1590))
        #expect(view.contentOffset == CGPoint(x: 0, y: 1350))
        #expect(anchor.end.center.y - view.contentOffset.y == 240)
        #expect(anchor.fate == .unchanged)
    }

    @Test("flow → circle keeps the anchor on screen as near the centre as the content allows")
    func anchorFlowToCircle() throws {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [12])
        let animation = view.setCollectionViewLayout(CircleLayout(), animated: true)
        // The circle's content is the view itself: any proposed offset is kept inside it, at 0.
        #expect(animation.hooks.contains(.targetContentOffset(forProposedContentOffset: .zero)))
        #expect(view.contentOffset == .zero)
        #expect(animation.tracks.filter { $0.element.category == .cell }.count == 12)
        let moved = try #require(animation.track(of: .cell(Self.ip(0))))
        #expect(moved.end.center.isApproximatelyEqual(to: CGPoint(x: 160 + 128, y: 240), tolerance: 1e-9))
    }

    @Test("interactive: progress 0, 0.5, 1 interpolate between the layouts; cancel animates back")
    func interactiveProgressAndCancel() throws {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [4])
        let flowAttributes = try #require(view.collectionViewLayout.layoutAttributesForItem(at: Self.ip(1)))
        let circle = CircleLayout()
        var flags: (Bool, Bool)?
        let transition = view.startInteractiveTransition(to: circle, completion: { flags = ($0, $1) })
        #expect(view.collectionViewLayout === transition)
        let circleAttributes = try #require(circle.layoutAttributesForItem(at: Self.ip(1)))
        // UIKit's transition layout rounds the blended centre to half a pixel of the screen.
        let halfPixels = 2 * view.screenScale
        func blended(_ progress: CGFloat) -> CGPoint {
            CGPoint(x: ((flowAttributes.center.x + (circleAttributes.center.x - flowAttributes.center.x) * progress) * halfPixels).rounded() / halfPixels,
                    y: ((flowAttributes.center.y + (circleAttributes.center.y - flowAttributes.center.y) * progress) * halfPixels).rounded() / halfPixels)
        }
        for progress in [0, 0.5, 1] as [CGFloat] {
            transition.transitionProgress = progress
            view.layoutIfNeeded()
            let shown = try #require(view.layoutAttributesForVisibleElements.first { $0.indexPath == Self.ip(1) })
            #expect(shown.center == blended(progress), "progress \(progress)")
        }
        transition.transitionProgress = 0.4
        view.layoutIfNeeded()
        let cancel = view.cancelInteractiveTransition(timing: TrackTiming(duration: 0.5, curve: .linear))
        #expect(cancel.timing.duration.isApproximatelyEqual(to: 0.2, tolerance: 1e-12))
        let track = try #require(cancel.track(of: .cell(Self.ip(1))))
        #expect(track.end.center == flowAttributes.center)
        #expect(track.start.center == blended(0.4))
        #expect(cancel.hookNames.prefix(2) == ["prepareForTransition(to:)", "prepareForTransition(from:)"])
        #expect(view.collectionViewLayout is CollectionViewFlowLayout)
        view.finishAnimations()
        #expect(flags.map { [$0.0, $0.1] } == [false, true])
    }

    @Test("interactive finish installs the new layout and reports completed")
    func interactiveFinish() throws {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [4])
        let circle = CircleLayout()
        var flags: (Bool, Bool)?
        let transition = view.startInteractiveTransition(to: circle, completion: { flags = ($0, $1) })
        transition.transitionProgress = 0.75
        let finish = view.finishInteractiveTransition(timing: TrackTiming(duration: 0.4, curve: .linear))
        #expect(finish.timing.duration.isApproximatelyEqual(to: 0.1, tolerance: 1e-12))
        #expect(view.collectionViewLayout === circle)
        view.finishAnimations()
        #expect(flags.map { [$0.0, $0.1] } == [true, true])
    }
}
