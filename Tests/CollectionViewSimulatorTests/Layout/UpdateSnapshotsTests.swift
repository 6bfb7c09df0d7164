@testable import CollectionViewSimulator
import BatchUpdates
import Foundation
import TestSupport
import Testing

/// The base layout's update snapshots: their item sets against `Set<IndexPath>`, and the snapshots
/// of a layout whose answers are unshared (taken without a copy) against those of one whose answers
/// are not (copied when taken).
@Suite("Update snapshots")
@MainActor
struct UpdateSnapshotsTests {
    /// A flow layout that takes the general path: a subclass may keep the attributes it answers.
    private final class SubclassedFlowLayout: CollectionViewFlowLayout {}

    @Test("UpdatedItems answers as a Set<IndexPath> of the same paths, in order or not")
    func updatedItemsMatchSet() {
        for seed in UInt64(0)..<40 {
            var random = SeededGenerator(seed: seed)
            var items = UpdatedItems()
            var reference: Set<IndexPath> = []
            let ascending = random.next(in: 0...1) == 0
            var next = (section: 0, item: 0)
            for _ in 0..<random.next(in: 0...30) {
                let path: IndexPath
                switch random.next(in: 0...9) {
                case 0: path = IndexPath(index: random.next(in: 0...3))
                case 1: path = IndexPath(indexes: [random.next(in: 0...3), random.next(in: 0...3), random.next(in: 0...3)])
                default:
                    if ascending {
                        next = random.next(in: 0...3) == 0 ? (next.section + 1, random.next(in: 0...2)) : (next.section, next.item + random.next(in: 0...2))
                        path = IndexPath(item: next.item, section: next.section)
                    } else {
                        path = IndexPath(item: random.next(in: 0...8), section: random.next(in: 0...3))
                    }
                }
                items.insert(path)
                reference.insert(path)
            }
            items.sort()
            #expect(items.isEmpty == reference.isEmpty, "seed \(seed)")
            for section in -1...5 {
                for item in -1...12 {
                    let path = IndexPath(item: item, section: section)
                    #expect(items.contains(path) == reference.contains(path), "seed \(seed): \(path)")
                }
                #expect(items.contains(IndexPath(index: section)) == reference.contains(IndexPath(index: section)), "seed \(seed)")
            }
            for path in reference { #expect(items.contains(path), "seed \(seed): \(path)") }
        }
    }

    @Test("a flow layout's snapshots taken without copies animate as a subclass's copied ones")
    func unsharedSnapshotsMatchCopiedOnes() throws {
        #expect(CollectionViewFlowLayout().answersUnsharedAttributes)
        #expect(!SubclassedFlowLayout().answersUnsharedAttributes)
        for seed in UInt64(0)..<12 {
            var random = SeededGenerator(seed: seed)
            let counts = [random.next(in: 0...60), random.next(in: 0...40)]
            let sides = [CollectionViewFlowLayout(), SubclassedFlowLayout()].map { layout in
                let dataSource = SectionCountsDataSource(counts)
                let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
                view.dataSource = dataSource
                view.layoutIfNeeded()
                return (view, dataSource)
            }
            for step in 0..<25 {
                let choice = random.next(in: 0...5), section = random.next(in: 0...1)
                let count = sides[0].1.counts[section]
                let (first, second) = (random.next(in: 0...max(0, count - 1)), random.next(in: 0...max(0, count - 1)))
                let y = CGFloat(random.next(in: 0...max(0, Int(sides[0].0.contentSize.height) - 400)))
                var animations: [UpdateAnimation] = []
                for (view, dataSource) in sides {
                    let animation: UpdateAnimation
                    switch choice {
                    case 0, 1:
                        animation = try view.throwing.performBatchUpdates {
                            dataSource.counts[section] += 2
                            try view.throwing.insertItems(at: [IndexPath(item: first, section: section), IndexPath(item: count + 1, section: section)])
                        }
                    case 2 where count > 1:
                        animation = try view.throwing.performBatchUpdates {
                            dataSource.counts[section] -= 1
                            try view.throwing.deleteItems(at: [IndexPath(item: first, section: section)])
                            try view.throwing.moveItem(at: IndexPath(item: first == second ? (first + 1) % count : second, section: section),
                                                       to: IndexPath(item: 0, section: 1 - section))
                            dataSource.counts[section] -= 1
                            dataSource.counts[1 - section] += 1
                        }
                    case 3 where count > 0:
                        animation = try view.throwing.performBatchUpdates {
                            try view.throwing.reloadItems(at: [IndexPath(item: first, section: section)])
                        }
                    case 4:
                        animation = try view.throwing.performBatchUpdates {
                            try view.throwing.reloadSections(IndexSet(integer: section))
                        }
                    default:
                        view.setContentOffset(CGPoint(x: 0, y: y), animated: false)
                        animation = try view.throwing.performBatchUpdates(nil)
                    }
                    animations.append(animation)
                }
                try #require(animations[0].tracks == animations[1].tracks, "seed \(seed), step \(step), choice \(choice)")
            }
        }
    }
}
