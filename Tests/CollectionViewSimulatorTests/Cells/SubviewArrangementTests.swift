@testable import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

/// The collection view's subviews, back to front: its own views by number, the app's by tag,
/// each marked when hidden.
@MainActor
private func hierarchy(_ view: CollectionView) -> [String] {
    view.subviews.map { subview in
        let name = (subview as? CollectionReusableView).flatMap(view.cells.number(of:)).map { "#\($0)" } ?? "app \(subview.tag)"
        return subview.isHidden ? name + " hidden" : name
    }
}

/// A cell whose `apply(_:)` moves its layer along z when the test raises it, after the
/// collection view set the layer's `zPosition` from the attributes' `zIndex`.
private final class RaisingCell: CollectionViewCell {
    var raised: CGFloat = 0

    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        if raised != 0 { layer.zPosition = raised }
    }
}

/// A delegate that shows every cell again as it ends display, after the collection view hid it
/// for its pool.
@MainActor
private final class ShowingEndedCellsDelegate: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        cell.isHidden = false
    }
}

@Suite("A display pass keeps its pooled block between passes only while it stays right")
@MainActor
struct SubviewArrangementTests {
    /// Two views driven by the same seeded steps — random updates, scrolls (instant, animated,
    /// interrupted), time steps, and an app that pokes at the hierarchy (shows or removes a pooled
    /// view, adds its own subview, sends a cell to the front) — one keeping its arrangement between
    /// display passes and one arranging from nothing every pass: after every step their subviews
    /// are the same, in order and hidden state. `BATCHSIM_REUSE_RUNS` raises the number of seeds
    /// (default 12).
    @Test("a view keeping its arrangement between passes has the subviews of one arranging from nothing")
    func keptArrangementMatchesAFreshOne() throws {
        let runs = RandomRuns.reuseRuns.count(default: 12)
        for seed in 0..<UInt64(runs) {
            let failure = try run(seed: seed)
            #expect(failure == nil, "seed \(seed): \(failure ?? "")")
        }
    }

    @Test("a pooled view the app shows is hidden again by the next display pass, with or without the kept arrangement")
    func pooledViewShownByTheAppIsHiddenAgain() throws {
        let (view, dataSource, _) = reuseView(counts: [40])
        view.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        let pooled = try #require(view.cells.pools.values.first?.first)
        #expect(pooled.isHidden && pooled.superview === view)
        pooled.isHidden = false
        view.collectionViewLayout.invalidateLayout()
        view.layoutIfNeeded()
        #expect(pooled.isHidden, "the display pass hides every pooled subview")
        #expect(dataSource.counts == [40])
    }

    @Test("a view the delegate shows as it ends display is hidden in its pool by the display pass")
    func viewShownAsItEndsDisplayIsHiddenInItsPool() throws {
        let (view, _, _) = reuseView(counts: [80], height: 400)
        // Pools with views to spare, so that the scroll below makes no view (which would arrange
        // the subviews from nothing) and keeps the views it pools.
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        view.layoutIfNeeded()
        let made = view.cells.ownershipRevision
        let delegate = ShowingEndedCellsDelegate()
        view.delegate = delegate
        view.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
        #expect(view.cells.ownershipRevision == made, "the scroll made no view")
        let pooled = view.cells.pools.values.flatMap { $0 }.filter { $0.superview === view }
        try #require(!pooled.isEmpty)
        let showing = pooled.filter { !$0.isHidden }.count
        #expect(showing == 0, "\(showing) of \(pooled.count) pooled subviews show")
        withExtendedLifetime(delegate) {}
    }

