@testable import CollectionViewSimulator
import Foundation
import TestSupport
import Testing
import TestSupport

@Suite("Element identity")
@MainActor
struct ElementIDTests {
    nonisolated static let header = CollectionView.elementKindSectionHeader

    @Test("every form parses and prints back", arguments: [
        ("cell 0-3", ElementID.cell(IndexPath(item: 3, section: 0))),
        ("header 2", ElementID.header(2)),
        ("footer 1", ElementID.footer(1)),
        ("supplementary Badge 0-2", ElementID.supplementary("Badge", at: IndexPath(item: 2, section: 0))),
        ("decoration RowDecoration 1-0", ElementID.decoration("RowDecoration", at: IndexPath(item: 0, section: 1))),
    ])
    func roundTrip(text: String, id: ElementID) throws {
        #expect(ElementID(text) == id)
        #expect(id.description == text)
        let json = try JSONEncoder().encode(id)
        #expect(String(decoding: json, as: UTF8.self) == "\"\(text)\"")
        #expect(try JSONDecoder().decode(ElementID.self, from: json) == id)
    }

    @Test("a header kind at an item other than 0 prints as a supplementary view")
    func headerKindAtItem() {
        let id = ElementID.supplementary(Self.header, at: IndexPath(item: 1, section: 0))
        #expect(id.description == "supplementary UICollectionElementKindSectionHeader 0-1")
        #expect(ElementID(id.description) == id)
    }

    @Test("texts that are not element names", arguments: ["", "cell", "cell 0", "cell 0-1-2", "cell -1-0", "header 0-1", "footer x",
                                                           "supplementary 0-1", "decoration Row 0", "cel 0-0", "cell 0-0 (before)"])
    func rejected(text: String) {
        #expect(ElementID(text) == nil)
    }

