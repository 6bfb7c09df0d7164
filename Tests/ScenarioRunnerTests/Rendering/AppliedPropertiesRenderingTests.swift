import CollectionViewSimulator
import Foundation
import Keyframes
@testable import ScenarioRunner
import Testing
@testable import TimelineOutput

/// Pictures of views whose cells apply layer properties themselves (issue #13, behaviour 5): a
/// card turned about an anchor point below it is drawn about that point, with its corners.
@Suite("Drawing what cells apply")
@MainActor
struct AppliedPropertiesRenderingTests {
    /// Attributes with the anchor point a fan's card turns about.
    final class FanAttributes: CollectionViewLayoutAttributes {
        var anchorPoint = CGPoint(x: 0.5, y: 0.5)

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone)
            (copy as? FanAttributes)?.anchorPoint = anchorPoint
            return copy
        }
    }

    /// 40 × 60 cards around (160, 100), card `i` turned by `i × 0.4` radians about a point 90
    /// points below its middle.
    final class FanLayout: CollectionViewLayout {
        override class var layoutAttributesClass: AnyClass { FanAttributes.self }
        override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            let attributes = FanAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 140, y: 70, width: 40, height: 60)
            attributes.transform3D = Transform3D(rotationAngle: CGFloat(indexPath.item) * 0.4, x: 0, y: 0, z: 1)
            attributes.anchorPoint = CGPoint(x: 0.5, y: 2)
            return attributes
        }
    }

    /// A card that turns about its attributes' anchor point, moving down so that it stays in place
    /// when not turned, with rounded corners.
    final class FanCell: CollectionViewCell {
        override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            guard let attributes = layoutAttributes as? FanAttributes else { return }
            layer.anchorPoint = attributes.anchorPoint
            layer.cornerRadius = 6
            center.y += (attributes.anchorPoint.y - 0.5) * bounds.height
        }
    }

    final class FanDataSource: CollectionViewDataSource {
        var count = 2

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "fan", for: indexPath)
        }
    }

    /// Inserting a third card into a fan of two.
    static func insertion() throws -> UpdateAnimation {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: FanLayout())
        view.register(FanCell.self, forCellWithReuseIdentifier: "fan")
        let source = FanDataSource()
        view.dataSource = source
        view.layoutIfNeeded()
        source.count = 3
        return try #require(try view.throwing.insertItems(at: [IndexPath(item: 2, section: 0)]))
    }

    @Test("the SVG draws each card about its anchor point, with its corner radius, labelled in its middle")
    func svg() throws {
        let svg = TimelineRendering.render([try Self.insertion()], as: .svg)
        let scale = SVGFilmstripRenderer.panelWidth / 320
        // 60 points high, turning about a point 2 heights down: the rectangle starts 120 points above it.
        #expect(svg.contains("y=\"\(FixedDecimal.format(-120 * scale))\" width=\"\(FixedDecimal.format(40 * scale))\""))
        #expect(svg.contains("rx=\"\(FixedDecimal.format(6 * scale))\""))
        // Card 0 is not turned: its layer sits 90 points below its middle, its label in its middle.
        let gap = SVGFilmstripRenderer.gap
        #expect(svg.contains("translate(\(FixedDecimal.format(gap + 160 * scale))"))
        #expect(svg.contains("x=\"\(FixedDecimal.format(gap + 160 * scale))\""))
    }

    @Test("the HTML player's data carries the anchor point, radius and label position of each card")
    func html() throws {
        let animation = try Self.insertion()
        let run = RecordedRun(recorded: [animation], title: "fan", frameRate: 60)
        let data = try HTMLPlayerRendererTests.data(run)
        let steps = try #require(data["steps"] as? [[String: Any]])
        let frames = try #require(steps.first?["frames"] as? [[[Double]]])
        let last = try #require(frames.last)
        #expect(last.count == 3 && last.allSatisfy { $0.count == 17 })
        let card0 = try #require(last.first { $0[0] == 0 })
        #expect(Array(card0[1...2]) == [160, 190] && Array(card0[12...16]) == [0.5, 2, 6, 160, 100])
    }

    @Test("views whose cells apply nothing are drawn exactly as before")
    func plainViewsUnchanged() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: FanLayout())
        let counts = SectionCountsDataSource([2])
        view.dataSource = counts
        view.layoutIfNeeded()
        counts.counts = [3]
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 2, section: 0)]))
        let run = RecordedRun(recorded: [animation], title: "fan", frameRate: 60)
        let frames = try #require((try HTMLPlayerRendererTests.data(run)["steps"] as? [[String: Any]])?.first?["frames"] as? [[[Double]]])
        #expect(frames.allSatisfy { $0.allSatisfy { $0.count == 12 } })
        #expect(!TimelineRendering.render([animation], as: .svg).contains(" rx="))
    }
}
