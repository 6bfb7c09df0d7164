import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

@Suite("Transition layout")
@MainActor
struct CollectionViewTransitionLayoutTests {
    /// A view of 40 items in a flow layout of small items, in transition to one of large items:
    /// the two content heights differ by far more than the view's.
    private func makeTransition() -> (CollectionView, CollectionViewTransitionLayout) {
        let small = CollectionViewFlowLayout()
        small.itemSize = CGSize(width: 20, height: 20)
        let large = CollectionViewFlowLayout()
        large.itemSize = CGSize(width: 150, height: 150)
        return makeTransition(from: small, to: large, items: 40)
    }

    /// A 320 × 480 view of one section of `items` items laid out by `current`, in an interactive
    /// transition to `next`.
    private func makeTransition(from current: CollectionViewLayout, to next: CollectionViewLayout,
                                items: Int) -> (CollectionView, CollectionViewTransitionLayout) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: current)
        let dataSource = SectionCountsDataSource([items])
        view.dataSource = dataSource
        FixtureOwner.keep(dataSource, for: view)
        view.layoutIfNeeded()
        return (view, view.startInteractiveTransition(to: next))
    }

    @Test("a progress outside 0…1 is kept as set, and the layout stays within its two layouts", arguments: [-0.5, 1.5, -10, 10])
    func progressOutsideTheRange(progress: CGFloat) throws {
        let (view, transition) = makeTransition()
        let current = transition.currentLayout.collectionViewContentSize
        let next = transition.nextLayout.collectionViewContentSize
        transition.transitionProgress = progress
        view.layoutIfNeeded()
        #expect(transition.transitionProgress == progress)
        let size = transition.collectionViewContentSize
        #expect(size == CGSize(width: max(current.width, next.width), height: max(current.height, next.height)), "progress \(progress): \(size)")
        for attributes in view.layoutAttributesForVisibleElements {
            #expect((0...1).contains(attributes.alpha), "\(attributes.indexPath): alpha \(attributes.alpha)")
            #expect(attributes.size.width >= 0 && attributes.size.height >= 0, "\(attributes.indexPath): \(attributes.size)")
        }
    }

    @Test("a NaN progress places every element as the current layout does")
    func nanProgress() throws {
        let (view, transition) = makeTransition()
        transition.transitionProgress = .nan
        view.layoutIfNeeded()
        let shown = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(shown.frame == transition.currentLayout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
    }

    @Test("the content size is the larger of the two layouts' in each dimension, whatever the progress", arguments: [0, 0.3, 1])
    func contentSizeIsTheLargerOfTheTwo(progress: CGFloat) {
        // A wide, short layout to a narrow, tall one: neither layout's size is the answer.
        let wide = CollectionViewFlowLayout()
        wide.scrollDirection = .horizontal
        wide.itemSize = CGSize(width: 100, height: 100)
        let tall = CollectionViewFlowLayout()
        tall.itemSize = CGSize(width: 150, height: 150)
        let (view, transition) = makeTransition(from: wide, to: tall, items: 40)
        transition.transitionProgress = progress
        view.layoutIfNeeded()
        let (current, next) = (wide.collectionViewContentSize, tall.collectionViewContentSize)
        #expect(current.width > next.width && next.height > current.height, "\(current), \(next)")
        #expect(transition.collectionViewContentSize == CGSize(width: current.width, height: next.height))
        #expect(view.contentSize == CGSize(width: current.width, height: next.height))
    }

    @Test("an element in both layouts is a copy of the next layout's attributes, its alpha, centre and size taken linearly and rounded to the screen's pixels")
    func blendFollowsUIKit() throws {
        let current = OneItemLayout(center: CGPoint(x: 10.1, y: 20.2), size: CGSize(width: 33.3, height: 44.4), alpha: 0.2, zIndex: 1, radius: 4)
        let next = OneItemLayout(center: CGPoint(x: 30.1, y: 60.2), size: CGSize(width: 66.6, height: 11.1), alpha: 1, zIndex: 5, radius: 20)
        let (view, transition) = makeTransition(from: current, to: next, items: 1)
        view.screenScale = 3
        transition.transitionProgress = 0.3
        let blended = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) as? RadiusAttributes)
        // 16.1 and 32.2 to sixths of a point (half pixels at 3×); 43.29 and 34.41 to thirds.
        #expect(blended.center == CGPoint(x: 97.0 / 6, y: 193.0 / 6))
        #expect(blended.size == CGSize(width: 130.0 / 3, height: 103.0 / 3))
        #expect(blended.alpha.isApproximatelyEqual(to: 0.44, tolerance: 1e-12))
        // The next layout's own values, not blended; the attributes' `interpolated(to:progress:)` is not asked.
        #expect(blended.zIndex == 5 && blended.cornerRadius == 20)
        #expect(current.interpolations == 0 && next.interpolations == 0)
        #expect(try #require(transition.layoutAttributesForElements(in: view.bounds)?.first).center == blended.center)
    }

    @Test("a screen scale of 0 turns the rounding off, as it does for every layout")
    func zeroScaleDoesNotRound() throws {
        let current = OneItemLayout(center: CGPoint(x: 10.1, y: 20.2), size: CGSize(width: 33.3, height: 44.4))
        let next = OneItemLayout(center: CGPoint(x: 30.1, y: 60.2), size: CGSize(width: 66.6, height: 11.1))
        let (view, transition) = makeTransition(from: current, to: next, items: 1)
        view.screenScale = 0
        transition.transitionProgress = 0.3
        let blended = try #require(transition.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(blended.center.isApproximatelyEqual(to: CGPoint(x: 16.1, y: 32.2), tolerance: 1e-12), "\(blended.center)")
        #expect(blended.size.isApproximatelyEqual(to: CGSize(width: 43.29, height: 34.41), tolerance: 1e-12), "\(blended.size)")
    }

    @Test("transforms are blended entry by entry, not by decomposition; two identities stay the identity")
    func transformsBlendEntryByEntry() throws {
        let next = OneItemLayout()
        let (view, transition) = makeTransition(from: OneItemLayout(), to: next, items: 1)
        transition.transitionProgress = 0.5
        let item = IndexPath(item: 0, section: 0)
        #expect(try #require(transition.layoutAttributesForItem(at: item)).transform3D == .identity)
        next.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        let half = try #require(transition.layoutAttributesForItem(at: item)).transform3D
        // Halfway between the identity and a quarter turn: (cos, sin) = (0.5, 0.5), a scaled
        // eighth turn, where a decomposition would give the eighth turn itself (0.707, 0.707).
        for (entry, expected) in [(half.m11, 0.5), (half.m12, 0.5), (half.m21, -0.5), (half.m22, 0.5), (half.m33, 1)] as [(CGFloat, CGFloat)] {
            #expect(entry.isApproximatelyEqual(to: expected, tolerance: 1e-12), "\(half)")
        }
        #expect(view.collectionViewLayout === transition)
    }

    @Test("the rectangle's answers are blended, and a layout is asked for one element only when its answer lacks it")
    func blendsTheRectangleAnswers() throws {
        let current = CountingRowLayout(rowHeight: 40, itemAnswerOffset: 1000)
        let next = CountingRowLayout(rowHeight: 80, itemAnswerOffset: 1000)
        let (view, transition) = makeTransition(from: current, to: next, items: 20)
        transition.transitionProgress = 0.5
        (current.itemQueries, next.itemQueries) = ([], [])
        let blended = try #require(transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 470)))
        // Rows 0…11 are in both answers (the current layout's rows 0…11, the next one's 0…5), so
        // the per-item answers (1000 pt lower) never reach the blend: only the next layout is
        // asked for rows 6…11, which its answer lacks.
        #expect(blended.map(\.indexPath.item) == Array(0..<12))
        for attributes in blended {
            let row = CGFloat(attributes.indexPath.item)
            let expected = row < 6 ? (row * 40 + 20 + row * 80 + 40) / 2 : (row * 40 + 20 + 1000 + row * 80 + 40) / 2
            #expect(attributes.center.y == expected, "row \(attributes.indexPath.item): \(attributes.center.y)")
        }
        #expect(current.itemQueries.isEmpty)
        #expect(next.itemQueries == (6..<12).map { IndexPath(item: $0, section: 0) })
        #expect(view.collectionViewLayout === transition)
    }
}

