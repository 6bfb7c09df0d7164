import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing

@Suite("Batch update behaviour")
@MainActor
struct BatchUpdateBehaviorTests {
    typealias Defaults = UpdateAnimationDefaultsTests
    static func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    @Test("an invalid batch throws UIKit's message and leaves view, layout and running animation as they were")
    func invalidBatchChangesNothing() throws {
        let fixture = SpyFixture(counts: [6, 6], offset: 0)
        var firstFinished: Bool?
        try fixture.view.throwing.performBatchUpdates({
            fixture.data.sections[0].append("x")
            try fixture.view.throwing.insertItems(at: [Self.ip(0, 6)])
        }, completion: { firstFinished = $0 })
        let before = fixture.view.state
        fixture.layout.resetCalls()
        #expect(throws: BatchUpdateError.self) {
            try fixture.view.throwing.performBatchUpdates {
                fixture.data.sections[0].removeLast()
                try fixture.view.throwing.deleteItems(at: [Self.ip(0, 9)])
            }
        }
        #expect(fixture.layout.calls.isEmpty)
        #expect(fixture.view.numberOfItems(inSection: 0) == 7)
        #expect(fixture.view.state == before)
        #expect(firstFinished == nil && fixture.view.isAnimating)
        fixture.view.advanceTime(by: 0.25)
        #expect(firstFinished == true)
    }

    @Test("the error of an invalid batch is UIKit's text, in the configured behaviour")
    func invalidBatchMessage() {
        let (view, data) = Defaults.flowView(counts: [8])
        view.validationBehavior = .classic
        do {
            try view.throwing.performBatchUpdates {
                data.counts[0] = 9
                try view.throwing.deleteItems(at: [Self.ip(0, 0)])
            }
            Issue.record("expected an error")
        } catch {
            #expect(String(describing: error).hasPrefix("Invalid update: invalid number of items in section 0."))
        }
    }

    @Test("the completion waits for the clock; a second update interrupts the first with finished == false")
    func completionsAndInterruption() throws {
        let (view, data) = Defaults.flowView(counts: [8])
        var results: [String] = []
        try view.throwing.performBatchUpdates({ data.counts[0] += 1; try view.throwing.insertItems(at: [Self.ip(0, 0)]) },
                                     completion: { results.append("first \($0)") })
        #expect(results.isEmpty && view.isAnimating)
        view.advanceTime(by: 0.1)
        try view.throwing.performBatchUpdates({ data.counts[0] += 1; try view.throwing.insertItems(at: [Self.ip(0, 0)]) },
                                     completion: { results.append("second \($0)") })
        #expect(results == ["first false"])
        view.advanceTime(by: 0.2)
        #expect(results == ["first false"])
        view.advanceTime(by: 0.05)
        #expect(results == ["first false", "second true"])
        #expect(!view.isAnimating && view.currentTime.isApproximatelyEqual(to: 0.35, tolerance: 1e-12))
    }

    @Test("without animation the hooks still run, the end state applies at once and the completion runs")
    func withoutAnimation() throws {
        let (view, data) = Defaults.flowView(counts: [8])
        var finished: Bool?
        let animation = try view.performWithoutAnimation {
            try view.throwing.performBatchUpdates({ data.counts[0] += 1; try view.throwing.insertItems(at: [Self.ip(0, 0)]) },
                                         completion: { finished = $0 })
        }
        #expect(finished == true)
        #expect(animation.duration == 0 && animation.hookNames.contains("initialLayoutAttributesForAppearingItem(at:)"))
        #expect(animation.attributes(of: .cell(Self.ip(0, 0)), at: 0)?.alpha == 1)
    }

    @Test("frames at 60 Hz sit at k / 60 and the last lands exactly on the end values")
    func frames() throws {
        let (view, data) = Defaults.flowView(counts: [8])
        let animation = try view.throwing.performBatchUpdates(timing: TrackTiming(duration: 0.3, curve: .easeInEaseOut), {
            data.counts[0] -= 1
            try view.throwing.deleteItems(at: [Self.ip(0, 0)])
        })
        let frames = animation.frames(rate: 60)
        #expect(frames.frames.count == 19)
        #expect(frames.frames[18] == 18.0 / 60)
        let column = try #require(animation.tracks.firstIndex { $0.indexPathAfterUpdate == Self.ip(0, 4) })
        #expect(frames[frame: 18, track: column] == animation.tracks[column].end)
        #expect(frames[frame: 9, track: column] == animation.tracks[column].track.value(at: 9.0 / 60))
    }

    /// 60 items: 12 rows of 5, content height 10 + 12·50 + 11·10 + 10 = 730, so the end is at 250.
    /// Deleting 10 leaves 10 rows (610 high, end at 130): the offset is pulled back by the overhang.
    @Test("deleting while scrolled to the end pulls the offset back by the overhang (§4.1 step 6e)")
    func offsetClamp() throws {
        let (view, data) = Defaults.flowView(counts: [60])
        view.contentOffset = CGPoint(x: 0, y: 250)
        view.layoutIfNeeded()
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] = 50
            try view.throwing.deleteItems(at: (0..<10).map { Self.ip(0, $0) })
        }
        #expect(animation.before.contentOffset.y == 250)
        #expect(animation.after.contentOffset.y == 130 && view.contentOffset.y == 130)
        #expect(animation.after.contentSize.height == 610)
        #expect(animation.hooks.contains(.targetContentOffset(forProposedContentOffset: CGPoint(x: 0, y: 130))))
        #expect(animation.hooks.contains(.layoutAttributesForElements(in: CGRect(x: 0, y: 130, width: 320, height: 480))))
    }

    /// The modelled rule pulls back only on an axis where the content is still larger than the
    /// view; a content that shrinks below the view's height leaves the offset where it was.
    @Test("a content that shrinks below the view's size leaves the offset alone")
    func noClampForSmallContent() throws {
        let (view, data) = Defaults.flowView(counts: [40])
        view.contentOffset = CGPoint(x: 0, y: 10)
        view.layoutIfNeeded()
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] = 30
            try view.throwing.deleteItems(at: (0..<10).map { Self.ip(0, $0) })
        }
        #expect(animation.after.contentSize.height == 370)
        #expect(animation.after.contentOffset.y == 10)
    }

    @Test("an item that scrolls into view because of the update appears; one pushed out disappears")
    func appearAndDisappear() throws {
        let (view, data) = Defaults.flowView(counts: [60])
        view.contentOffset = CGPoint(x: 0, y: 120)
        view.layoutIfNeeded()
        let animation = try view.throwing.performBatchUpdates {
            data.counts[0] = 55
            try view.throwing.deleteItems(at: (10..<15).map { Self.ip(0, $0) })
        }
        let appeared = animation.tracks.filter { $0.fate == .appeared }
        #expect(!appeared.isEmpty)
        // Not cached before, not inserted: the base layout's initial… is the new attributes, so it snaps in.
        #expect(appeared.allSatisfy { $0.start == $0.end })
        let inserting = try view.throwing.performBatchUpdates {
            data.counts[0] = 60
            try view.throwing.insertItems(at: (10..<15).map { Self.ip(0, $0) })
        }
        let disappeared = inserting.tracks.filter { $0.fate == .disappeared }
        #expect(!disappeared.isEmpty && disappeared.allSatisfy { $0.end.frame.minY >= 120 + 480 })
    }

    @Test("nested batches merge into the outermost one, completions in order")
    func nested() throws {
        let (view, data) = Defaults.flowView(counts: [8])
        var order: [String] = []
        let animation = try view.throwing.performBatchUpdates({
            data.counts[0] = 10
            try view.throwing.insertItems(at: [Self.ip(0, 0)])
            let inner = try view.throwing.performBatchUpdates({ try view.throwing.insertItems(at: [Self.ip(0, 1)]) }, completion: { _ in order.append("inner") })
            #expect(inner.tracks.isEmpty)
        }, completion: { _ in order.append("outer") })
        #expect(animation.batch?.updateItems.map(\.description) == ["insert 0-0", "insert 0-1"])
        view.finishAnimations()
        #expect(order == ["outer", "inner"])
    }

    @Test("an operation outside a batch is a one-operation batch")
    func operationOutsideBatch() throws {
        let (view, data) = Defaults.flowView(counts: [8])
        data.counts[0] = 7
        let animation = try #require(try view.throwing.deleteItems(at: [Self.ip(0, 7)]))
        #expect(animation.batch?.updateItems.map(\.description) == ["delete 0-7"])
        #expect(view.lastAnimation?.hooks == animation.hooks)
        #expect(throws: BatchUpdateError.self) { try view.throwing.deleteItems(at: [Self.ip(0, 7)]) }
    }

    @Test("reloadData re-reads the counts without any update hook")
    func reloadData() throws {
        let fixture = SpyFixture(counts: [3])
        fixture.data.sections[0].append("x")
        fixture.view.reloadData()
        fixture.view.layoutIfNeeded()
        #expect(fixture.view.numberOfItems(inSection: 0) == 4)
        #expect(!fixture.layout.calls.contains { $0.name.contains("Update") || $0.name.contains("Appearing") })
        #expect(fixture.layout.calls.contains(.prepare))
    }

    @Test("applying new identifiers performs the diff's stages and ends on the new data")
    func applyIdentifiers() throws {
        let fixture = SpyFixture(counts: [4, 2])
        let animations = try fixture.view.apply([["1-1", "0-3", "n"], ["0-0", "1-0"]], to: fixture.data, changedItems: ["1-0"])
        #expect(!animations.isEmpty)
        #expect(fixture.data.sections == [["1-1", "0-3", "n"], ["0-0", "1-0"]])
        #expect(fixture.view.numberOfItems(inSection: 0) == 3 && fixture.view.numberOfItems(inSection: 1) == 2)
        #expect(animations.allSatisfy { $0.batch?.warnings.isEmpty ?? false })
    }
}

