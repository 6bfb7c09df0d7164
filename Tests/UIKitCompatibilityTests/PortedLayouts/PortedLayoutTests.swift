// Compiles on Apple platforms too: the layouts' `CATransform3D` values are compared with Core
// Animation's functions, and the animation's values (the simulator's `Transform3D`) after converting.
import Foundation
import Keyframes
import Testing
import UIKitCompatibility
import TestSupport

/// A view around a layout, sized and counted as a UIKit app would set it up.
@MainActor
private func makeView(_ layout: UICollectionViewLayout, width: CGFloat, height: CGFloat, counts: [Int])
    -> (UICollectionView, CountsDataSource)
{
    let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    let dataSource = CountsDataSource(counts: counts)
    view.dataSource = dataSource
    FixtureOwner.keep(dataSource, for: view)
    view.layoutIfNeeded()
    return (view, dataSource)
}

@Suite("Layouts written for UIKit, compiled against UIKitCompatibility")
@MainActor
struct PortedLayoutTests {
    @Test("a flow layout subclass grows inserted items from the scale it set and shrinks deleted ones")
    func scaleInFlowLayout() throws {
        let layout = ScaleInFlowLayout()
        let (view, dataSource) = makeView(layout, width: 340, height: 600, counts: [6])
        let animation = try view.throwing.performBatchUpdates({
            dataSource.counts[0] = 6
            try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)])
            try view.throwing.deleteItems(at: [IndexPath(item: 4, section: 0)])
        }, completion: nil)

        let inserted = try #require(animation.track(of: .cell(IndexPath(item: 1, section: 0))))
        #expect(inserted.fate == .inserted)
        #expect(inserted.start.transform3D == Transform3D(CATransform3DMakeScale(0.1, 0.1, 1)))
        #expect(inserted.start.alpha == 0)
        #expect(inserted.start.center == CGPoint(x: 170, y: 60))
        #expect(inserted.end.transform3D.isIdentity)
        #expect(inserted.end.alpha == 1)
        #expect(inserted.end.zIndex == 1)

        let deleted = try #require(animation.track(ofBefore: .cell(IndexPath(item: 4, section: 0))))
        #expect(deleted.fate == .deleted)
        #expect(deleted.start.transform3D.isIdentity)
        #expect(deleted.end.transform3D == Transform3D(CATransform3DMakeScale(0.1, 0.1, 1)))
        #expect(deleted.end.alpha == 0)

        // Old item 2 moves to 3 and is neither grown nor shrunk.
        let moved = try #require(animation.track(of: .cell(IndexPath(item: 3, section: 0))))
        #expect(moved.fate == .moved)
        #expect(moved.start.transform3D.isIdentity && moved.end.transform3D.isIdentity)

        // After finalizeCollectionViewUpdates() nothing counts as inserted any more.
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0))
            .map { CATransform3DIsIdentity($0.transform3D) } == true)
    }

    @Test("the flow layout keeps UIKit's configuration names")
    func flowConfiguration() {
        let layout = ScaleInFlowLayout()
        #expect(layout.sectionInset == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(layout.scrollDirection == UICollectionView.ScrollDirection.vertical)
        layout.scrollDirection = .horizontal
        #expect(layout.scrollDirection.rawValue == 1)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
        let category: UICollectionElementCategory = UICollectionView.ElementCategory.supplementaryView
        #expect(category.rawValue == 1)
        #expect(UICollectionViewUpdateItem.Action.insert.rawValue == 0 && UICollectionViewUpdateItem.Action.move.rawValue == 3)
    }

    @Test("a layout subclass prepares, answers queries and slides inserted rows in from the left")
    func slideInListLayout() throws {
        let layout = SlideInListLayout()
        let (view, _) = makeView(layout, width: 300, height: 200, counts: [10])
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 440))
        #expect(layout.layoutAttributesForElements(in: view.bounds)?.count == 5)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
            == CGRect(x: 0, y: 132, width: 300, height: 44))
        layout.prepare(forCollectionViewUpdates: [
            UICollectionViewUpdateItem(indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: 1, section: 0), updateAction: .insert),
        ])
        let inserted = try #require(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 1, section: 0)))
        #expect(inserted.transform == CGAffineTransform(translationX: -300, y: 0))
        #expect(inserted.transform3D.m41 == -300)
        #expect(inserted.alpha == 1)
        #expect(inserted.frame == CGRect(x: 0, y: 44, width: 300, height: 44))
        // Not inserted: the base class's default (the row where it is, opaque, untransformed).
        let other = try #require(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 2, section: 0)))
        #expect(CATransform3DIsIdentity(other.transform3D))
        #expect(other.alpha == 1)
        layout.finalizeCollectionViewUpdates()
        // The cache was not changed by the providers: they return copies.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)).map { CATransform3DIsIdentity($0.transform3D) } == true)
    }

    @Test("the slide-in list animates an inserted row from one width to the left")
    func slideInListAnimation() throws {
        let layout = SlideInListLayout()
        let (view, dataSource) = makeView(layout, width: 300, height: 200, counts: [10])
        let animation = try view.throwing.performBatchUpdates({
            dataSource.counts[0] += 1
            try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: nil)
        let inserted = try #require(animation.track(of: .cell(IndexPath(item: 1, section: 0))))
        #expect(inserted.start.transform3D == Transform3D(CATransform3DMakeTranslation(-300, 0, 0)))
        #expect(CGAffineTransform(inserted.start.transform3D.affineTransform) == CGAffineTransform(translationX: -300, y: 0))
        #expect(inserted.end.transform3D.isIdentity)
    }
}
