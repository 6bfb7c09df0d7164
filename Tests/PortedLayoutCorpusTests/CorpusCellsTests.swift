import CollectionViewSimulator
import Foundation
import Testing
import UIKitCompatibility
import TestSupport

/// The corpus's cells registered and dequeued by their data sources, through the engine: a
/// self-sizing list fits its rows (behaviour 7), a wheel's cards carry the anchor point their
/// cell applies (behaviour 5).
@Suite("Corpus cells through the engine")
@MainActor
struct CorpusCellsTests {
    static let texts = (0..<12).map { String(repeating: "word ", count: 3 + $0 * 5) }

    /// The height the corpus's `SelfSizingCell` gives a text: one 20-point line per 40 characters, plus 24.
    static func rowHeight(_ text: String) -> CGFloat {
        CGFloat(max(1, (text.count + 39) / 40)) * 20 + 24
    }

    static func selfSizingList() -> (UICollectionView, SelfSizingListLayout, SelfSizingTextsDataSource) {
        let layout = SelfSizingListLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let source = SelfSizingTextsDataSource(texts: Self.texts)
        source.register(in: view)
        view.dataSource = source
        FixtureOwner.keep(source, for: view)
        view.layoutIfNeeded()
        return (view, layout, source)
    }

    @Test("the self-sizing list shows every row on screen at the height its text needs")
    func selfSizingListFits() throws {
        let (view, layout, _) = Self.selfSizingList()
        var y: CGFloat = 0
        for (item, text) in Self.texts.enumerated() where y < view.bounds.maxY {
            let frame = try #require(layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame)
            #expect(frame == CGRect(x: 0, y: y, width: 375, height: Self.rowHeight(text)), "item \(item)")
            y += Self.rowHeight(text)
        }
        #expect(!layout.lastResizedIndexPaths.isEmpty)
    }

    @Test("a row inserted into the self-sizing list grows from the estimate, invalidated with the list's own context")
    func selfSizingInsert() throws {
        let (view, _, source) = Self.selfSizingList()
        source.texts.insert(String(repeating: "x", count: 100), at: 0)
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)]))
        let inserted = try #require(animation.track(of: .cell(IndexPath(item: 0, section: 0))))
        #expect(inserted.start.size.height == 60)
        #expect(inserted.end.size.height == Self.rowHeight(source.texts[0]))
        let invalidation = try #require(animation.hooks.last { $0.name == "invalidateLayout(with:)" })
        #expect(invalidation.description.hasPrefix("invalidateLayout(with: SelfSizingInvalidationContext [items 0-0, contentSizeAdjustment [0, 24]"))
    }

    /// The list's rows stacked at their texts' heights, those in `rect`.
    static func fittedRows(in rect: CGRect) -> [IndexPath: CGRect] {
        var rows: [IndexPath: CGRect] = [:]
        var y: CGFloat = 0
        for (item, text) in Self.texts.enumerated() {
            let frame = CGRect(x: 0, y: y, width: 375, height: Self.rowHeight(text))
            if frame.maxY > rect.minY && frame.minY < rect.maxY { rows[IndexPath(item: item, section: 0)] = frame }
            y = frame.maxY
        }
        return rows
    }

    @Test("a fling through the self-sizing list shows each row it brings on screen at its text's height from its first frame")
    func selfSizingFling() throws {
        let (view, _, _) = Self.selfSizingList()
        // The first screen fits rows 0–7; rows 8–11 are still estimated (60) when the fling starts.
        let animation = view.fling(withVelocity: CGPoint(x: 0, y: 1), proposedContentOffset: CGPoint(x: 0, y: 240))
        let appeared = animation.tracks.filter { $0.fate == .appeared }
        #expect(!appeared.isEmpty)
        for track in appeared {
            let first = try #require(track.keyframes.first, "\(track.element)")
            #expect(first.value.size.height == Self.rowHeight(Self.texts[track.element.indexPath.item]), "\(track.element)")
        }
        let shown = Dictionary(uniqueKeysWithValues: view.layoutAttributesForVisibleElements.map { ($0.indexPath, $0.frame) })
        #expect(shown == Self.fittedRows(in: view.bounds))
    }

    /// The height a view of the self-sizing waterfall prefers.
    static func fittedHeight(of attributes: UICollectionViewLayoutAttributes) -> CGFloat {
        attributes.representedElementCategory == .cell
            ? CGFloat(SelfSizingNotes.lines(at: attributes.indexPath)) * 20 + 24
            : CGFloat(1 + attributes.indexPath.section % 3) * 16 + 28
    }

    /// Every element the view shows whose height is not the one its view prefers.
    static func unfitted(_ view: UICollectionView) -> [String] {
        view.layoutAttributesForVisibleElements.filter { $0.frame.height != fittedHeight(of: $0) }
            .map { "\(ElementID($0)) is \($0.frame.height) high, wants \(fittedHeight(of: $0))" }
    }

    static func selfSizingWaterfall() -> (UICollectionView, CorpusDataSource) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: SelfSizingWaterfallLayout())
        let data = CorpusDataSource(counts: [6, 12])
        SelfSizingNotes.register(in: view, cellIdentifier: CorpusDataSource.cellIdentifier)
        data.dequeuesRegisteredViews = true
        view.dataSource = data
        FixtureOwner.keep(data, for: view)
        view.layoutIfNeeded()
        return (view, data)
    }

    @Test("the self-sizing waterfall shows its notes and its custom layout's headers at the heights their views prefer", arguments: CorpusStep.allCases)
    func selfSizingWaterfallFits(_ step: CorpusStep) throws {
        let (view, data) = Self.selfSizingWaterfall()
        #expect(Self.unfitted(view).isEmpty, "\(Self.unfitted(view))")
        #expect(view.layoutAttributesForVisibleElements.contains { $0.representedElementCategory == .supplementaryView })
        guard let subject = Corpus.subjects.first(where: { $0.name == "SelfSizingWaterfallLayout" }), step != .transition else { return }
        let animation = try step.perform(on: view, data: data, subject: subject)
        #expect(Self.unfitted(view).isEmpty, "\(step): \(Self.unfitted(view))")
        let leaving: Set<ViewFate> = [.deleted, .reloadedOut, .disappeared]
        let ends = Dictionary(uniqueKeysWithValues: animation.tracks.filter { !leaving.contains($0.fate) }.map { ($0.element, $0.end.frame.height) })
        for attributes in view.layoutAttributesForVisibleElements {
            #expect(ends[ElementID(attributes)] == Self.fittedHeight(of: attributes), "\(step): \(ElementID(attributes))")
        }
    }

    @Test("every card of the wheel carries the anchor point and the shift its cell applies")
    func wheelCardsCarryTheirAnchor() throws {
        let layout = WheelLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let source = WheelCardsDataSource(titles: (0..<8).map { "card \($0)" })
        source.register(in: view)
        view.dataSource = source
        view.layoutIfNeeded()
        source.titles.append("card 8")
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 8, section: 0)]))
        let anchorY = (layout.itemSize.height / 2 + layout.radius) / layout.itemSize.height
        #expect(!animation.tracks.isEmpty)
        for track in animation.tracks {
            let applied = try #require(track.appliedProperties?.value(at: 0.1), "\(track.element)")
            #expect(applied.anchorPoint == CGPoint(x: 0.5, y: anchorY))
            #expect(applied.centerAdjustment == CGPoint(x: 0, y: (anchorY - 0.5) * layout.itemSize.height))
        }
    }
}