    @Test("decoding a text that is not an element names it")
    func decodingError() {
        #expect {
            try JSONDecoder().decode(ElementID.self, from: Data(#""cell 0""#.utf8))
        } throws: { error in
            "\(error)".contains("'cell 0' is not an element name: write 'cell S-I'")
        }
    }

    @Test("the one order: category, then section and item, then kind")
    func order() {
        let sorted: [ElementID] = [
            .cell(IndexPath(item: 0, section: 0)), .cell(IndexPath(item: 5, section: 0)), .cell(IndexPath(item: 0, section: 1)),
            .supplementary("A", at: IndexPath(item: 0, section: 0)), .supplementary("B", at: IndexPath(item: 0, section: 0)),
            .header(1), .decoration("Row", at: IndexPath(item: 0, section: 0)),
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            #expect(sorted.shuffled(using: &generator).sorted() == sorted)
        }
    }

    @Test("equal elements hash equally whatever storage their index path has; different ones are told apart")
    func hashing() {
        let equal: [(ElementID, ElementID)] = [
            (.cell(IndexPath(item: 3, section: 1)), .cell(IndexPath(indexes: [1, 3]))),
            (.header(2), .supplementary(Self.header, at: IndexPath(indexes: [2, 0]))),
            (.decoration("Row", at: IndexPath(index: 4)), .decoration("Row", at: IndexPath(indexes: [4]))),
            (.cell(IndexPath(indexes: [0, 1, 2])), .cell(IndexPath(indexes: [0, 1, 2]))),
        ]
        for (one, other) in equal {
            #expect(one == other)
            #expect(one.hashValue == other.hashValue)
            #expect(Set([one, other]).count == 1)
        }
        let distinct: [ElementID] = [
            .cell(IndexPath(item: 0, section: 1)), .cell(IndexPath(item: 1, section: 0)), .cell(IndexPath(indexes: [0, 1, 0])),
            .cell(IndexPath(index: 0)), .cell(IndexPath()), .header(0), .footer(0), .supplementary("A", at: IndexPath(item: 0, section: 0)),
            .decoration("A", at: IndexPath(item: 0, section: 0)),
        ]
        #expect(Set(distinct).count == distinct.count)
    }

    @Test("index paths of any length order as Sequence's lexicographic order does")
    func indexPathOrder() {
        var generator = SeededGenerator(seed: 28)
        func randomPath() -> IndexPath {
            IndexPath(indexes: (0..<generator.next(in: 0...3)).map { _ in generator.next(in: -1...2) })
        }
        for _ in 0..<2_000 {
            let (lhs, rhs) = (randomPath(), randomPath())
            #expect((ElementID.cell(lhs) < ElementID.cell(rhs)) == lhs.lexicographicallyPrecedes(rhs), "\(lhs) < \(rhs)")
            #expect((ElementID.header(0).moved(to: lhs) < ElementID.header(0).moved(to: rhs)) == lhs.lexicographicallyPrecedes(rhs))
        }
    }

    @Test("UIKit's category and kind come from the role")
    func categoryAndKind() {
        #expect(ElementID.cell(IndexPath(item: 0, section: 0)).category == .cell)
        #expect(ElementID.cell(IndexPath(item: 0, section: 0)).kind == nil)
        #expect(ElementID.header(0).category == .supplementaryView && ElementID.header(0).kind == Self.header)
        #expect(ElementID.decoration("Row", at: IndexPath(item: 0, section: 0)).category == .decorationView)
    }

    /// The order as first written: category, then the index path's `lexicographicallyPrecedes`, then kind.
    nonisolated static func referenceOrder(_ lhs: ElementID, _ rhs: ElementID) -> Bool {
        if lhs.category.rawValue != rhs.category.rawValue { return lhs.category.rawValue < rhs.category.rawValue }
        if lhs.indexPath != rhs.indexPath { return lhs.indexPath.lexicographicallyPrecedes(rhs.indexPath) }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }

    @Test("the fast order and sort agree with the order as first written, ties and other path lengths included")
    func orderMatchesReference() {
        var random = SeededGenerator(seed: 28)
        let roles: [ElementID.Role] = [.cell, .supplementary(kind: "A"), .supplementary(kind: "B"), .decoration(kind: "A"), .decoration(kind: "")]
        for run in 0..<20 {
            let ids = (0..<60).map { _ in
                ElementID(roles[random.next(in: 0...4)], at: IndexPath(indexes: (0..<random.next(in: 0...3)).map { _ in random.next(in: 0...2) }))
            }
            #expect(ids.sorted() == ids.sorted(by: Self.referenceOrder), "run \(run)")
            for (lhs, rhs) in zip(ids, ids.reversed()) {
                #expect((lhs < rhs) == Self.referenceOrder(lhs, rhs), "\(lhs) < \(rhs), run \(run)")
                #expect(ElementID.precedes(lhs.indexPath, rhs.indexPath) == lhs.indexPath.lexicographicallyPrecedes(rhs.indexPath))
            }
        }
    }

    /// Screens of two-index elements with many ties (several roles at one index path, repeated
    /// elements), some with numbers past what one packed integer holds (a huge section or item, a
    /// negative item, another path length) so that the general sort runs: the positions must be
    /// those of a stable sort by the reference order, with and without a leading key (the same
    /// for all views in some runs).
    @Test("the sort of positions agrees with a stable sort by the reference order, on packed and unpacked numbers")
    func orderedPositionsMatchReference() {
        let seed: UInt64 = 2_028
        var random = SeededGenerator(seed: seed)
        let roles: [ElementID.Role] = [.cell, .supplementary(kind: "B"), .supplementary(kind: "A"), .decoration(kind: "A"), .decoration(kind: "")]
        let outliers = [1 << 21, 1 << 27, 1 << 31, 1 << 33, -1]
        for run in 0..<300 {
            var ids = (0..<random.next(in: 0...90)).map { _ in
                ElementID(roles[random.next(in: 0...4)], at: IndexPath(item: random.next(in: 0...3), section: random.next(in: 0...3)))
            }
            if run % 4 == 3, !ids.isEmpty {
                let outlier = outliers[random.next(in: 0...outliers.count - 1)]
                let index = random.next(in: 0...ids.count - 1)
                ids[index] = ElementID(ids[index].role, at: random.next(in: 0...2) == 0 ? [outlier] : run % 8 == 3
                    ? IndexPath(item: outlier, section: 0) : IndexPath(item: 0, section: outlier))
            }
            let reference = Array(ids.indices).sorted { Self.referenceOrder(ids[$0], ids[$1]) }
            let positions = ElementID.orderedPositions(count: ids.count, element: { ids[$0] }) { ids[$0] < ids[$1] }
            #expect(positions == reference, "run \(run), seed \(seed): \(ids)")
            // Every fifth run draws every view at one zIndex, which decides nothing.
            let zIndexes = ids.map { _ in run % 5 == 0 ? 0 : CGFloat(random.next(in: -1...1)) }
            let layered = Array(ids.indices).sorted {
                zIndexes[$0] != zIndexes[$1] ? zIndexes[$0] < zIndexes[$1] : Self.referenceOrder(ids[$0], ids[$1])
            }
            let drawn = ElementID.orderedPositions(count: ids.count, leadingKey: { zIndexes[$0] }, element: { ids[$0] }) { ids[$0] < ids[$1] }
            #expect(drawn == layered, "run \(run), seed \(seed): \(ids), zIndexes \(zIndexes)")
        }
    }

    @Test("the integer sort behind the packed order agrees with the standard library's, at every size around its runs")
    func integerSortMatchesStandardLibrary() {
        let seed: UInt64 = 16
        var random = SeededGenerator(seed: seed)
        for count in Array(0...70) + [95, 127, 128, 129, 300, 1_000] {
            let range: UInt64 = random.next(in: 0...1) == 0 ? 8 : .max
            var keys = (0..<count).map { _ in UInt64.random(in: 0...range, using: &random) }
            let expected = keys.sorted()
            sortAscending(&keys)
            #expect(keys == expected, "count \(count), seed \(seed)")
        }
    }

    @Test("equality and hashing agree with comparing role and index path, an index path changed in place included")
    func equalityMatchesReference() {
        let seed: UInt64 = 28
        var random = SeededGenerator(seed: seed)
        let roles: [ElementID.Role] = [.cell, .supplementary(kind: "A"), .supplementary(kind: "B"), .decoration(kind: "A")]
        func randomPath() -> IndexPath {
            IndexPath(indexes: (0..<random.next(in: 0...3)).map { _ in random.next(in: 0...1) })
        }
        for run in 0..<2_000 {
            var lhs = ElementID(roles[random.next(in: 0...3)], at: randomPath())
            let rhs = ElementID(roles[random.next(in: 0...3)], at: randomPath())
            // Changed in place (an index of the path, or the whole path): what it stores follows.
            if random.next(in: 0...1) == 0, !lhs.indexPath.isEmpty {
                lhs.indexPath[0] = random.next(in: 0...1)
            } else {
                lhs.indexPath = randomPath()
            }
            let same = lhs.role == rhs.role && lhs.indexPath == rhs.indexPath
            #expect((lhs == rhs) == same, "\(lhs) == \(rhs), run \(run), seed \(seed)")
            #expect(lhs == ElementID(lhs.role, at: lhs.indexPath), "run \(run), seed \(seed)")
            if same {
                #expect(lhs.hashValue == rhs.hashValue, "run \(run), seed \(seed)")
                // The hash `Set` and `Dictionary` ask for, with the seed each table gives.
                let tableSeed = Int(truncatingIfNeeded: random.next())
                #expect(lhs._rawHashValue(seed: tableSeed) == rhs._rawHashValue(seed: tableSeed), "run \(run), seed \(seed)")
            }
        }
    }

    @Test("a cell's one-shot table hash spreads a screen's cells and follows the table's seed")
    func cellTableHash() {
        let cells = (0..<100).flatMap { section in (0..<100).map { ElementID.cell(IndexPath(item: $0, section: section)) } }
        let first = Set(cells.map { $0._rawHashValue(seed: 1) }), second = cells.map { $0._rawHashValue(seed: 2) }
        // Hashes that collide or ignore the seed would still be correct, but every table of many
        // cells would compare most of them with `==`, and one copied into another would crawl.
        #expect(first.count == cells.count)
        // A table uses the low bits: 10,000 cells fill all but a handful of 1,024 slots (a hash
        // that kept the item in its low bits would fill 100).
        #expect(Set(first.map { $0 & 1_023 }).count >= 1_000)
        #expect(zip(cells, second).filter { $0.0._rawHashValue(seed: 1) == $0.1 }.count <= 1)
        // Elements that are not cells (with a kind, or a path of other length) take the same care.
        let others = (0..<1_000).map { ElementID.supplementary("A", at: IndexPath(item: 0, section: $0)) }
            + (0..<1_000).map { ElementID.cell(IndexPath(indexes: [0, $0, 1])) }
        #expect(Set(others.map { $0._rawHashValue(seed: 1) }).count == others.count)
        #expect(zip(others.map { $0._rawHashValue(seed: 1) }, others.map { $0._rawHashValue(seed: 2) }).filter { $0 == $1 }.count <= 1)
        // A header and the cell at its path (one word but the category) are told apart by the hash.
        #expect((0..<100).filter { ElementID.header($0)._rawHashValue(seed: 1) == ElementID.cell(IndexPath(item: 0, section: $0))._rawHashValue(seed: 1) }.count <= 1)
        var table: [ElementID: Int] = [:]
        for (position, element) in (cells + others).enumerated() { table[element] = position }
        #expect(table.count == cells.count + others.count)
        #expect(table[.cell(IndexPath(indexes: [42, 7]))] == 42 * 100 + 7)
    }
}
