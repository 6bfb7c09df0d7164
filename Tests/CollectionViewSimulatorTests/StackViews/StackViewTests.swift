import CollectionViewSimulator
import Foundation
import Testing

@Suite("Stack views: arranged subviews are subviews, as in UIKit")
@MainActor
struct StackViewTests {
    @Test("init(arrangedSubviews:) and addArrangedSubview make each view arranged and a subview, in order; UIKit's defaults")
    func arranging() {
        let a = View(), b = View(), c = View()
        let stack = StackView(arrangedSubviews: [a, b])
        stack.addArrangedSubview(c)
        #expect(stack.arrangedSubviews == [a, b, c] && stack.subviews == [a, b, c] && c.superview === stack)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill && stack.spacing == 0)
        #expect(!stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(StackView.Alignment.top == .leading && StackView.Alignment.bottom == .trailing)
    }

    @Test("insertArrangedSubview moves an arranged view and adds a new one as a subview on top")
    func inserting() {
        let a = View(), b = View(), c = View()
        let stack = StackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b] && stack.subviews == [a, b, c])
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, c, a] && stack.subviews == [a, b, c])
        stack.insertArrangedSubview(View(), at: 99)
        #expect(stack.arrangedSubviews.count == 4 && stack.arrangedSubviews.last === stack.subviews.last)
    }

    @Test("removeArrangedSubview leaves the view a subview; removeFromSuperview takes it out of both, and it comes back unarranged")
    func removing() {
        let a = View(), b = View()
        let stack = StackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b] && stack.subviews == [a, b])
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews == [a])
        stack.addSubview(b)
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews == [a, b])
        let other = View()
        stack.addArrangedSubview(a)
        other.addSubview(a)
        #expect(stack.arrangedSubviews.isEmpty)
    }

    @Test("custom spacing after a view, and back to the default")
    func customSpacing() {
        let a = View(), b = View()
        let stack = StackView(arrangedSubviews: [a, b])
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: a)
        #expect(stack.customSpacing(after: a) == 12 && stack.customSpacing(after: b) == StackView.spacingUseDefault)
        stack.setCustomSpacing(StackView.spacingUseDefault, after: a)
        #expect(stack.customSpacing(after: a) == StackView.spacingUseDefault)
    }
}
