import CollectionViewSimulator
import Foundation
import Testing

@Suite("A view's layout guides and margins")
@MainActor
struct ViewLayoutGuidesTests {
    @Test("margins default to 8 points; the margins guide's frame is the bounds inset by them, the safe area's the bounds")
    func guideFrames() {
        let view = View(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
        #expect(view.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!view.preservesSuperviewLayoutMargins && view.insetsLayoutMarginsFromSafeArea)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        view.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 10, right: 4)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 0, width: 176, height: 90))
        #expect(view.readableContentGuide.layoutFrame == view.layoutMarginsGuide.layoutFrame)
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide && view.layoutMarginsGuide.owningView === view)
        #expect(view.layoutMarginsGuide.identifier == "UIViewLayoutMarginsGuide")
        #expect(view.layoutGuides.isEmpty)
    }

    @Test("directional margins follow the layout direction: leading is the right edge right to left")
    func directionalMargins() {
        let view = View()
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.directionalLayoutMargins == DirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8)
        #expect(view.layoutMargins == EdgeInsets(top: 0, left: 8, bottom: 0, right: 16))
    }

    @Test("a change of the margins calls layoutMarginsDidChange, once per change")
    func marginsDidChange() {
        final class Observing: View {
            var changes = 0
            override func layoutMarginsDidChange() { changes += 1 }
        }
        let view = Observing()
        view.layoutMargins = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        view.layoutMargins = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        #expect(view.changes == 1)
    }

    @Test("a guide added to a view belongs to it until removed or added elsewhere; its own frame is zero")
    func addedGuides() {
        let first = View(), second = View(), guide = LayoutGuide()
        guide.identifier = "spacer"
        first.addLayoutGuide(guide)
        #expect(first.layoutGuides == [guide] && guide.owningView === first && guide.layoutFrame == .zero)
        second.addLayoutGuide(guide)
        #expect(first.layoutGuides.isEmpty && second.layoutGuides == [guide] && guide.owningView === second)
        first.removeLayoutGuide(guide)
        #expect(second.layoutGuides == [guide])
        second.removeLayoutGuide(guide)
        #expect(second.layoutGuides.isEmpty && guide.owningView == nil)
    }
}
