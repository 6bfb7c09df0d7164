import BatchUpdates
import CollectionViewSimulator
import Foundation
import Keyframes
import Testing
import TestSupport

/// What a change starts each view from: what it shows at that instant, whatever change it
/// interrupts (batch updates, scrolls, flings, frame and layout changes), so that no view jumps.
@MainActor
@Suite("What a change starts each view from")
struct UpdateEngineScreenTests {
    /// Seeds of the randomized run: a few by default, more under `BATCHSIM_NO_JUMP_SEEDS`.
    static let seedCount = UInt64(RandomRuns.noJumpSeeds.count(default: 20))

    /// The oracle is the previous change's tracks: every element a change carries over from before
    /// it was on screen in the previous change (as the view's track after it), and the new track
    /// starts where that track was at the instant of the change.
    @Test("batches, scrolls, flings, frame and layout changes interrupting each other start every staying view where it was shown (BATCHSIM_NO_JUMP_SEEDS)")
    func noViewJumpsWhenAChangeInterruptsAnother() throws {
        for seed in 0..<Self.seedCount {
            var script = InterruptingScript(seed: seed)
            let (view, data) = script.makeView()
            var previous: UpdateAnimation?
            for step in 0..<25 {
                view.advanceTime(by: script.pause())
                let action = script.nextAction(counts: data.counts, view: view)
                guard let animation = try script.perform(action, on: view, data: data) else { continue }
                if let previous, let jump = Self.jump(from: previous, to: animation) {
                    Issue.record("seed \(seed), step \(step) (\(action)): \(jump)")
                    break
                }
                previous = animation
            }
        }
    }

