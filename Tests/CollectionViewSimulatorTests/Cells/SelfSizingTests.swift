import BatchUpdates
@testable import CollectionViewSimulator
import Foundation
import Keyframes
import TestSupport
import Testing

/// Self-sizing cells in a flow layout with an `estimatedItemSize` (issue #13, behaviour 7): the
/// cells' preferred sizes reach the layout through UIKit's three questions, and the layout serves
/// them from then on. The oracle stacks the texts' heights with the line spacing.
@Suite("Self-sizing cells")
@MainActor
struct SelfSizingTests {
    static let estimate = CGSize(width: 320, height: 50)

    /// A 320 × 480 list of texts, 10 points between rows, laid out.
    static func textList(_ texts: [String], pass: SelfSizingPass = .afterUpdateLayout,
                         layout: CollectionViewFlowLayout = CollectionViewFlowLayout()) -> (CollectionView, TextDataSource) {
        layout.estimatedItemSize = estimate
        layout.minimumLineSpacing = 10
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.screenScale = 0
        view.selfSizingPass = pass
        view.register(TextCell.self, forCellWithReuseIdentifier: "text")
        let source = TextDataSource(texts)
        view.dataSource = source
        FixtureOwner.keep(source, for: view)
        view.layoutIfNeeded()
        return (view, source)
    }

    /// The frames the texts stack to, every row fitted.
    static func fittedFrames(_ texts: [String]) -> [CGRect] {
        var y: CGFloat = 0
        return texts.map { text in
            defer { y += TextCell.height(of: text) + 10 }
            return CGRect(x: 0, y: y, width: 320, height: TextCell.height(of: text))
        }
    }

    static func onScreenCells(_ view: CollectionView) -> [IndexPath: CGRect] {
        Dictionary(uniqueKeysWithValues: view.layoutAttributesForVisibleElements.map { ($0.indexPath, $0.frame) })
    }

    @Test("the first layout pass shows every cell on screen at its fitted size, over random texts")
    func layoutPassFitsCells() {
        let count = RandomRuns.selfSizingRuns.count(default: 20)
        for seed in 1...UInt64(count) {
            var random = SeededGenerator(seed: seed)
            let texts = (0..<random.next(in: 0...29)).map { _ in String(repeating: "x", count: random.next(in: 0...69)) }
            let (view, _) = Self.textList(texts)
            let expected = Self.fittedFrames(texts).enumerated().filter { $0.element.minY < view.bounds.maxY }
            let shown = Self.onScreenCells(view)
            #expect(shown.count == expected.count, "seed \(seed)")
            for (item, frame) in expected {
                #expect(shown[IndexPath(item: item, section: 0)] == frame, "seed \(seed), item \(item)")
            }
        }
    }

