import CollectionViewSimulator
import Foundation
import TestSupport
import Testing

@Suite("Discarding a view's records")
@MainActor
struct CollectionViewRecordsTests {
    /// Two views take the same seeded random steps (inserts, deletes, moves, animated scrolls,
    /// clock moves that interrupt animations); one discards its records after every step. Both
    /// must show the same thing at every step, and the discarding one must log exactly the events
    /// the other logs after each discard. `BATCHSIM_REUSE_RUNS` raises the number of seeds.
    @Test("a view that discards its records behaves exactly as one that keeps them, and keeps at most the last change")
    func discardingChangesNothingElse() throws {
        let runs = RandomRuns.reuseRuns.count(default: 6)
        for seed in 0..<UInt64(runs) {
            var random = SeededGenerator(seed: seed)
            let counts = [random.next(in: 10...60)]
            let (kept, keptData, _) = reuseView(counts: counts)
            let (discarding, discardingData, _) = reuseView(counts: counts)
            for index in 0..<40 {
                let choice = random.next(in: 0...5), position = random.next(in: 0...1_000)
                let logged = kept.displayEvents.count
                discarding.discardRecords()
                #expect(discarding.displayEvents.isEmpty && discarding.animationHistory.animations.count <= 1, "seed \(seed), step \(index)")
                #expect(discarding.lastAnimation == kept.lastAnimation, "seed \(seed), step \(index)")
                try step(kept, keptData, choice: choice, position: position)
                try step(discarding, discardingData, choice: choice, position: position)
                #expect(discarding.state == kept.state, "seed \(seed), step \(index)")
                #expect(Self.screen(discarding) == Self.screen(kept), "seed \(seed), step \(index)")
                #expect(discarding.isAnimating == kept.isAnimating && discarding.currentTime == kept.currentTime, "seed \(seed), step \(index)")
                #expect(discarding.displayEvents == Array(kept.displayEvents[logged...]), "seed \(seed), step \(index)")
                #expect(discarding.lastAnimation == kept.lastAnimation, "seed \(seed), step \(index)")
            }
            #expect(kept.animationHistory.animations.count > 1, "seed \(seed): the steps made no animated change")
        }
    }

    /// What each visible element shows now.
    private static func screen(_ view: CollectionView) -> [ElementID: AnimatedAttributes] {
        Dictionary(view.presentationAttributesForVisibleElements.map { (ElementID($0), AnimatedAttributes($0)) }) { first, _ in first }
    }

    private func step(_ view: CollectionView, _ dataSource: CellDataSource, choice: Int, position: Int) throws {
        let count = dataSource.counts[0]
        switch choice {
        case 0:
            dataSource.counts[0] += 1
            try view.throwing.insertItems(at: [IndexPath(item: position % (count + 1), section: 0)])
        case 1 where count > 1:
            dataSource.counts[0] -= 1
            try view.throwing.deleteItems(at: [IndexPath(item: position % count, section: 0)])
        case 2 where count > 0:
            try view.throwing.moveItem(at: IndexPath(item: position % count, section: 0), to: IndexPath(item: (position / 7) % count, section: 0))
        case 3:
            view.setContentOffset(CGPoint(x: 0, y: CGFloat(position % max(1, Int(view.contentSize.height)))), animated: true)
        case 4:
            view.advanceTime(by: 0.1)
        default:
            view.finishAnimations()
        }
    }
}

@MainActor
@Suite("A view's records are bounded")
struct CollectionViewRecordLimitTests {
    /// 1,000 animated changes (inserts and scrolls) on one view: what it keeps for readers stays
    /// within its limits, the newest kept, while the view behaves as one that keeps every record.
    @Test("animationHistory and displayEvents keep at most their limits, the newest")
    func boundedRecords() throws {
        let (bounded, boundedData, _) = reuseView(counts: [20])
        let (unbounded, unboundedData, _) = reuseView(counts: [20])
        bounded.animationHistoryLimit = 5
        bounded.displayEventLimit = 30
        unbounded.animationHistoryLimit = nil
        unbounded.displayEventLimit = nil
        for index in 0..<1_000 {
            for (view, data) in [(bounded, boundedData), (unbounded, unboundedData)] {
                if index % 2 == 0 {
                    data.counts[0] += 1
                    try view.throwing.insertItems(at: [IndexPath(item: index % 7, section: 0)])
                } else {
                    view.setContentOffset(CGPoint(x: 0, y: CGFloat(index % 5) * 40), animated: true)
                }
            }
            #expect(bounded.animationHistory.animations.count <= 5 && bounded.displayEvents.count <= 30, "step \(index)")
        }
        #expect(unbounded.animationHistory.animations.count == 1_000)
        #expect(bounded.animationHistory.animations == Array(unbounded.animationHistory.animations.suffix(5)))
        #expect(bounded.displayEvents == Array(unbounded.displayEvents.suffix(30)))
        #expect(bounded.lastAnimation == unbounded.lastAnimation && bounded.state == unbounded.state)
    }

    @Test("the defaults bound both records; at least the last change is kept")
    func defaults() {
        let (view, _, _) = reuseView(counts: [3])
        #expect(view.animationHistoryLimit == CollectionView.defaultAnimationHistoryLimit)
        #expect(view.displayEventLimit == CollectionView.defaultDisplayEventLimit)
        view.animationHistoryLimit = 0
        #expect(view.animationHistoryLimit == 1)
    }
}
