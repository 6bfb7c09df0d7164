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
}
