import CollectionViewSimulator
import Foundation
import Testing

@Suite("A view's Auto Layout state: UIKit's defaults, stored")
@MainActor
struct ViewAutoLayoutTests {
    /// A view that counts its constraint updates, as an app's `updateConstraints()` override runs.
    final class CountingView: View {
        var updates: [String] = []
        var name = ""
        override func updateConstraints() {
            updates.append(name)
            super.updateConstraints()
        }
    }

    @Test("a view made in code translates its mask, hugs at 250, resists compression at 750, has no intrinsic size")
    func defaults() {
        for view in [View(), Label(), ImageView(), StackView()] {
            #expect(view.translatesAutoresizingMaskIntoConstraints, "\(view)")
            #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow && view.contentHuggingPriority(for: .vertical) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
            #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
            #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
            #expect(view.constraints.isEmpty && view.layoutGuides.isEmpty && view.contentMode == .scaleToFill)
        }
        #expect(View.noIntrinsicMetric == -1)
        #expect(View.layoutFittingCompressedSize == .zero && View.layoutFittingExpandedSize == CGSize(width: 10_000, height: 10_000))
    }

    @Test("priorities set on one axis stay on that axis")
    func priorities() {
        let view = View()
        view.setContentHuggingPriority(.required, for: .vertical)
        view.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        #expect(view.contentHuggingPriority(for: .vertical) == .required && view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 749)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("updateConstraintsIfNeeded runs the marked views' updateConstraints, subviews first, once")
    func updateConstraints() {
        let parent = CountingView(), child = CountingView()
        (parent.name, child.name) = ("parent", "child")
        parent.addSubview(child)
        parent.updateConstraintsIfNeeded()
        #expect(parent.updates.isEmpty && child.updates.isEmpty)
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        #expect(parent.needsUpdateConstraints())
        parent.updateConstraintsIfNeeded()
        parent.updateConstraintsIfNeeded()
        #expect(child.updates == ["child"] && parent.updates == ["parent"] && !parent.needsUpdateConstraints())
    }
}
