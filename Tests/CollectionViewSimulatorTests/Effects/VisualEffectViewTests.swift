import CollectionViewSimulator
import Foundation
import Testing

@Suite("Visual effect views: the effect stored, content in the content view")
@MainActor
struct VisualEffectViewTests {
    @Test("init(effect:) keeps the effect and holds a content view as its subview")
    func contentView() {
        let blur = BlurEffect(style: .systemMaterial)
        let view = VisualEffectView(effect: blur)
        #expect(view.effect === blur && view.subviews == [view.contentView])
        view.effect = VibrancyEffect(blurEffect: blur)
        #expect((view.effect as? VibrancyEffect)?.blurEffect.style == .systemMaterial)
        let framed = VisualEffectView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(framed.effect == nil && framed.contentView.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    }
}