@Suite("The clock without completion handlers")
@MainActor
struct ClockWithoutCompletionTests {
    @Test("isAnimating and finishAnimations know animations that have no completion handler")
    func animationsWithoutCompletion() throws {
        let (view, data) = UpdateAnimationDefaultsTests.flowView(counts: [8])
        try view.throwing.performBatchUpdates {
            data.counts[0] += 1
            try view.throwing.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        #expect(view.isAnimating)
        view.finishAnimations()
        #expect(!view.isAnimating && view.currentTime == 0.25)
    }
}

@Suite("Nested batch updates")
@MainActor
struct NestedBatchUpdateTests {
    /// The start frame of cell 0-1 when the item size changes to 80 × 80 inside a batch, with or
    /// without an empty nested `performBatchUpdates` in the same closure.
    static func startFrame(nested: Bool) throws -> (start: CGRect, animates: Bool) {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [8])
        let layout = try #require(view.collectionViewLayout as? CollectionViewFlowLayout)
        let animation = try view.throwing.performBatchUpdates {
            layout.itemSize = CGSize(width: 80, height: 80)
            if nested { try view.throwing.performBatchUpdates(nil) }
        }
        let track = try #require(animation.track(of: .cell(IndexPath(item: 1, section: 0))))
        return (track.start.frame, track.start != track.end)
    }

