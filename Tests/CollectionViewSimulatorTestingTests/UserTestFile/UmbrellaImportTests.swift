// A user's test file as a user writes it: every import a test of a ported layout may have at once
// (the umbrella, the testing library, Foundation, both test frameworks, and Core Graphics and Core
// Animation by name), and UIKit's names, the simulator's and the frameworks' used unqualified. It
// compiles only while none of them is ambiguous (issue #27: Keyframes' `AffineTransform` collided
// with Foundation's through the umbrella).
import BatchUpdateSimulator
import CollectionViewSimulatorTesting
import CoreGraphics
import Foundation
import QuartzCore
import Testing
import XCTest

/// A flow layout subclass as an app writes it: inserted items grow from a tenth of their size.
private final class GrowInLayout: UICollectionViewFlowLayout {
    private var inserted: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
        if inserted.contains(itemIndexPath) {
            attributes?.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
            attributes?.transform = attributes?.transform.rotated(by: .pi) ?? .identity
        }
        return attributes
    }
}

/// A list of four items in a 320 × 480 view around the layout.
@MainActor
private func makeView() -> (UICollectionView, SectionCountsDataSource) {
    let layout = GrowInLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    let data = SectionCountsDataSource([4])
    view.dataSource = data
    view.layoutIfNeeded()
    return (view, data)
}

@Suite("A user's test file importing everything at once")
@MainActor
struct UmbrellaImportTests {
    @Test("an inserted item grows in from a tenth, turned half a turn")
    func insertedItemGrows() throws {
        let (view, data) = makeView()
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] += 1
            try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)])
        }
        let start = try animation.sample(.cell(0, 1), at: 0)
        let expected = CATransform3DConcat(CATransform3DMakeScale(0.1, 0.1, 1), CATransform3DMakeRotation(.pi, 0, 0, 1))
        #expect(start.transform3D.isApproximatelyEqual(to: Transform3D(expected), tolerance: 1e-12))
        expectInvariants(of: [animation], in: view)
        let turned = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi).inverted())
        #expect(turned.x.isApproximatelyEqual(to: -1, tolerance: 1e-12))
        // Foundation's own AffineTransform, unqualified: no module of the package may declare one.
        #expect(AffineTransform(translationByX: 2, byY: 3).transform(NSPoint(x: 1, y: 1)) == NSPoint(x: 3, y: 4))
    }
}

/// The same in an XCTest test case, in the same file.
final class UmbrellaImportXCTests: XCTestCase {
    func testInsertedItemStartsSmall() throws {
        // XCTest runs each test method on the main thread, so its body is on the main actor. (A
        // `@MainActor` test method is not used: Linux's XCTest bundle crashes listing it.)
        try MainActor.assumeIsolated {
            let (view, data) = makeView()
            let animation = try view.throwing.performBatchUpdates {
                data.counts[0] += 1
                try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)])
            }
            XCTAssertEqual(try animation.sample(.cell(0, 1), at: 0).size, CGSize(width: 100, height: 100))
            XCTAssertEqual(try animation.sample(.cell(0, 1), at: animation.duration).transform3D, .identity)
        }
    }
}
