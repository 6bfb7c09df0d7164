import CollectionViewSimulator
import Foundation
import Testing

@Suite("A view's subviews: UIKit's order, back to front")
@MainActor
struct ViewTests {
    private func named(_ views: [View], in names: [ObjectIdentifier: String]) -> [String] {
        views.map { names[ObjectIdentifier($0), default: "?"] }
    }

    @Test("inserting at an index, above or below a sibling, and bringing to front or back orders the subviews")
    func subviewOrder() {
        let parent = View(frame: .zero)
        let (a, b, c, d) = (View(frame: .zero), View(frame: .zero), View(frame: .zero), View(frame: .zero))
        let names = [a, b, c, d].enumerated().reduce(into: [ObjectIdentifier: String]()) {
            $0[ObjectIdentifier($1.element)] = ["a", "b", "c", "d"][$1.offset]
        }
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(named(parent.subviews, in: names) == ["c", "a", "b"])
        parent.insertSubview(d, aboveSubview: c)
        #expect(named(parent.subviews, in: names) == ["c", "d", "a", "b"])
        parent.insertSubview(c, belowSubview: b)
        #expect(named(parent.subviews, in: names) == ["d", "a", "c", "b"])
        parent.bringSubviewToFront(d)
        parent.sendSubviewToBack(b)
        #expect(named(parent.subviews, in: names) == ["b", "a", "c", "d"])
        parent.insertSubview(a, at: 99)
        #expect(named(parent.subviews, in: names) == ["b", "c", "d", "a"] && a.superview === parent)
    }

    @Test("a view inserted into another parent leaves its old one; a stranger sibling puts it on top")
    func reparenting() {
        let (first, second) = (View(frame: .zero), View(frame: .zero))
        let (child, other, stranger) = (View(frame: .zero), View(frame: .zero), View(frame: .zero))
        first.addSubview(child)
        second.addSubview(other)
        second.insertSubview(child, belowSubview: stranger)
        #expect(first.subviews.isEmpty && second.subviews.map(ObjectIdentifier.init) == [other, child].map(ObjectIdentifier.init))
        first.bringSubviewToFront(child)
        #expect(child.superview === second)
    }
}
