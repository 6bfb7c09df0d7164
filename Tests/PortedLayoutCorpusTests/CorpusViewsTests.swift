import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility
import TestSupport

/// The views the corpus's layout files declare, given their layouts' attributes as UIKit gives
/// them: `apply(_:)` and `preferredLayoutAttributesFitting(_:)` turn custom attributes into view
/// values.
@Suite("Views declared in layout files")
@MainActor
struct CorpusViewsTests {
    private func laidOut(_ layout: UICollectionViewLayout, counts: [Int]) -> UICollectionView {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let dataSource = SectionCountsDataSource(counts)
        view.dataSource = dataSource
        FixtureOwner.keep(dataSource, for: view)
        view.layoutIfNeeded()
        return view
    }

    @Test("a wheel card turns about the anchor point its attributes carry, below the card")
    func wheelCell() throws {
        let layout = WheelLayout()
        let view = laidOut(layout, counts: [8])
        let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        let cell = WheelCell(frame: attributes.frame)
        cell.apply(attributes)
        let anchorY = (layout.itemSize.height / 2 + layout.radius) / layout.itemSize.height
        #expect(cell.layer.anchorPoint == CGPoint(x: 0.5, y: anchorY))
        #expect(cell.center.y == attributes.center.y + (anchorY - 0.5) * layout.itemSize.height)
        withExtendedLifetime(view) {}
    }

    @Test("a section background takes its colour and corners from its attributes")
    func sectionBackground() throws {
        let layout = DecorationRowsFlowLayout()
        let view = laidOut(layout, counts: [3, 3])
        let attributes = try #require(layout.layoutAttributesForDecorationView(
            ofKind: DecorationRowsFlowLayout.backgroundKind, at: IndexPath(item: 0, section: 1)) as? SectionBackgroundAttributes)
        let background = SectionBackgroundView(frame: attributes.frame)
        #expect(background.backgroundColor == .systemGray6)
        background.apply(attributes)
        #expect(background.backgroundColor == UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1))
        #expect(background.layer.cornerRadius == 12)
        // The flow layout creates the layout's attributes class for its own elements too.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) is SectionBackgroundAttributes)
        withExtendedLifetime(view) {}
    }

    @Test("a self-sizing row prefers one 20-point line per 40 characters of text")
    func selfSizingCell() throws {
        let layout = SelfSizingListLayout()
        let view = laidOut(layout, counts: [4])
        let attributes = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let cell = SelfSizingCell(frame: attributes.frame)
        cell.text = String(repeating: "x", count: 90)
        // UIKit hands the cell a copy of the layout's attributes.
        let preferred = cell.preferredLayoutAttributesFitting(try #require(attributes.copy() as? UICollectionViewLayoutAttributes))
        #expect(preferred.size.height == CGFloat(3 * 20 + 24))
        #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        #expect((context as? SelfSizingInvalidationContext)?.resizedIndexPaths == [IndexPath(item: 0, section: 0)])
        layout.invalidateLayout(with: context)
        #expect(layout.lastResizedIndexPaths == [IndexPath(item: 0, section: 0)])
        cell.prepareForReuse()
        #expect(cell.text.isEmpty)
        withExtendedLifetime(view) {}
    }

    @Test("a slanted cell leans by its attributes' slant, the first one not at all")
    func slantedCell() throws {
        let layout = SlantedLayout()
        let view = laidOut(layout, counts: [5])
        let cell = SlantedCell(frame: .zero)
        cell.apply(try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))))
        #expect(cell.slantingDelta == 0 && !cell.layer.masksToBounds)
        cell.apply(try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))))
        #expect(cell.slantingDelta == -layout.slantingSize && cell.layer.masksToBounds)
        withExtendedLifetime(view) {}
    }

    @Test("a cube page turns about its inner edge by its distance from the centre and hides its back once turned away")
    func cubePageCell() throws {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 300, height: 300)
        layout.minimumLineSpacing = 0
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        let dataSource = SectionCountsDataSource([3])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(UICollectionViewCell(frame: .zero).layer.isDoubleSided)
        let cell = CubePageCell(frame: try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame)
        #expect(!cell.layer.isDoubleSided)

        view.contentOffset = CGPoint(x: 150, y: 0)
        cell.transform(in: view)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(cell.progress == 0.5 && cell.layer.anchorPoint == CGPoint(x: 0, y: 0.5) && cell.layer.isDoubleSided)
        #expect(CATransform3DEqualToTransform(cell.layer.transform, CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)))

        view.contentOffset = .zero
        cell.transform(in: view)
        #expect(cell.progress == 1 && !cell.layer.isDoubleSided)
        #expect(CATransform3DEqualToTransform(cell.layer.transform, CATransform3DRotate(perspective, .pi / 2, 0, 1, 0)))
        withExtendedLifetime(dataSource) {}
    }
}