/// One column of full-width rows, and per-item answers `itemAnswerOffset` points lower than its
/// answers for a rectangle (a layout whose two answers disagree); records the per-item questions.
private final class CountingRowLayout: CollectionViewLayout {
    let rowHeight: CGFloat
    let itemAnswerOffset: CGFloat
    var itemQueries: [IndexPath] = []

    init(rowHeight: CGFloat, itemAnswerOffset: CGFloat) {
        self.rowHeight = rowHeight
        self.itemAnswerOffset = itemAnswerOffset
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    private var count: Int { collectionView?.numberOfItems(inSection: 0) ?? 0 }

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: CGFloat(count) * rowHeight) }

    private func row(_ item: Int) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: 0, y: CGFloat(item) * rowHeight, width: 320, height: rowHeight)
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<count).map(row).filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        itemQueries.append(indexPath)
        guard indexPath.section == 0, (0..<count).contains(indexPath.item) else { return nil }
        let attributes = row(indexPath.item)
        attributes.center.y += itemAnswerOffset
        return attributes
    }
}

/// One item with the given values in `RadiusAttributes` (a corner radius of its own), and a
/// transform that can change; counts the interpolations its attributes are asked for.
private final class OneItemLayout: CollectionViewLayout {
    let values: (center: CGPoint, size: CGSize, alpha: CGFloat, zIndex: Int, radius: CGFloat)
    var transform = Transform3D.identity
    var interpolations = 0

    init(center: CGPoint = CGPoint(x: 100, y: 100), size: CGSize = CGSize(width: 50, height: 50), alpha: CGFloat = 1,
         zIndex: Int = 0, radius: CGFloat = 0) {
        values = (center, size, alpha, zIndex, radius)
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 480) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))].compactMap { $0 }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath == IndexPath(item: 0, section: 0) else { return nil }
        let attributes = RadiusAttributes(forCellWith: indexPath)
        attributes.layout = self
        (attributes.center, attributes.size, attributes.alpha) = (values.center, values.size, values.alpha)
        (attributes.zIndex, attributes.cornerRadius, attributes.transform3D) = (values.zIndex, values.radius, transform)
        return attributes
    }
}

/// Attributes with a corner radius of their own, which tell their layout when they are asked to
/// interpolate.
private final class RadiusAttributes: CollectionViewLayoutAttributes {
    var cornerRadius: CGFloat = 0
    weak var layout: OneItemLayout?

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? RadiusAttributes)?.cornerRadius = cornerRadius
        (copy as? RadiusAttributes)?.layout = layout
        return copy
    }

    override func interpolated(to end: CollectionViewLayoutAttributes, progress: CGFloat) -> CollectionViewLayoutAttributes {
        layout?.interpolations += 1
        return super.interpolated(to: end, progress: progress)
    }
}
