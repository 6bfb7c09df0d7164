import CollectionViewSimulator
import Foundation
import Testing

/// A transition layout of one's own, as apps write them: it lifts every cell by a value the
/// gesture sets through `updateValue(_:forAnimatedKey:)`.
final class LiftingTransitionLayout: CollectionViewTransitionLayout {
    static let liftKey = "lift"

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        // The transition layout's attributes are fresh objects on every call: changing them is safe.
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            attributes.center.y -= value(forAnimatedKey: Self.liftKey)
            return attributes
        }
    }
}

/// A delegate that hands out its own transition layout, and records what it was asked.
final class TransitionLayoutDelegate: CollectionViewDelegate {
    private(set) var asked: [(old: CollectionViewLayout, new: CollectionViewLayout)] = []

    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                        newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        asked.append((fromLayout, toLayout))
        return LiftingTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
}

@Suite("A custom transition layout from the delegate")
@MainActor
struct CustomTransitionLayoutTests {
    static let ip = IndexPath(item: 1, section: 0)

    @Test("startInteractiveTransition asks the delegate once and uses its layout; animated values reach the attributes")
    func delegateSuppliesTheTransitionLayout() throws {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [4])
        let delegate = TransitionLayoutDelegate()
        view.delegate = delegate
        let flow = view.collectionViewLayout
        let circle = CircleLayout()
        let transition = view.startInteractiveTransition(to: circle)
        #expect(transition is LiftingTransitionLayout)
        #expect(view.collectionViewLayout === transition)
        #expect(delegate.asked.count == 1 && delegate.asked[0].old === flow && delegate.asked[0].new === circle)
        transition.transitionProgress = 0.5
        view.layoutIfNeeded()
        let unlifted = try #require(view.layoutAttributesForVisibleElements.first { $0.indexPath == Self.ip })
        transition.updateValue(30, forAnimatedKey: LiftingTransitionLayout.liftKey)
        view.layoutIfNeeded()
        let lifted = try #require(view.layoutAttributesForVisibleElements.first { $0.indexPath == Self.ip })
        #expect(lifted.center.y == unlifted.center.y - 30)
        #expect(lifted.center.x == unlifted.center.x)
        let finish = view.finishInteractiveTransition()
        #expect(finish.track(of: .cell(Self.ip))?.start.center == lifted.center)
        #expect(view.collectionViewLayout === circle)
    }

    @Test("a delegate without the method gets the interpolating transition layout")
    func defaultTransitionLayout() {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [4])
        let delegate = PlainDelegate()
        view.delegate = delegate
        let transition = view.startInteractiveTransition(to: CircleLayout())
        #expect(!(transition is LiftingTransitionLayout))
        #expect(type(of: transition) == CollectionViewTransitionLayout.self)
    }
}

/// A delegate that implements nothing.
final class PlainDelegate: CollectionViewDelegate {}
