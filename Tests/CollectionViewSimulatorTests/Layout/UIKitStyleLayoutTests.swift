import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

// The UIKit names a ported file would get from the UIKitCompatibility module; with them, the layout
// below is UIKit source, unchanged.
typealias UICollectionView = CollectionView
typealias UICollectionViewLayout = CollectionViewLayout
typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
typealias CGAffineTransform = Keyframes.AffineTransform

// MARK: - Written for UIKit

/// A list that slides inserted rows in from the left, as one writes it for UIKit.
final class SlideInListLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private var insertedIndexPaths: [IndexPath] = []
    let rowHeight: CGFloat = 44

    override func prepare() {
        super.prepare()
        cache.removeAll()
        guard let collectionView = collectionView else { return }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: 0, y: y, width: collectionView.bounds.width, height: rowHeight)
                cache.append(attributes)
                y += rowHeight
            }
        }
        contentHeight = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = updateItems.compactMap { update in
            update.updateAction == .insert ? update.indexPathAfterUpdate : nil
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths.removeAll()
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertedIndexPaths.contains(itemIndexPath), let attributes = attributes {
            let width = collectionView?.bounds.width ?? 0
            attributes.transform = CGAffineTransform(translationX: -width, y: 0)
            attributes.alpha = 1
        }
        return attributes
    }
}

// MARK: - Tests

@Suite("A layout written for UIKit")
struct UIKitStyleLayoutTests {
    @Test("prepares, answers queries and slides inserted rows in from the left")
    func portedLayout() throws {
        let layout = SlideInListLayout()
        let view = prepared(layout, width: 300, height: 200, counts: [10])
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 440))
        #expect(layout.layoutAttributesForElements(in: view.bounds)?.count == 5)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == rect(0, 132, 300, 44))
        layout.prepare(forCollectionViewUpdates: [
            UICollectionViewUpdateItem(indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 1, section: 0), updateAction: .insert),
        ])
        let inserted = try #require(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0)))
        #expect(inserted.transform == CGAffineTransform(translationX: -300, y: 0))
        #expect(inserted.transform3D.m41 == -300)
        #expect(inserted.alpha == 1)
        #expect(inserted.frame == rect(0, 44, 300, 44))
        // Not inserted: the base class's default (the row where it is, opaque, untransformed).
        let other = try #require(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0)))
        #expect(other.transform3D == .identity)
        #expect(other.alpha == 1)
        layout.finalizeCollectionViewUpdates()
        // The cache was not changed by the providers: they return copies.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform3D == .identity)
    }
}
