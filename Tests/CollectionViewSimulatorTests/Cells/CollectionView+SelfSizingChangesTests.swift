import CollectionViewSimulator
import Foundation
import Keyframes
import TestSupport
import Testing

/// Self-sizing beyond batch updates (issue #13, behaviour 7): a cell that comes on screen in an
/// animated scroll, a bounds change or a layout transition is fitted before it is shown, through
/// the same three questions. The oracle stacks the texts' heights (``SelfSizingTests/fittedFrames(_:)``).
@Suite("Self-sizing cells in scrolls, bounds changes and transitions")
@MainActor
struct SelfSizingChangesTests {
    /// Texts of random lengths: rows from 30 to 130 points high.
    static func texts(_ random: inout SeededGenerator, count: Int) -> [String] {
        (0..<count).map { _ in String(repeating: "x", count: random.next(in: 1...60)) }
    }

    /// The fitted frames of the rows in `rect`.
    static func fittedFrames(_ texts: [String], in rect: CGRect) -> [IndexPath: CGRect] {
        var frames: [IndexPath: CGRect] = [:]
        for (item, frame) in SelfSizingTests.fittedFrames(texts).enumerated() where frame.maxY > rect.minY && frame.minY < rect.maxY {
            frames[IndexPath(item: item, section: 0)] = frame
        }
        return frames
    }

    @Test("every row an animated scroll brings on screen shows its fitted size from its first frame, over random texts")
    func scrollFitsRowsComingOnScreen() throws {
        let count = RandomRuns.selfSizingRuns.count(default: 10)
        for seed in 1...UInt64(count) {
            var random = SeededGenerator(seed: seed)
            let texts = Self.texts(&random, count: 40)
            let (view, _) = SelfSizingTests.textList(texts)
            // At most 20 points a frame: no row (30 or more) passes between two frames unseen.
            let target = CGPoint(x: 0, y: CGFloat(random.next(in: 100...300)))
            let animation = view.setContentOffset(target, animated: true, timing: TrackTiming(duration: 0.25, curve: .linear),
                                                  frameRate: 60)
            let fitted = SelfSizingTests.fittedFrames(texts)
            for track in animation.tracks where track.fate == .appeared {
                let first = try #require(track.keyframes.first, "seed \(seed), \(track.element)")
                #expect(first.value.size == fitted[track.element.indexPath.item].size, "seed \(seed), \(track.element)")
            }
            #expect(SelfSizingTests.onScreenCells(view) == Self.fittedFrames(texts, in: view.bounds), "seed \(seed)")
        }
    }

