@testable import CollectionViewSimulator
import BatchUpdates
import Foundation
import Keyframes
import Testing
import TestSupport

/// Values a cell applies itself (issue #13, behaviour 5): what a registered cell class's
/// `apply(_:)` sets from custom attributes rides on each view's track.
@Suite("View properties a cell applies")
@MainActor
struct AppliedPropertiesTests {
    /// A 320 × 480 fan of `count` cards shown by ``CardCell``s, laid out.
    static func cardFan(_ count: Int, sampling: AppliedPropertiesSampling = .endpoints) -> (CollectionView, CardDataSource) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CardFanLayout())
        view.appliedPropertiesSampling = sampling
        view.register(CardCell.self, forCellWithReuseIdentifier: "card")
        let source = CardDataSource(count)
        view.dataSource = source
        FixtureOwner.keep(source, for: view)
        view.layoutIfNeeded()
        return (view, source)
    }

    @Test("every card's track carries the anchor point, corner radius and colour its cell applied")
    func tracksCarryAppliedProperties() throws {
        let (view, source) = Self.cardFan(3)
        source.count = 4
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 3, section: 0)]))
        #expect(animation.tracks.count == 4)
        for track in animation.tracks {
            let applied = try #require(track.appliedProperties, "\(track.element)")
            let expected = AppliedViewProperties(anchorPoint: CGPoint(x: 0.5, y: 2.5), cornerRadius: CGFloat(track.element.indexPath.item),
                                                 backgroundColor: .orange)
            #expect(applied.value(at: 0) == expected && applied.value(at: 0.125) == expected && applied.value(at: 1) == expected)
            #expect(applied.keyframes.isEmpty)
        }
    }

    @Test("a property that changes along the way moves with the view's timing, as Core Animation moves it")
    func endpointsInterpolate() throws {
        let (view, source) = Self.cardFan(2)
        source.count = 3
        // Inserting at 0 moves card 0 to 1: its radius goes from 0 to 1.
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)]))
        let moved = try #require(animation.track(of: .cell(IndexPath(item: 1, section: 0)))?.appliedProperties)
        #expect(moved.value(at: 0).cornerRadius == 0)
        #expect(moved.value(at: 0.125).cornerRadius == 0.5)
        #expect(moved.value(at: 0.25).cornerRadius == 1)
    }

    @Test("sampled at every frame, apply(_:) runs on each frame's attributes")
    func everyFrame() throws {
        let (view, source) = Self.cardFan(2, sampling: .everyFrame(rate: 60))
        source.count = 3
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)]))
        let moved = try #require(animation.track(of: .cell(IndexPath(item: 1, section: 0)))?.appliedProperties)
        #expect(moved.keyframes.map(\.time) == Array(FrameGrid(rate: 60, through: 0.25)))
        // The attributes class does not interpolate its radius, so each frame before the end shows the start's.
        #expect(moved.keyframes.dropLast().allSatisfy { $0.value.cornerRadius == 0 })
        #expect(moved.keyframes.last?.value.cornerRadius == 1)
    }

    /// The cards on screen are applied by the display (an inserted card its start, then its end)
    /// and by self-sizing; sampling every frame must add nothing to that.
    @Test("sampling uses its own cells: the cards on screen are applied as often at every frame as at the endpoints")
    func samplingLeavesDisplayedCellsAlone() throws {
        var counts: [Int] = []
        for sampling in [AppliedPropertiesSampling.endpoints, .everyFrame(rate: 60)] {
            let (view, source) = Self.cardFan(2, sampling: sampling)
            let before = view.cardApplyCount
            source.count = 3
            let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 2, section: 0)]))
            #expect(animation.tracks.allSatisfy { $0.appliedProperties != nil })
            counts.append(view.cardApplyCount - before)
        }
        #expect(counts[0] == counts[1])
        #expect(counts[0] < 16, "a frame grid of 0.25 s at 60 Hz has 16 frames")
    }

    @Test("a data source that only counts applies nothing, and its tracks encode as before")
    func plainCellsApplyNothing() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: CardFanLayout())
        let counts = SectionCountsDataSource([2])
        view.dataSource = counts
        view.layoutIfNeeded()
        counts.counts = [3]
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 2, section: 0)]))
        #expect(animation.tracks.allSatisfy { $0.appliedProperties == nil })
        let json = try String(decoding: JSONEncoder().encode(animation), as: UTF8.self)
        #expect(!json.contains("appliedProperties"))
    }

    @Test("applied properties survive JSON")
    func codableRoundTrip() throws {
        let (view, source) = Self.cardFan(2, sampling: .everyFrame(rate: 30))
        source.count = 3
        let animation = try #require(try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)]))
        let decoded = try JSONDecoder().decode(UpdateAnimation.self, from: JSONEncoder().encode(animation))
        #expect(decoded.tracks == animation.tracks)
        #expect(decoded.tracks.allSatisfy { $0.appliedProperties != nil })
    }
}

extension CollectionView {
    /// How many times the cards this view created were applied, in all.
    fileprivate var cardApplyCount: Int {
        cells.views.values.compactMap { ($0 as? CardCell)?.applyCount }.reduce(0, +)
    }
}
