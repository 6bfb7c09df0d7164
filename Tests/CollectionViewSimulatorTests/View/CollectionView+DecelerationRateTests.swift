import CollectionViewSimulator
import Foundation
import Testing

@Suite("Deceleration rate")
@MainActor
struct CollectionViewDecelerationRateTests {
    @Test("a fling coasts rate / (1 − rate) points per point per millisecond", arguments: [
        (CollectionView.DecelerationRate.normal, 499.0), (.fast, 99.0), (CollectionView.DecelerationRate(rawValue: 1), 0),
    ])
    func coasting(rate: CollectionView.DecelerationRate, perVelocity: Double) {
        #expect(rate.coastingDistance(forVelocity: 2) == CGFloat(2 * perVelocity))
    }

    @Test("the fling proposes the offset the view's rate coasts to")
    func flingFollowsTheRate() throws {
        let layout = CollectionViewFlowLayout()
        let view = prepared(layout, width: 100, height: 200, counts: [200])
        view.decelerationRate = .fast
        let animation = view.fling(withVelocity: CGPoint(x: 0, y: 1))
        #expect(animation.hooks.first == .targetContentOffsetWithVelocity(
            forProposedContentOffset: CGPoint(x: 0, y: 99), velocity: CGPoint(x: 0, y: 1)))
    }
}