    @Test("a nested performBatchUpdates adds to the enclosing batch and does not lay out mid-batch")
    func nestedBatchKeepsTheOuterBefore() throws {
        let alone = try Self.startFrame(nested: false)
        let nested = try Self.startFrame(nested: true)
        #expect(alone.start == CGRect(x: 72.5, y: 10, width: 50, height: 50))
        #expect(alone.animates)
        #expect(nested.start == alone.start)
        #expect(nested.animates)
    }

    @Test("reading state inside a batch does not lay out")
    func stateGetterDoesNotLayOut() throws {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [8])
        let layout = try #require(view.collectionViewLayout as? CollectionViewFlowLayout)
        let animation = try view.throwing.performBatchUpdates {
            layout.itemSize = CGSize(width: 80, height: 80)
            _ = view.state
            _ = view.indexPathsForVisibleItems
            _ = view.layoutAttributesForVisibleElements
            _ = view.presentationAttributesForVisibleElements
        }
        let track = try #require(animation.track(of: .cell(IndexPath(item: 1, section: 0))))
        #expect(track.start.frame == CGRect(x: 72.5, y: 10, width: 50, height: 50))
    }
}

@Suite("Recording operations")
@MainActor
struct RecordOperationsTests {
    static func ip(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

    @Test("record(_:) inside a batch gives the same animation as the UIKit calls; outside it performs one batch")
    func recordMatchesTheUIKitCalls() throws {
        let (viaCalls, callsData) = UpdateAnimationDefaultsTests.flowView(counts: [8])
        let expected = try viaCalls.throwing.performBatchUpdates {
            callsData.counts[0] = 8
            try viaCalls.throwing.deleteItems(at: [Self.ip(2)])
            try viaCalls.throwing.insertItems(at: [Self.ip(0)])
            try viaCalls.throwing.moveItem(at: Self.ip(5), to: Self.ip(1))
        }
        let (viaRecord, recordData) = UpdateAnimationDefaultsTests.flowView(counts: [8])
        let recorded = try viaRecord.throwing.performBatchUpdates {
            recordData.counts[0] = 8
            try viaRecord.record([.deleteItem(Self.ip(2)), .insertItem(Self.ip(0)), .moveItem(from: Self.ip(5), to: Self.ip(1))])
        }
        #expect(recorded.hooks == expected.hooks)
        #expect(recorded.tracks.map(\.fate) == expected.tracks.map(\.fate))
        #expect(recorded.tracks.map(\.end) == expected.tracks.map(\.end))
        recordData.counts[0] = 9
        let alone = try viaRecord.record([.insertItem(Self.ip(8))])
        #expect(alone?.track(of: .cell(Self.ip(8)))?.fate == .inserted)
    }
}
