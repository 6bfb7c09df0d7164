import CollectionViewSimulator
import Foundation
import Testing

/// A view that lets touches through where it has no subview to take them: UIKit's usual
/// pass-through overlay, which returns `nil` instead of itself.
final class PassThroughView: View {
    override func hitTest(_ point: CGPoint, with event: Event?) -> View? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// A view that records the events `point(inside:with:)` receives.
final class EventRecordingView: View {
    private(set) var events: [Event?] = []

    override func point(inside point: CGPoint, with event: Event?) -> Bool {
        events.append(event)
        return super.point(inside: point, with: event)
    }
}

@Suite("Hit testing a view tree (hitTest(_:with:), point(inside:with:))")
@MainActor
struct ViewHitTestingTests {
    /// A 300 × 300 root holding `outer` at (10, 10, 100, 100), which holds `inner` at (10, 10, 20, 20).
    private func tree() -> (root: View, outer: View, inner: View) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let outer = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let inner = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(outer)
        outer.addSubview(inner)
        return (root, outer, inner)
    }

    @Test("the deepest view holding the point wins; the view itself when no subview does; nil outside")
    func deepest() {
        let (root, outer, inner) = tree()
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === outer)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 301, y: 10), with: nil) == nil)
        #expect(root.point(inside: CGPoint(x: 300, y: 300), with: nil) == false)
        #expect(root.point(inside: CGPoint(x: 0, y: 0), with: nil))
    }

    @Test("hidden, non-interactive and nearly transparent views and their subviews are skipped")
    func skipped() {
        let point = CGPoint(x: 25, y: 25)
        for change in [{ (view: View) in view.isHidden = true }, { $0.isUserInteractionEnabled = false }, { $0.alpha = 0.005 }] {
            let (root, outer, _) = tree()
            change(outer)
            #expect(root.hitTest(point, with: nil) === root)
        }
        let (root, outer, inner) = tree()
        outer.alpha = 0.02
        #expect(root.hitTest(point, with: nil) === inner)
    }

    @Test("a subview's part outside its superview's bounds is not reached, clipped or not")
    func outsideSuperview() {
        let (root, outer, _) = tree()
        let overhang = View(frame: CGRect(x: 80, y: 80, width: 60, height: 60))
        outer.addSubview(overhang)
        #expect(outer.clipsToBounds == false)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === overhang)
        // (130, 130) is in the overhang's frame but outside `outer` (10 ..< 110).
        #expect(root.hitTest(CGPoint(x: 130, y: 130), with: nil) === root)
    }

    @Test("overlapping subviews are asked front to back: the last added wins")
    func frontToBack() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = View(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = View(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === front)
    }

    @Test("the point is converted through each view's bounds origin and transform")
    func converted() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroller.bounds.origin = CGPoint(x: 0, y: 300)
        let row = View(frame: CGRect(x: 0, y: 350, width: 200, height: 40))
        root.addSubview(scroller)
        scroller.addSubview(row)
        // The row shows at y 50 ..< 90 on screen.
        #expect(root.hitTest(CGPoint(x: 10, y: 60), with: nil) === row)
        #expect(root.hitTest(CGPoint(x: 10, y: 95), with: nil) === scroller)
        let card = View(frame: CGRect(x: 250, y: 250, width: 100, height: 100))
        card.transform = .init(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0)
        root.addSubview(card)
        // Scaled by half about its centre (300, 300): it covers 275 ..< 325.
        #expect(root.hitTest(CGPoint(x: 280, y: 280), with: nil) === card)
        #expect(root.hitTest(CGPoint(x: 260, y: 260), with: nil) === root)
    }

    @Test("an override that returns nil lets touches through to the views behind")
    func passThrough() {
        let (root, _, inner) = tree()
        let overlay = View(frame: root.bounds)
        root.addSubview(overlay)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === overlay)
        overlay.removeFromSuperview()
        let passThrough = PassThroughView(frame: root.bounds)
        let button = View(frame: CGRect(x: 200, y: 200, width: 40, height: 40))
        passThrough.addSubview(button)
        root.addSubview(passThrough)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 210, y: 210), with: nil) === button)
    }

    @Test("the event given to hitTest(_:with:) reaches point(inside:with:)")
    func eventPassedAlong() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recording = EventRecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(recording)
        let event = Event()
        #expect(event.type == .touches && event.timestamp == 0)
        _ = root.hitTest(CGPoint(x: 10, y: 10), with: event)
        _ = root.hitTest(CGPoint(x: 10, y: 10), with: nil)
        #expect(recording.events.map { $0 === event } == [true, false])
    }
}