    @Test("a view still moving off screen is carried on by a scroll that brings its item back, from where it is shown")
    func leavingViewIsCarriedOn() throws {
        let (view, data) = UpdateAnimationDefaultsTests.flowView(counts: [80])
        let move = try view.throwing.performBatchUpdates { try view.throwing.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 79, section: 0)) }
        let leaving = try #require(move.track(of: .cell(IndexPath(item: 79, section: 0))))
        #expect(leaving.fate == .disappeared)
        view.advanceTime(by: 0.1)
        let shown = try #require(view.animationHistory.value(ofView: leaving.viewID, at: 0.1))
        #expect(view.presentationAttributesForVisibleElements.contains { $0.indexPath == IndexPath(item: 79, section: 0) })
        let scroll = view.setContentOffset(CGPoint(x: 0, y: view.contentSize.height - 480), animated: true)
        let carried = try #require(scroll.tracks.first { $0.indexPathAfterUpdate == IndexPath(item: 79, section: 0) })
        #expect(carried.viewID == leaving.viewID && carried.cellID == leaving.cellID)
        #expect(carried.start.isApproximatelyEqual(to: shown, tolerance: 1e-9), "\(carried.start) vs \(shown)")
        _ = data
    }

    /// An animated scroll passes one view object from a view that leaves to one that comes; a
    /// batch 0.03 s in takes that object off as the second view. The next change must not find the
    /// first view's scroll track by the object and carry it, under the index path it had before
    /// the batch (here an item of the section the batch inserted, which is empty).
    @Test("a view object a scroll passed on and a batch took off is carried as the batch's view only")
    func leavingObjectIsCarriedAsItsLatestView() throws {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 280, height: 44)
        layout.headerReferenceSize = CGSize(width: 0, height: 38)
        layout.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 35, right: 20)
        let view = prepared(layout, width: 320, height: 480, counts: [5, 11, 11], scale: 2)
        let data = try #require(view.dataSource as? SectionCountsDataSource)
        let timing = TrackTiming(duration: 0.25, curve: .linear)
        let scroll = view.setContentOffset(CGPoint(x: 0, y: 700), animated: true, timing: timing)
        #expect(Set(scroll.tracks.map(\.cellID)).count < scroll.tracks.count, "the scroll passes objects on")
        view.advanceTime(by: 0.03)
        try view.throwing.performBatchUpdates(timing: timing) {
            data.counts.insert(0, at: 1)
            try view.throwing.insertSections([1])
        }
        view.advanceTime(by: 0.02)
        let back = view.setContentOffset(.zero, animated: true, timing: timing)
        for track in back.tracks {
            guard let path = track.indexPathAfterUpdate, track.element.category == .cell else { continue }
            #expect(path.section < data.counts.count && path.item < data.counts[path.section],
                    "view \(track.viewID) (\(track.fate)) for \(track.element), which the data source lacks")
        }
        #expect(Set(back.tracks.map(\.viewID)).count == back.tracks.count, "one track per view")
    }

    /// `reloadData()` during an animated scroll carries it on from the new data's views; a scroll
    /// made later stops it at the frame it shows then, and starts every view where it was shown
    /// (the zooming line layout scales by the offset, so a frame that was never shown would move
    /// every view).
    @Test("a scroll after a reload made during a scroll starts every view where it was shown, from the frame the carried-on scroll shows")
    func scrollAfterReloadDuringScroll() throws {
        let view = prepared(ZoomingLineLayout(), width: 320, height: 480, counts: [10], scale: 2)
        let timing = TrackTiming(duration: 0.25, curve: .linear)
        view.setContentOffset(CGPoint(x: 430, y: 0), animated: true, timing: timing)
        view.advanceTime(by: 0.05)
        view.reloadData()
        view.layoutIfNeeded()
        view.advanceTime(by: 0.04)
        var shown: [ElementID: AnimatedAttributes] = [:]
        for attributes in view.presentationAttributesForVisibleElements { shown[ElementID(attributes)] = AnimatedAttributes(attributes) }
        #expect(!shown.isEmpty)
        let scroll = view.setContentOffset(.zero, animated: true, timing: timing)
        let start = try #require(scroll.contentOffsetTrack?.value(at: 0))
        #expect(start.isApproximatelyEqual(to: CGPoint(x: 430.0 * 5 / 15, y: 0), tolerance: 1e-9),
                "the reload carried the first scroll on; at 0.09 s it shows its fifth frame of fifteen")
        var checked = 0
        for track in scroll.tracks {
            guard let before = track.indexPathBeforeUpdate, let was = shown[track.element.moved(to: before)] else { continue }
            #expect(track.start.isApproximatelyEqual(to: was, tolerance: 1e-9), "\(track.element): \(track.start) after \(was)")
            checked += 1
        }
        #expect(checked == shown.count)
    }

    @Test("a scroll shorter than the animation it interrupts brings every view to the layout's values by its last frame")
    func scrollEndsOnTheLayout() throws {
        let (view, _) = UpdateAnimationDefaultsTests.flowView(counts: [30])
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        view.setCollectionViewLayout(layout, animated: true)
        view.advanceTime(by: 0.05)
        let scroll = view.setContentOffset(CGPoint(x: 0, y: 20), animated: true, timing: TrackTiming(duration: 0.1, curve: .linear))
        var checked = 0
        for track in scroll.tracks where track.fate == .unchanged {
            let attributes = try #require(layout.layoutAttributesForItem(at: track.element.indexPath))
            #expect(track.value(at: 0.1).isApproximatelyEqual(to: AnimatedAttributes(attributes), tolerance: 1e-9), "\(track.element)")
            checked += 1
        }
        #expect(checked > 0)
    }

    /// The first view of `animation` that starts away from where `previous` showed it at the
    /// instant `animation` began, described; `nil` when none does.
    static func jump(from previous: UpdateAnimation, to animation: UpdateAnimation) -> String? {
        let elapsed = animation.startTime - previous.startTime
        var shownBefore: [ElementID: ViewTrack] = [:]
        for track in previous.tracks where track.fate != .deleted && track.fate != .reloadedOut {
            guard let indexPath = track.indexPathAfterUpdate else { continue }
            // A view that left by the end of its track is gone; one still leaving is shown. In a
            // scroll a view leaves at the first frame whose visible rectangle lacks its element.
            if track.fate == .disappeared, elapsed >= track.endTime || previous.contentOffsetTrack != nil { continue }
            shownBefore[track.element.moved(to: indexPath)] = track
        }
        for track in animation.tracks where track.fate != .inserted && track.fate != .reloadedIn && track.fate != .appeared {
            guard let indexPath = track.indexPathBeforeUpdate, let before = shownBefore[track.element.moved(to: indexPath)] else { continue }
            let shown = before.value(at: elapsed)
            guard !track.start.isApproximatelyEqual(to: shown, tolerance: 1e-6) else { continue }
            return "\(track.element) (\(track.fate)) starts at \(track.start), but its view showed \(shown) (\(before.fate) in the change before)"
        }
        return nil
    }
}

