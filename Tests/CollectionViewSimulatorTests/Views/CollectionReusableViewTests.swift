import CollectionViewSimulator
import Foundation
import Testing

/// A cell written as UIKit code writes them: its own `init(frame:)`, and the `init?(coder:)` that
/// traps, which the simulator must never call.
private final class BadgeCell: CollectionViewCell {
    var title = "unset"

    override init(frame: CGRect) {
        super.init(frame: frame)
        title = "made at \(Int(frame.width))"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A decoration view that declares no initialiser at all.
private final class RuleView: CollectionReusableView {
    var thickness: CGFloat = 1
}

@Suite("Reusable views created from a class known at run time")
@MainActor
struct CollectionReusableViewTests {
    @Test("init(reuseFrame:) runs the subclass's own init(frame:)")
    func subclassInitializerRuns() throws {
        let registered: AnyClass = BadgeCell.self
        let type = try #require(registered as? CollectionReusableView.Type)
        let view = type.init(reuseFrame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let cell = try #require(view as? BadgeCell)
        #expect(cell.title == "made at 80")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(cell.contentView.frame.size == CGSize(width: 80, height: 40))
        #expect(cell.contentView.superview === cell)
    }

    @Test("a subclass without initialisers is created with its property defaults")
    func inheritedInitializer() {
        let type: CollectionReusableView.Type = RuleView.self
        let view = type.init(reuseFrame: CGRect(x: 5, y: 5, width: 10, height: 2))
        #expect((view as? RuleView)?.thickness == 1)
        #expect(view.center == CGPoint(x: 10, y: 6))
    }
}
