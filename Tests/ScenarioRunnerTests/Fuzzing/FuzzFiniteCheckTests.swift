import CollectionViewSimulator
import Foundation
@testable import ScenarioRunner
import Testing
import TestSupport

/// The fuzzer's `finite` property: a layout that answers a NaN or infinite number is found, with
/// the element and the value named, and shrunk; a finite but huge number is never reported.
@Suite("LayoutFuzzer finite check")
@MainActor
struct FuzzFiniteCheckTests {
    typealias Poison = PoisonedLayout.Poison

    /// The first finding of seeds `0..<seeds` for `poison`.
    private func firstFinding(_ poison: Poison, seeds: UInt64 = 20, steps: Int = 20) -> FuzzFinding? {
        let fuzzer = LayoutFuzzer(name: "poisoned") { PoisonedLayout(poison) }
        return (0..<seeds).lazy.compactMap { fuzzer.run(seed: $0, steps: steps) }.first
    }

    @Test("a non-finite number in every answer is a finite finding that names the element and the value", arguments: [
        (Poison(.cell, .centerX, value: .nan), "cell 0-0", "nan"),
        (Poison(.cell, .width, value: .infinity), "cell 0-0", "inf"),
        (Poison(.cell, .alpha, value: .infinity), "cell 0-0", "inf"),
        (Poison(.cell, .alpha, value: -.infinity), "cell 0-0", "-inf"),
        (Poison(.cell, .transformM34, value: .nan), "cell 0-0", "nan"),
        (Poison(.header, .width, value: -.infinity), "header 0", "-inf"),
        (Poison(.header, .alpha, value: .nan), "header 0", "nan"),
        (Poison(.decoration, .centerX, value: .nan), "decoration RowDecoration 0-0", "nan"),
        (Poison(.decoration, .transformM34, value: .infinity), "decoration RowDecoration 0-0", "inf"),
    ])
    func everyAnswer(_ poison: Poison, element: String, value: String) throws {
        let finding = try #require(firstFinding(poison), "no seed in 0..<20 noticed \(poison)")
        #expect(finding.violation.property == "finite", "\(poison): \(finding)")
        #expect(finding.violation.message.contains(element), "\(poison): \(finding)")
        #expect(finding.violation.message.contains(value), "\(poison): \(finding)")
        #expect(finding.shrunk.stepCount <= 2, "\(poison): \(finding.shrunk.scenarioJSON)")
    }

    @Test("a non-finite number only an appearing or disappearing element's provider answers is found mid-animation", arguments: [
        (Poison(.cell, .alpha, value: .nan, in: .transitionsOnly), "cell", "nan"),
        (Poison(.cell, .centerX, value: .infinity, in: .transitionsOnly), "cell", "inf"),
        (Poison(.cell, .transformM34, value: -.infinity, in: .transitionsOnly), "cell", "-inf"),
        (Poison(.header, .alpha, value: .nan, in: .transitionsOnly), "header", "nan"),
        (Poison(.decoration, .width, value: .nan, in: .transitionsOnly), "decoration", "nan"),
    ])
    func transitionsOnly(_ poison: Poison, element: String, value: String) throws {
        let finding = try #require(firstFinding(poison, seeds: 40, steps: 30), "no seed in 0..<40 noticed \(poison)")
        #expect(finding.violation.property == "finite", "\(poison): \(finding)")
        #expect(finding.violation.message.contains(element), "\(poison): \(finding)")
        #expect(finding.violation.message.contains(value), "\(poison): \(finding)")
        #expect(finding.shrunk.stepCount <= 3, "\(poison): \(finding.shrunk.scenarioJSON)")
        // The case replays the same way, and the file it writes replays the finding.
        let fuzzer = LayoutFuzzer(name: "poisoned") { PoisonedLayout(poison) }
        #expect(fuzzer.replay(finding.shrunk)?.property == "finite")
        let scenario = try Scenario(decoding: finding.shrunk.scenarioJSON, file: "shrunk.json")
        #expect(fuzzer.replay(scenario)?.property == "finite")
    }

    @Test("a finite but huge frame whose numbers overflow their sum is not reported", arguments: [
        Poison(.cell, .width, .height, value: 1e308),
        Poison(.cell, .width, .height, value: 1e308, in: .transitionsOnly),
        Poison(.header, .width, .height, value: CGFloat.greatestFiniteMagnitude),
    ])
    func hugeIsFinite(_ poison: Poison) {
        let fuzzer = LayoutFuzzer(name: "huge") { PoisonedLayout(poison) }
        for seed in UInt64(0)..<3 {
            let finding = fuzzer.run(seed: seed, steps: 20)
            #expect(finding?.violation.property != "finite", "seed \(seed), \(poison): \(finding.map(String.init(describing:)) ?? "")")
        }
    }

