import CollectionViewSimulator
import Foundation
import Testing

/// `collectionView` is `open` and read-only on the layout, as UIKit declares it.
@Suite("The layout's open collectionView property")
@MainActor
struct CollectionViewLayoutCollectionViewTests {
    /// A one-column layout of 50-point rows that never reads its view, and hides it.
    final class HidingLayout: CollectionViewLayout {
        override var collectionView: CollectionView? { nil }
        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 200) }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            (0..<4).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 50, width: 320, height: 50)
            return attributes
        }
    }

    /// A layout whose override forwards to super, the common shape in app code.
    final class ForwardingLayout: CollectionViewFlowLayout {
        override var collectionView: CollectionView? { super.collectionView }
    }

    @Test("an override that forwards to super answers the view the layout was given to")
    func forwardingOverride() {
        let layout = ForwardingLayout()
        #expect(layout.collectionView == nil)
        let view = prepared(layout, width: 320, height: 480, counts: [3])
        #expect(layout.collectionView === view)
        view.collectionViewLayout = CollectionViewFlowLayout()
        #expect(layout.collectionView == nil)
    }

    @Test("the simulator keeps using the view it gave the layout, whatever an override answers")
    func engineIgnoresOverride() {
        let layout = HidingLayout()
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        #expect(layout.collectionView == nil)
        #expect(view.collectionViewLayout === layout)
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 120)) == IndexPath(item: 2, section: 0))
    }
}