    @Test("a fitted cell is asked by the layout's three questions, in UIKit's order, and only once")
    func insertTrace() throws {
        let (view, _) = Self.textList(["a", "bb"])
        let source = try #require(view.dataSource as? TextDataSource)
        source.texts.insert(String(repeating: "y", count: 25), at: 1)
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)]))
        let names = animation.hookNames
        let should = try #require(names.firstIndex(of: "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)"))
        #expect(Array(names[should...].prefix(6)) == [
            "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)",
            "invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)",
            "invalidateLayout(with:)", "prepare", "collectionViewContentSize", "layoutAttributesForElements(in:)",
        ])
        #expect(names.filter { $0.hasPrefix("shouldInvalidateLayout(forPreferred") }.count == 1)
        #expect(animation.hooks[should] == .shouldInvalidateLayoutForPreferredAttributes(
            // The cell changes the size about the centre, as UIKit's attributes do.
            at: IndexPath(item: 1, section: 0), preferred: CGRect(x: 0, y: 30, width: 320, height: 70),
            original: CGRect(x: 0, y: 40, width: 320, height: 50)))
        #expect(animation.hooks[should + 2].description == "invalidateLayout(with: UICollectionViewFlowLayoutInvalidationContext "
            + "[items 0-1, contentSizeAdjustment [0, 20], invalidateFlowLayoutDelegateMetrics, invalidateFlowLayoutAttributes])")
        #expect(names.last == "finalizeCollectionViewUpdates")
    }

    @Test("an inserted cell grows from the estimated size to its fitted size; the cells below slide by the fitted height")
    func insertAnimatesFromEstimate() throws {
        let (view, source) = Self.textList(["a", "bb", "ccc"])
        source.texts.insert(String(repeating: "y", count: 25), at: 1)
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)]))
        let inserted = try #require(animation.track(of: .cell(IndexPath(item: 1, section: 0))))
        #expect(inserted.fate == .inserted)
        #expect(inserted.start.size == Self.estimate && inserted.start.alpha == 0)
        #expect(inserted.end.frame == CGRect(x: 0, y: 40, width: 320, height: 70) && inserted.end.alpha == 1)
        let below = try #require(animation.track(of: .cell(IndexPath(item: 2, section: 0))))
        #expect(below.start.frame == CGRect(x: 0, y: 40, width: 320, height: 30))
        #expect(below.end.frame == Self.fittedFrames(source.texts)[2])
        #expect(Self.onScreenCells(view) == Dictionary(uniqueKeysWithValues: Self.fittedFrames(source.texts).enumerated().map {
            (IndexPath(item: $0.offset, section: 0), $0.element)
        }))
    }

    /// Rows of "a" are 30 high fitted, 50 estimated: inserted at the end, only six fit at the
    /// estimate, twelve once fitted; and a row the estimate pushes off screen stays when fitted.
    @Test("rows the fitted layout brings on screen get tracks too, and the screen after is the fitted one")
    func fittingBringsRowsOnScreen() throws {
        let (view, source) = Self.textList(Array(repeating: "a", count: 3))
        source.texts += Array(repeating: "a", count: 15)
        let animation = try #require(try view.throwing.insertItems(at: (3..<18).map { IndexPath(item: $0, section: 0) }))
        let fitted = Self.fittedFrames(source.texts)
        for item in 0..<12 {
            let track = try #require(animation.track(of: .cell(IndexPath(item: item, section: 0))), "item \(item)")
            #expect(track.end.frame == fitted[item], "item \(item)")
            #expect(track.fate == (item < 3 ? .unchanged : .inserted), "item \(item)")
        }
        #expect(Self.onScreenCells(view).count == 12)
        let (other, more) = Self.textList(Array(repeating: "a", count: 12))
        more.texts.insert(contentsOf: Array(repeating: "a", count: 4), at: 0)
        let pushed = try #require(try other.throwing.insertItems(at: (0..<4).map { IndexPath(item: $0, section: 0) }))
        // Old row 5 goes to 9: at the estimate (4 × 60 + 5 × 40 = 440) it stays, old row 7 (at 520) leaves…
        let kept = try #require(pushed.track(ofBefore: .cell(IndexPath(item: 7, section: 0))))
        // …but fitted it ends at 11 × 40 = 440, on screen: moved, not disappeared.
        #expect(kept.fate == .moved && kept.end.frame == Self.fittedFrames(more.texts)[11])
    }

    /// Twenty self-sizing rows whose layout caches attributes for the first twelve only, and an
    /// insert at 0 that UIKit rejects: row 11 goes to 12, off screen, where the layout has no
    /// attributes. The rejection is expected here; the view, layout and data source are returned after it
    /// (the view holds its data source weakly).
    static func failedInsertPastCachedAttributes() -> (view: CollectionView, layout: FirstScreenCacheLayout, source: TextDataSource) {
        let layout = FirstScreenCacheLayout()
        layout.cachedItems = 12
        let (view, source) = textList(Array(repeating: "a", count: 20), layout: layout)
        source.texts.insert("a", at: 0)
        #expect(throws: BatchUpdateError.noLayoutAttributesForItem(IndexPath(item: 12, section: 0))) {
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        return (view, layout, source)
    }

    @Test("an update that throws leaves the layout's fitted sizes with the items they belong to")
    func failedUpdateKeepsFittedSizes() throws {
        let (view, layout, source) = Self.failedInsertPastCachedAttributes()
        defer { withExtendedLifetime((view, source)) {} }
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == CGSize(width: 320, height: 30))
    }

    @Test("an update that throws after self-sizing asked for a cell puts that cell back in its pool")
    func failedUpdateReturnsPreparedCells() throws {
        let (view, _, source) = Self.failedInsertPastCachedAttributes()
        defer { withExtendedLifetime(source) {} }
        // Left held, the cell would be shown for item 0 by a later change without asking the data source.
        #expect(view.engine.cells.prepared.isEmpty)
        #expect(view.engine.invariantViolations() == [])
    }

    @Test("sized before the providers, an inserted cell fades in at its fitted size")
    func beforeProvidersPass() throws {
        let (view, source) = Self.textList(["a", "bb", "ccc"], pass: .beforeProviders)
        source.texts.insert(String(repeating: "y", count: 25), at: 1)
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)]))
        let inserted = try #require(animation.track(of: .cell(IndexPath(item: 1, section: 0))))
        #expect(inserted.start.frame == CGRect(x: 0, y: 40, width: 320, height: 70) && inserted.start.alpha == 0)
        #expect(inserted.end.frame == CGRect(x: 0, y: 40, width: 320, height: 70))
    }

    @Test("without an estimated size neither the cells nor the layout are asked")
    func fixedSizeFlowLayoutIsNotAsked() throws {
        let (view, source) = Self.textList(["a", "bb"])
        let layout = try #require(view.collectionViewLayout as? CollectionViewFlowLayout)
        layout.estimatedItemSize = .zero
        source.texts.append("ccc")
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 2, section: 0)]))
        #expect(!animation.hookNames.contains { $0.contains("Preferred") })
        #expect(animation.track(of: .cell(IndexPath(item: 2, section: 0)))?.end.size == layout.itemSize)
    }

    @Test("a data source that only counts is never asked for cells by self-sizing")
    func countingDataSourceKeepsItsViews() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = Self.estimate
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let dataSource = SectionCountsDataSource([3])
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForVisibleElements.allSatisfy { $0.size == Self.estimate })
    }
}
