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

    @Test("entries made on demand are the eager tables' entries, for every element before and after random diffs")
    func onDemandEntriesMatchTheTables() throws {
        let runs = RandomRuns.oracleSeeds.count(default: 60)
        for seed in 0..<UInt64(runs) {
            var random = SeededGenerator(seed: seed)
            let old = Self.randomSections(using: &random), new = Self.randomSections(using: &random)
            for stage in try StagedBatchUpdate(from: old, to: new).stages {
                let mapping = ElementMapping(try stage.resolved())
                let before = Self.elements(counts: stage.itemCountsBefore), after = Self.elements(counts: stage.itemCountsAfter)
                // What was on screen (each element once, in order) and what the rectangle answered after (in
                // any order, now and then an element twice: the later one counts).
                let oldVisible = before.filter { _ in random.next(in: 0...2) > 0 }.map { Self.attributes(of: $0, using: &random) }
                var visibleAfter = after.filter { _ in random.next(in: 0...2) > 0 }.map { Self.attributes(of: $0, using: &random) }
                if let twice = visibleAfter.last, random.next(in: 0...1) == 0 {
                    visibleAfter.insert(Self.attributes(of: ElementID(twice), using: &random), at: random.next(in: 0...(visibleAfter.count - 1)))
                }
                visibleAfter.shuffle(using: &random)
                let initial = UpdateSnapshots.initialEntries(of: oldVisible, mapping: mapping, capacity: 0)
                let final = UpdateSnapshots.finalEntries(of: visibleAfter, mapping: mapping, unshared: true, capacity: 0)
                let byElement = Dictionary(oldVisible.map { (ElementID($0), $0) }, uniquingKeysWith: { $1 })
                var entries = UpdateSnapshots.OnScreenEntries(mapping: mapping, oldVisible: byElement, visibleAfter: visibleAfter)
                let context = "seed \(seed), stage \(stage.kind), batch \(stage.batch)"
                for key in after {
                    #expect(Self.same(entries.initial(key)?.copy(), initial[key]?.copy()), "\(context): initial entry of \(key)")
                }
                // In a random order, so that the searches and the table made after them meet every kind of key.
                for key in before.shuffled(using: &random) {
                    var searching = UpdateSnapshots.OnScreenEntries(mapping: mapping, oldVisible: byElement, visibleAfter: visibleAfter)
                    #expect(Self.same(searching.final(key)?.copy(), final[key]?.copy()), "\(context): final entry of \(key), searched")
                    #expect(Self.same(entries.final(key)?.copy(), final[key]?.copy()), "\(context): final entry of \(key)")
                }
            }
        }
    }

    /// Whether both are missing or both hold the same values.
    private static func same(_ left: CollectionViewLayoutAttributes?, _ right: CollectionViewLayoutAttributes?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        return left.isEqual(right)
    }

    /// Up to four sections of up to six items, identifiers drawn from small ranges so that diffs move,
    /// insert and delete both.
    private static func randomSections(using random: inout SeededGenerator) -> [SnapshotSection<Int, Int>] {
        let sectionIDs = Array(0..<6).shuffled(using: &random).prefix(random.next(in: 0...4))
        var itemIDs = Array(0..<30).shuffled(using: &random)[...]
        return sectionIDs.map { id in
            SnapshotSection(id: id, items: (0..<random.next(in: 0...6)).compactMap { _ in itemIDs.popFirst() })
        }
    }

    /// Every cell and section header of sections of `counts` items, in element order.
    private static func elements(counts: [Int]) -> [ElementID] {
        let cells = counts.indices.flatMap { section in (0..<counts[section]).map { ElementID.cell(IndexPath(item: $0, section: section)) } }
        let headers = counts.indices.map { ElementID.header($0) }
        return (cells + headers).sorted()
    }

    /// Attributes of `element` at a random place.
    private static func attributes(of element: ElementID, using random: inout SeededGenerator) -> CollectionViewLayoutAttributes {
        let attributes = switch element.role {
        case .cell: CollectionViewLayoutAttributes(forCellWith: element.indexPath)
        case .supplementary(let kind): CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: element.indexPath)
        case .decoration(let kind): CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: element.indexPath)
        }
        attributes.frame = CGRect(x: random.next(in: 0...300), y: random.next(in: 0...900), width: 50, height: 50)
        return attributes
    }
}
