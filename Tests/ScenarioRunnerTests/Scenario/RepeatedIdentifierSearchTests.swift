import Foundation
@testable import ScenarioRunner
import Testing
import TestSupport

@Suite("Finding a repeated identifier in linear time")
@MainActor
struct RepeatedIdentifierSearchTests {
    /// The definition: the first position whose string appeared before it.
    static func oracle(_ strings: [String]) -> Int? {
        var seen = Set<String>()
        return strings.indices.first { !seen.insert(strings[$0]).inserted }
    }

    @Test("the first repeat, as one set filled in order finds it, in one group and in many", arguments: [10, 300, 20_000])
    func matchesOracle(_ count: Int) {
        var random = SeededGenerator(seed: UInt64(count))
        for _ in 0..<(count > 1_000 ? 6 : 200) {
            // Names from a pool a little larger than the list: about half the lists repeat one.
            let pool = count + count / 2 + 2
            let strings = (0..<count).map { _ in "i\(Int.random(in: 0..<pool, using: &random))" }
            let distinct = Array(Set(strings))
            #expect(RepeatedIdentifierSearch.firstRepeat(in: strings) == Self.oracle(strings))
            #expect(RepeatedIdentifierSearch.firstRepeat(in: distinct) == nil)
        }
    }

    @Test("a repeat late in a large list, and strings equal as Swift compares them (canonically equivalent)")
    func lateAndCanonical() {
        var strings = (0..<50_000).map { "item\($0)" }
        strings.append("item49999")
        #expect(RepeatedIdentifierSearch.firstRepeat(in: strings) == 50_000)
        #expect(RepeatedIdentifierSearch.firstRepeat(in: ["caf\u{E9}", "x", "cafe\u{301}"]) == 2)
        #expect(RepeatedIdentifierSearch.firstRepeat(in: ["K", "\u{212A}"]) == 1)
        #expect(RepeatedIdentifierSearch.firstRepeat(in: []) == nil)
    }
}
