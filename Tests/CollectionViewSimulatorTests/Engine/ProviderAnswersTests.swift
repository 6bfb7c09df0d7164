import BatchUpdates
@testable import CollectionViewSimulator
import Foundation
import Testing

/// ``ProviderAnswers`` finds an element among the sorted keys on screen by binary search instead
/// of hashing it: the search must agree with a linear one for every kind of key, present or not.
@Suite("Provider answers")
@MainActor
struct ProviderAnswersTests {
    /// A random element: a cell, a header or footer, a decoration view, or one at a one-index path.
    private static func randomKey(_ random: inout SeededGenerator) -> ElementID {
        let section = Int.random(in: 0..<4, using: &random), item = Int.random(in: 0..<12, using: &random)
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1, 2: return .cell(IndexPath(item: item, section: section))
        case 3: return Bool.random(using: &random) ? .header(section) : .footer(section)
        case 4: return .decoration(Bool.random(using: &random) ? "a" : "b", at: IndexPath(item: item, section: section))
        default: return .supplementary("badge", at: IndexPath(index: section))
        }
    }

    @Test("position(of:in:) finds exactly the keys a linear search finds, at the same place")
    func binarySearchMatchesLinearSearch() {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            var keys: [ElementID] = []
            for _ in 0..<Int.random(in: 0..<40, using: &random) { keys.append(Self.randomKey(&random)) }
            let sorted = Array(Set(keys)).sorted()
            for _ in 0..<60 {
                let key = Self.randomKey(&random)
                let found = ProviderAnswers.position(of: key, in: sorted)
                #expect(found == sorted.firstIndex(of: key), "seed \(seed): \(key) in \(sorted)")
            }
        }
    }
}