/// A seeded script of animated changes on a flow layout, each some time into the one before.
@MainActor
struct InterruptingScript {
    enum Action: CustomStringConvertible {
        case insert(IndexPath), delete(IndexPath), move(IndexPath, IndexPath)
        case scroll(CGPoint), fling(CGPoint), resize(CGSize), setLayout(CGSize)

        var description: String {
            switch self {
            case .insert(let path): BatchOperation.insertItem(path).description
            case .delete(let path): BatchOperation.deleteItem(path).description
            case .move(let from, let to): BatchOperation.moveItem(from: from, to: to).description
            case .scroll(let offset): "scroll to \(offset)"
            case .fling(let velocity): "fling at \(velocity)"
            case .resize(let size): "resize to \(size)"
            case .setLayout(let itemSize): "setLayout (item size \(itemSize))"
            }
        }
    }

    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func makeView() -> (CollectionView, SectionCountsDataSource) {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout(itemSize: CGSize(width: 50, height: 50)))
        view.screenScale = 2
        let data = SectionCountsDataSource((0..<random.next(in: 1...2)).map { _ in random.next(in: 4...40) })
        view.dataSource = data
        FixtureOwner.keep(data, for: view)
        view.layoutIfNeeded()
        return (view, data)
    }

    func layout(itemSize: CGSize) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = itemSize
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        return layout
    }

    /// How long to wait before the next change: often within the running animation.
    mutating func pause() -> Double {
        Double(random.next(in: 0...40)) / 100
    }

    mutating func nextAction(counts: [Int], view: CollectionView) -> Action {
        let sections = counts.indices.filter { counts[$0] > 0 }
        func item(_ section: Int, extra: Int = 0) -> IndexPath {
            IndexPath(item: random.next(in: 0...(counts[section] - 1 + extra)), section: section)
        }
        let content = view.contentSize, bounds = view.bounds
        switch random.next(in: 0...9) {
        case 0...3 where !sections.isEmpty:
            let section = sections[random.next(in: 0...(sections.count - 1))]
            switch random.next(in: 0...2) {
            case 0: return .insert(item(section, extra: 1))
            case 1 where counts[section] > 1: return .delete(item(section))
            default: return .move(item(section), item(section))
            }
        case 4, 5:
            let maxY = max(0, Int(content.height - bounds.height)), maxX = max(0, Int(content.width - bounds.width))
            return .scroll(CGPoint(x: random.next(in: 0...maxX), y: random.next(in: 0...maxY)))
        case 6:
            return .fling(CGPoint(x: 0, y: Double(random.next(in: -30...30)) / 10))
        case 7:
            return .resize(CGSize(width: random.next(in: 20...48) * 10, height: random.next(in: 20...60) * 10))
        default:
            let side = [30, 50, 80, 120][random.next(in: 0...3)]
            return .setLayout(CGSize(width: side, height: side))
        }
    }

    /// Performs `action`; its animation, or `nil` for a change that makes none.
    func perform(_ action: Action, on view: CollectionView, data: SectionCountsDataSource) throws -> UpdateAnimation? {
        switch action {
        case .insert(let path):
            return try view.throwing.performBatchUpdates {
                data.counts[path.section] += 1
                try view.throwing.insertItems(at: [path])
            }
        case .delete(let path):
            return try view.throwing.performBatchUpdates {
                data.counts[path.section] -= 1
                try view.throwing.deleteItems(at: [path])
            }
        case .move(let from, let to):
            return try view.throwing.performBatchUpdates { try view.throwing.moveItem(at: from, to: to) }
        case .scroll(let offset):
            return view.setContentOffset(offset, animated: true)
        case .fling(let velocity):
            return view.fling(withVelocity: velocity)
        case .resize(let size):
            return view.setFrame(CGRect(origin: .zero, size: size), animated: true)
        case .setLayout(let itemSize):
            return view.setCollectionViewLayout(layout(itemSize: itemSize), animated: true)
        }
    }
}
