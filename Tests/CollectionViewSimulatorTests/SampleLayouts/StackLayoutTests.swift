@testable import CollectionViewSimulator
import BatchUpdates
import Foundation
import Keyframes
import Testing

/// A 320 × 480 view: the top card (200 × 280) is centred at (160, 240), card `i` at
/// (160, 240 + 8 i), scaled by 1 − 0.04 i.
@Suite("Stack layout")
@MainActor
struct StackLayoutTests {
    @Test("cards at the centre, each 8 points lower, 0.04 smaller and one step further back")
    func geometry() throws {
        let layout = StackLayout()
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        defer { withExtendedLifetime(view) {} }
        let scales: [CGFloat] = [1, 0.96, 0.92, 0.88]
        for (item, scale) in scales.enumerated() {
            let card = try #require(layout.layoutAttributesForItem(at: path(item)))
            #expect(card.center == CGPoint(x: 160, y: 240 + 8 * CGFloat(item)))
            #expect(card.size == CGSize(width: 200, height: 280))
            #expect(card.transform3D.isApproximatelyEqual(to: Transform3D(scaleX: scale, y: scale, z: 1), tolerance: 1e-12))
            #expect(card.zIndex == 3 - item)
            #expect(!card.isHidden)
        }
        #expect(layout.layoutAttributesForItem(at: path(0))?.transform3D == .identity)
        #expect(layout.layoutAttributesForItem(at: path(4)) == nil)
        #expect(layout.layoutAttributesForItem(at: path(0, 1)) == nil)
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 480))
    }

    @Test("the rectangle query returns the cards whose frames overlap it")
    func elementsInRect() {
        let layout = StackLayout()
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        defer { withExtendedLifetime(view) {} }
        // Card i spans y 100 + 8 i … 380 + 8 i.
        #expect(layout.layoutAttributesForElements(in: view.bounds)?.map(\.indexPath.item) == [0, 1, 2, 3])
        #expect(layout.layoutAttributesForElements(in: rect(0, 382, 320, 10))?.map(\.indexPath.item) == [1, 2, 3])
        #expect(layout.layoutAttributesForElements(in: rect(0, 0, 320, 50))?.isEmpty == true)
    }

    @Test("a card scaled to nothing is hidden; parameters are public and re-lay the stack")
    func parameters() throws {
        let layout = StackLayout()
        let view = prepared(layout, width: 320, height: 480, counts: [30])
        defer { withExtendedLifetime(view) {} }
        #expect(try #require(layout.layoutAttributesForItem(at: path(24))).transform3D.m11.isApproximatelyEqual(to: 0.04, tolerance: 1e-12))
        #expect(layout.layoutAttributesForItem(at: path(24))?.isHidden == false)
        let beyond = try #require(layout.layoutAttributesForItem(at: path(26)))
        #expect(beyond.isHidden && beyond.transform3D.m11 == 0)
        layout.itemOffset = -10
        layout.scaleStep = 0.5
        layout.itemSize = CGSize(width: 100, height: 100)
        view.layoutIfNeeded()
        let second = try #require(layout.layoutAttributesForItem(at: path(1)))
        #expect(second.center == CGPoint(x: 160, y: 230) && second.transform3D.m11 == 0.5 && second.size == CGSize(width: 100, height: 100))
    }

    @Test("an inserted card slides in from below, opaque; the card it covers slides back with super's answer")
    func insertion() throws {
        let layout = StackLayout()
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        defer { withExtendedLifetime(view) {} }
        beginUpdate(view, to: [5], items: { path($0.item + 1) }, itemsBack: { $0.item == 0 ? nil : path($0.item - 1) })
        layout.prepare(forCollectionViewUpdates: [itemUpdate(.insert, nil, path(0))])
        let inserted = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(0)))
        #expect(inserted.center == CGPoint(x: 160, y: 480 + 140))  // just below the visible rectangle
        #expect(inserted.alpha == 1 && inserted.zIndex == 4 && inserted.transform3D == .identity)
        let covered = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(1)))
        #expect(covered.center == CGPoint(x: 160, y: 240) && covered.alpha == 1 && covered.zIndex == 3)  // where it was
        let coveredEnd = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(0)))
        #expect(coveredEnd.center == CGPoint(x: 160, y: 248) && coveredEnd.alpha == 1)  // where it goes
        layout.finalizeCollectionViewUpdates()
    }

    @Test("a deleted card flies up and fades; the one below moves up to the top")
    func deletion() throws {
        let layout = StackLayout()
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        defer { withExtendedLifetime(view) {} }
        view.contentOffset = CGPoint(x: 0, y: 20)
        beginUpdate(view, to: [3], items: { $0.item == 0 ? nil : path($0.item - 1) }, itemsBack: { path($0.item + 1) })
        layout.prepare(forCollectionViewUpdates: [itemUpdate(.delete, path(0), nil)])
        let deleted = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(0)))
        #expect(deleted.center == CGPoint(x: 160, y: 20 - 140))  // just above the visible rectangle
        #expect(deleted.alpha == 0 && deleted.transform3D == .identity)
        let risen = try #require(layout.finalLayoutAttributesForDisappearingItem(at: path(1)))
        #expect(risen.center == CGPoint(x: 160, y: 240) && risen.zIndex == 2 && risen.alpha == 1)
        #expect(risen.transform3D == .identity)
        layout.finalizeCollectionViewUpdates()
    }

    @Test("with effects, the layout keeps the centre and alpha and the effect sets the rest")
    func effects() throws {
        let layout = StackLayout()
        layout.appearingEffect = LayoutAppearanceEffect(alpha: 0.5, scale: 0.5, center: .zero, zIndex: 9)
        let view = prepared(layout, width: 320, height: 480, counts: [4])
        defer { withExtendedLifetime(view) {} }
        beginUpdate(view, to: [5], items: { path($0.item + 1) }, itemsBack: { $0.item == 0 ? nil : path($0.item - 1) })
        layout.prepare(forCollectionViewUpdates: [itemUpdate(.insert, nil, path(0))])
        let inserted = try #require(layout.initialLayoutAttributesForAppearingItem(at: path(0)))
        #expect(inserted.center == CGPoint(x: 160, y: 620) && inserted.alpha == 1)
        #expect(inserted.transform3D == Transform3D(scaleX: 0.5, y: 0.5, z: 1) && inserted.zIndex == 9)
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path(1))?.zIndex == 3)
        layout.finalizeCollectionViewUpdates()
    }
}