    @Test("an element that moves between huge finite values of opposite signs passes through finite values", arguments: [
        Poison(.cell, .centerX, value: CGFloat.greatestFiniteMagnitude, alternatesSign: true),
        Poison(.header, .centerX, value: 1e308, alternatesSign: true),
        Poison(.cell, .transformM34, value: CGFloat.greatestFiniteMagnitude, alternatesSign: true),
    ])
    func oppositeHugeValues(_ poison: Poison) {
        let fuzzer = LayoutFuzzer(name: "opposite") { PoisonedLayout(poison) }
        for seed in UInt64(0)..<3 {
            let finding = fuzzer.run(seed: seed, steps: 20)
            #expect(finding?.violation.property != "finite", "seed \(seed), \(poison): \(finding.map(String.init(describing:)) ?? "")")
        }
    }

    @Test("the sum shortcut finds exactly the non-finite numbers, over seeded random attributes")
    func shortcutAgreesWithEveryNumber() {
        let seed = RandomSeed.fuzzFiniteCheck.value(default: 15)
        let count = RandomRuns.fuzzSeeds.count(default: 2) * 1_000
        var random = SeededGenerator(seed: seed)
        // Huge finite numbers of both signs, so that sums overflow, and each kind of non-finite one.
        let pool: [CGFloat] = [0, 1, -3.5, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                               .leastNonzeroMagnitude, .nan, .infinity, -.infinity]
        for index in 0..<count {
            let numbers = (0..<21).map { _ in
                random.chance(0.25) ? pool[Int.random(in: 0..<pool.count, using: &random)] : CGFloat(Int.random(in: -999...999, using: &random))
            }
            var transform = Transform3D.identity
            for (offset, path) in Self.transformPaths.enumerated() { transform[keyPath: path] = numbers[5 + offset] }
            let value = AnimatedAttributes(center: CGPoint(x: numbers[0], y: numbers[1]),
                                           size: CGSize(width: numbers[2], height: numbers[3]), alpha: numbers[4], transform3D: transform)
            let expected = numbers.first { !$0.isFinite }
            let found = FuzzCaseRunner.firstNonFinite(in: value)
            guard found?.isNaN == expected?.isNaN && (found?.isNaN == true || found == expected) else {
                Issue.record("seed \(seed), case \(index): \(numbers) gave \(found.map(String.init(describing:)) ?? "nil")")
                return
            }
        }
    }

    @Test("sums that overflow from finite numbers are not findings; each non-finite kind is")
    func overflowIsNotAFinding() {
        let huge = AnimatedAttributes(center: CGPoint(x: 1e308, y: 1e308), size: CGSize(width: 1e308, height: -1e308))
        #expect(FuzzCaseRunner.firstNonFinite(in: huge) == nil)
        let most = CGFloat.greatestFiniteMagnitude
        let max = AnimatedAttributes(center: CGPoint(x: most, y: most), size: CGSize(width: most, height: most))
        #expect(FuzzCaseRunner.firstNonFinite(in: max) == nil)
        // +inf and -inf together sum to NaN; each alone to itself.
        let both = AnimatedAttributes(center: CGPoint(x: .infinity, y: -.infinity), size: CGSize(width: 1, height: 1))
        #expect(FuzzCaseRunner.firstNonFinite(in: both) == .infinity)
        var transform = Transform3D.identity
        transform.m44 = -.infinity
        #expect(FuzzCaseRunner.firstNonFinite(in: AnimatedAttributes(center: .zero, size: .zero, transform3D: transform)) == -.infinity)
        let nanAlpha = AnimatedAttributes(center: .zero, size: .zero, alpha: .nan)
        #expect(FuzzCaseRunner.firstNonFinite(in: nanAlpha)?.isNaN == true)
    }

    private static var transformPaths: [WritableKeyPath<Transform3D, CGFloat>] {
        [\.m11, \.m12, \.m13, \.m14, \.m21, \.m22, \.m23, \.m24, \.m31, \.m32, \.m33, \.m34, \.m41, \.m42, \.m43, \.m44]
    }
}