    /// A row is asked at the frame it comes on screen: once, and once more when a row of that frame
    /// invalidated the layout (the round after an invalidation asks again the rows it shows that
    /// the previous frame did not), never at a later frame.
    @Test("an animated scroll asks a row to fit itself only at the frame it comes on screen; rows already shown are not asked")
    func scrollAsksOnlyRowsComingOnScreen() throws {
        let (view, _) = SelfSizingTests.textList((0..<40).map { String(repeating: "x", count: 1 + $0 % 7 * 9) })
        func cells() -> [IndexPath: TextCell] {
            var cells: [IndexPath: TextCell] = [:]
            for case let cell as TextCell in view.visibleCells { if let path = view.indexPath(for: cell) { cells[path] = cell } }
            return cells
        }
        let before = cells().mapValues { ($0, $0.fittedTexts.count) }
        view.setContentOffset(CGPoint(x: 0, y: 240), animated: true, timing: TrackTiming(duration: 0.25, curve: .linear), frameRate: 60)
        let after = cells()
        #expect(after.count > 3 && !before.isEmpty)
        for (path, (cell, fittings)) in before where after[path] === cell {
            #expect(cell.fittedTexts.count == fittings, "row \(path.item), on screen throughout, was asked \(cell.fittedTexts.count - fittings) times")
        }
        for (path, cell) in after where before[path] == nil {
            #expect((1...2).contains(cell.fittedTexts.count) && Set(cell.fittedTexts).count == 1,
                    "row \(path.item), brought on screen, was asked: \(cell.fittedTexts)")
        }
    }

    @Test("a row fitted during a scroll is asked at its frame, dequeued at the frame that displays it, and the events replay cleanly")
    func scrollDequeuesAtTheFrame() throws {
        let (view, _) = SelfSizingTests.textList(Array(repeating: "a", count: 40))
        let logged = view.displayEvents.count
        let animation = view.setContentOffset(CGPoint(x: 0, y: 300), animated: true, timing: TrackTiming(duration: 0.25, curve: .linear),
                                  frameRate: 60)
        let events = Array(view.displayEvents.dropFirst(logged))
        // Rows of "a" are 30 high, 50 estimated: those the scroll brings in are asked at their frame.
        let names = animation.hookNames
        let firstFrame = try #require(names.firstIndex(of: "shouldInvalidateLayout(forBoundsChange:)"))
        #expect(names[firstFrame...].contains("shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)"))
        var replay = DisplayReplay()
        for event in view.displayEvents {
            let broken = replay.apply(event)
            #expect(broken == nil)
        }
        let shown = events.filter { $0.kind == .willDisplay }
        #expect(shown.contains { $0.time > 0 })
        for display in shown {
            let dequeue = try #require(events.last { $0.cellID == display.cellID && ($0.kind == .created || $0.kind == .reused) },
                                       "\(display)")
            #expect(dequeue.time == display.time, "\(display)")
        }
    }

    @Test("rows an animated resize brings on screen end at their fitted sizes")
    func resizeFitsRowsComingOnScreen() throws {
        let (view, source) = SelfSizingTests.textList((0..<30).map { String(repeating: "y", count: $0 % 7 * 9 + 1) })
        let animation = view.setFrame(CGRect(x: 0, y: 0, width: 320, height: 900), animated: true)
        let fitted = Self.fittedFrames(source.texts, in: view.bounds)
        for (indexPath, frame) in fitted {
            let track = try #require(animation.track(of: .cell(indexPath)), "\(indexPath)")
            #expect(track.end.frame == frame, "\(indexPath)")
        }
        #expect(animation.hookNames.last == "finalizeAnimatedBoundsChange")
        #expect(SelfSizingTests.onScreenCells(view) == fitted)
    }

    @Test("an unanimated resize shows the rows it brings on screen fitted")
    func unanimatedResizeFits() {
        let (view, source) = SelfSizingTests.textList((0..<30).map { String(repeating: "y", count: $0 % 5 * 11 + 1) })
        _ = view.setFrame(CGRect(x: 0, y: 0, width: 320, height: 900), animated: false)
        #expect(SelfSizingTests.onScreenCells(view) == Self.fittedFrames(source.texts, in: view.bounds))
    }

    /// A list of texts in a flow layout of fixed 50-point rows, laid out, and a flow layout that
    /// estimates the same rows.
    static func fixedRows(_ texts: [String]) -> (CollectionView, CollectionViewFlowLayout) {
        let fixed = CollectionViewFlowLayout()
        fixed.itemSize = CGSize(width: 320, height: 50)
        fixed.minimumLineSpacing = 10
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: fixed)
        view.screenScale = 0
        view.register(TextCell.self, forCellWithReuseIdentifier: "text")
        let dataSource = TextDataSource(texts)
        view.dataSource = dataSource
        FixtureOwner.keep(dataSource, for: view)
        view.layoutIfNeeded()
        let estimating = CollectionViewFlowLayout()
        estimating.estimatedItemSize = SelfSizingTests.estimate
        estimating.minimumLineSpacing = 10
        return (view, estimating)
    }

    @Test("a transition from fixed sizes to a layout that estimates them ends at the fitted sizes")
    func transitionToEstimatingLayoutFits() throws {
        let texts = (0..<12).map { String(repeating: "z", count: $0 * 4 + 1) }
        let (view, estimating) = Self.fixedRows(texts)
        let animation = view.setCollectionViewLayout(estimating, animated: true)
        let fitted = Self.fittedFrames(texts, in: view.bounds)
        for (indexPath, frame) in fitted {
            let track = try #require(animation.track(of: .cell(indexPath)), "\(indexPath)")
            #expect(track.end.frame == frame, "\(indexPath)")
        }
        let names = animation.hookNames
        let should = try #require(names.firstIndex(of: "shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)"))
        #expect(names[..<should].contains("prepareForTransition(from:)"))
        #expect(SelfSizingTests.onScreenCells(view) == fitted)
    }

    /// Twelve rows of shrinking texts at a fixed height, taken halfway to a layout that estimates
    /// their sizes by an interactive transition, then finished: the fitted rows are taller.
    static func transitionFinishedIntoEstimatingRows() -> (view: CollectionView, texts: [String], animation: UpdateAnimation) {
        let texts = (0..<12).map { String(repeating: "q", count: 37 - $0 * 3) }
        let (view, estimating) = fixedRows(texts)
        let transition = view.startInteractiveTransition(to: estimating)
        transition.transitionProgress = 0.5
        return (view, texts, view.finishInteractiveTransition())
    }

    @Test("an interactive transition finished into a layout that estimates sizes ends at the fitted sizes")
    func interactiveTransitionFits() throws {
        let (view, texts, animation) = Self.transitionFinishedIntoEstimatingRows()
        let fitted = Self.fittedFrames(texts, in: view.bounds)
        for (indexPath, frame) in fitted {
            #expect(animation.track(of: .cell(indexPath))?.end.frame == frame, "\(indexPath)")
        }
        #expect(SelfSizingTests.onScreenCells(view) == fitted)
    }

    /// The fitted rows are taller, so the last estimated rows end below the screen: their cells
    /// animate there and end display when the animation ends, as any view that leaves the screen.
    @Test("cells that the fitted sizes move off screen end display when the transition's animation ends")
    func interactiveTransitionEndsDisplayOfCellsFittedOffScreen() throws {
        let (view, texts, animation) = Self.transitionFinishedIntoEstimatingRows()
        let end = animation.startTime + animation.timing.endTime
        view.advanceTime(by: animation.timing.endTime)
        let fitted = Set(Self.fittedFrames(texts, in: view.bounds).keys.map { ElementID.cell($0) })
        var displayed: [ElementID: DisplayEvent] = [:]
        for event in view.displayEvents where event.element.category == .cell {
            switch event.kind {
            case .willDisplay: displayed[event.element] = event
            case .didEndDisplaying: displayed[event.element] = nil
            default: break
            }
        }
        #expect(Set(displayed.keys) == fitted)
        let fittedOff = view.displayEvents.filter { $0.kind == .didEndDisplaying && $0.time > animation.startTime }
        #expect(!fittedOff.isEmpty)
        #expect(fittedOff.allSatisfy { $0.time == end }, "\(fittedOff)")
    }
}