    @Test("views a failed all-or-nothing change took from their pools are hidden there again")
    func viewsTakenByAFailedChangeAreHiddenAgain() throws {
        struct Failure: Error {}
        let (view, _, _) = reuseView(counts: [80], height: 400)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        view.layoutIfNeeded()
        let pooledBefore = view.cells.pools.values.flatMap { $0 }.filter { $0.superview === view }
        #expect(throws: Failure.self) {
            try view.performAllOrNothing {
                view.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
                throw Failure()
            }
        }
        view.layoutIfNeeded()
        let pooled = view.cells.pools.values.flatMap { $0 }.filter { $0.superview === view }
        #expect(pooled.map(ObjectIdentifier.init) == pooledBefore.map(ObjectIdentifier.init), "the pools are as they were")
        let showing = pooled.filter { !$0.isHidden }.count
        #expect(!pooled.isEmpty && showing == 0, "\(showing) of \(pooled.count) pooled subviews show")
    }

    /// The block check against sets: two ascending lists of numbers are a block's (distinct)
    /// numbers when, together, they hold each of its numbers once. 500 seeded draws of small
    /// numbers, so that repeats, overlaps and gaps are common.
    @Test("two lists of numbers are the block's when together they hold each of its numbers once")
    func joinedNumbersMatchSets() {
        var random = SeededGenerator(seed: 7)
        for draw in 0..<500 {
            let first = (0..<random.next(in: 0...5)).map { _ in random.next(in: 1...8) }.sorted()
            let second = (0..<random.next(in: 0...5)).map { _ in random.next(in: 1...8) }.sorted()
            let block = random.next(in: 0...2) == 0
                ? Array(Set(first + second)).sorted()
                : Array(Set((0..<random.next(in: 0...8)).map { _ in random.next(in: 1...8) })).sorted()
            let expected = first.count + second.count == block.count && Set(first + second) == Set(block)
            let lists = (NumberedSubviews(sortedNumbers: first), NumberedSubviews(sortedNumbers: second))
            #expect(lists.0.joined(with: lists.1, are: block) == expected, "draw \(draw): \(first) and \(second) against \(block)")
        }
    }

    private func run(seed: UInt64) throws -> String? {
        var random = SeededGenerator(seed: seed)
        let count = random.next(in: 20...80)
        let keeping = reuseView(counts: [count], cellClass: RaisingCell.self), fresh = reuseView(counts: [count], cellClass: RaisingCell.self)
        fresh.0.engine.keepsArrangement = false
        for index in 0..<40 {
            let draw = random.next()
            var first = SeededGenerator(seed: draw), second = SeededGenerator(seed: draw)
            let description = try step(keeping.0, keeping.1, &first, tag: index)
            _ = try step(fresh.0, fresh.1, &second, tag: index)
            let (kept, made) = (hierarchy(keeping.0), hierarchy(fresh.0))
            if kept != made { return "step \(index) (\(description)): kept \(kept), from nothing \(made)" }
        }
        return nil
    }

    private func step(_ view: CollectionView, _ dataSource: CellDataSource, _ random: inout SeededGenerator, tag: Int) throws -> String {
        let count = dataSource.counts[0]
        let pooled = view.cells.pools.values.flatMap { $0 }.filter { $0.superview === view }.compactMap(view.cells.number(of:)).sorted()
        switch random.next(in: 0...13) {
        case 0:
            dataSource.counts[0] += 1
            try view.throwing.insertItems(at: [IndexPath(item: random.next(in: 0...count), section: 0)])
            return "insert"
        case 1 where count > 1:
            dataSource.counts[0] -= 1
            try view.throwing.deleteItems(at: [IndexPath(item: random.next(in: 0...count - 1), section: 0)])
            return "delete"
        case 2:
            view.setContentOffset(CGPoint(x: 0, y: CGFloat(random.next(in: 0...Int(view.contentSize.height)))), animated: true)
            view.advanceTime(by: Double(random.next(in: 0...4)) / 10)
            return "animated scroll"
        case 3:
            view.setContentOffset(CGPoint(x: 0, y: CGFloat(random.next(in: 0...Int(view.contentSize.height)))), animated: false)
            return "scroll"
        case 4:
            guard !pooled.isEmpty else { return "nothing pooled to show" }
            view.cells.views[pooled[random.next(in: 0...pooled.count - 1)]]?.isHidden = false
            view.advanceTime(by: 0.05)
            return "app shows a pooled view"
        case 5:
            guard !pooled.isEmpty else { return "nothing pooled to remove" }
            view.cells.views[pooled[random.next(in: 0...pooled.count - 1)]]?.removeFromSuperview()
            return "app removes a pooled view"
        case 6:
            let own = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            own.tag = tag
            view.addSubview(own)
            return "app adds a subview"
        case 7:
            guard let cell = view.visibleCells.min(by: { view.cells.number(of: $0) ?? 0 < view.cells.number(of: $1) ?? 0 }) else {
                return "no cell to bring forward"
            }
            view.bringSubviewToFront(cell)
            view.advanceTime(by: 0.05)
            return "app brings a cell to the front"
        case 8:
            view.advanceTime(by: 0.1)
            return "time"
        case 9:
            guard let cell = view.visibleCells.min(by: { view.cells.number(of: $0) ?? 0 < view.cells.number(of: $1) ?? 0 }) as? RaisingCell else {
                return "no cell to raise"
            }
            cell.raised = CGFloat(random.next(in: -2...2))
            view.collectionViewLayout.invalidateLayout()
            view.layoutIfNeeded()
            return "a cell's apply(_:) moves its layer along z"
        case 10:
            guard !pooled.isEmpty else { return "nothing pooled to show" }
            view.cells.views[pooled[random.next(in: 0...pooled.count - 1)]]?.layer.isHidden = false
            view.collectionViewLayout.invalidateLayout()
            view.layoutIfNeeded()
            return "app shows a pooled view's layer"
        case 11:
            // Counts unchanged: UIKit's exception, and the view and its cell store put back as they were.
            #expect(throws: (any Error).self) {
                try view.throwing.insertItems(at: [IndexPath(item: random.next(in: 0...count), section: 0)])
            }
            return "invalid insert"
        case 12:
            view.reloadData()
            view.layoutIfNeeded()
            return "reload"
        default:
            view.finishAnimations()
            return "finish"
        }
    }
}
