import CollectionViewSimulator
import Foundation
import Testing
import TestSupport

@Suite("The one drawing order of a collection view's views")
@MainActor
struct DrawingOrderTests {
    private func place(_ zIndex: CGFloat, _ element: ElementID, before: Bool = false) -> DrawingOrder {
        DrawingOrder(zIndex: zIndex, element: element, isNamedBeforeUpdate: before)
    }

    @Test("back to front by zIndex, then cells, supplementary and decoration views by index path, then after-named first")
    func order() {
        let item0 = ElementID.cell(IndexPath(item: 0, section: 0)), item1 = ElementID.cell(IndexPath(item: 1, section: 0))
        let header = ElementID.header(0), shelf = ElementID.decoration("shelf", at: IndexPath(item: 0, section: 0))
        let places = [place(0, shelf), place(1, item0), place(0, item1, before: true), place(0, header), place(0, item1), place(-1, item1)]
        let sorted = Array(0..<places.count).sortedInDrawingOrder { places[$0] }
        #expect(sorted == [5, 4, 2, 3, 0, 1])
    }

    @Test("views in the same place keep the order they came in")
    func stable() {
        let item = ElementID.cell(IndexPath(item: 0, section: 0))
        #expect(["a", "b", "c"].sortedInDrawingOrder { _ in place(0, item) } == ["a", "b", "c"])
    }

    /// Random places, with elements of every category, index paths of every length, kinds that
    /// tie and places that repeat: the sort of small keys gives the order of sorting the places
    /// themselves, stable. `BATCHSIM_ORACLE_SEEDS` raises the number of seeds (default 200).
    @Test("the drawing order of random places is the order their comparison gives, equal places in sequence order")
    func randomPlacesMatchTheComparison() {
        for seed in 0..<UInt64(RandomRuns.oracleSeeds.count(default: 200)) {
            var generator = SeededGenerator(seed: seed)
            let places = (0..<generator.next(in: 0...60)).map { _ in randomPlace(&generator) }
            let expected = places.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }.map(\.offset)
            let sorted = Array(places.indices).sortedInDrawingOrder { places[$0] }
            #expect(sorted == expected, "seed \(seed)")
        }
    }

    private func randomPlace(_ generator: inout SeededGenerator) -> DrawingOrder {
        let path = IndexPath(indexes: (0..<generator.next(in: 0...3)).map { _ in generator.next(in: 0...2) })
        let kind = ["A", "B", CollectionView.elementKindSectionHeader][generator.next(in: 0...2)]
        let element: ElementID = switch generator.next(in: 0...3) {
        case 0: .supplementary(kind, at: path)
        case 1: .decoration(kind, at: path)
        default: .cell(path)
        }
        return place(CGFloat(generator.next(in: -1...1)), element, before: generator.next(in: 0...3) == 0)
    }
}
