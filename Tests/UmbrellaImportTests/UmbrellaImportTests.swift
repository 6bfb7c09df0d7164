// A user's test file as iOS teams write one: the package's test module, Foundation, Swift Testing
// and XCTest imported together, every name written unqualified. It passes by compiling: a public
// name of ours that collides with one of theirs makes this file fail "ambiguous for type lookup".
import CollectionViewSimulatorTesting
import Foundation
import Testing
import XCTest

/// A layout as a user writes one, in UIKit's names.
final class CardLayout: UICollectionViewFlowLayout {
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        attributes?.alpha = 0
        attributes?.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
        return attributes
    }
}

/// Four items in a 320 × 480 view with a ``CardLayout``.
@MainActor
private func deletion() throws -> (view: UICollectionView, animation: UpdateAnimation) {
    let layout = CardLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let data = SectionCountsDataSource([4])
    view.dataSource = data
    view.layoutIfNeeded()
    let animation = try view.throwing.performBatchUpdates {
        data.counts[0] -= 1
        try view.throwing.deleteItems(at: [IndexPath(item: 1, section: 0)])
    }
    return (view, animation)
}

@Suite("Umbrella import beside Foundation, Swift Testing and XCTest")
@MainActor
struct UmbrellaImportTests {
    @Test("a deletion fades and shrinks the item, and keeps every invariant")
    func deletionFades() throws {
        let (view, animation) = try deletion()
        expectInvariants(of: [animation], in: view)
        let end = try animation.sample(before: .cell(IndexPath(item: 1, section: 0)), at: animation.duration)
        #expect(end.alpha == 0)
        let violations: [InvariantViolation] = AnimationInvariants.violations(of: [animation], in: view)
        #expect(violations.isEmpty)
        let differences: [TimelineDifference] = TimelineDifference.all(expected: [animation], actual: [animation], tolerance: .exact)
        #expect(differences.isEmpty)
        let curve: TimingCurve = .easeInEaseOut
        let track = Track(from: 0.0, to: 1.0, timing: TrackTiming(duration: 0.25, curve: curve))
        #expect(track.value(at: 0.25) == 1)
        let batch = BatchUpdate([.deleteItem(IndexPath(item: 1, section: 0))])
        #expect(throws: BatchUpdateError.self) { try batch.resolved(itemCountsBefore: [4], itemCountsAfter: [4]) }
        #expect(!TimelineRendering.render([animation], as: .svg).isEmpty)
        let mode: GoldenRecordMode = .never
        #expect(mode.rawValue == "never")
        let location: SourceLocation = #_sourceLocation
        #expect(location.line > 0)
    }
}

final class UmbrellaImportXCTests: XCTestCase {
    func testDeletionFades() throws {
        // XCTest runs each test method on the main thread, so its body is on the main actor. (A
        // `@MainActor` test method is not used: Linux's XCTest bundle crashes listing it.)
        try MainActor.assumeIsolated {
            let (view, animation) = try deletion()
            expectInvariants(of: [animation], in: view)
            XCTAssertEqual(try animation.sample(before: .cell(IndexPath(item: 1, section: 0)), at: animation.duration).alpha, 0)
        }
    }
}
