import Foundation
import Keyframes
import Testing
import TestSupport

/// Dense sampling against its definition: frame `k` of ``Timeline/sampled(rate:)`` is
/// ``Timeline/values(at:)`` at `k / rate`, bit for bit, whatever the mix of timings — one shared,
/// runs of tracks per timing, timings that alternate (few, compared one by one, or more than the
/// sampler compares before it hashes), springs, custom curves, delays and zero durations.
@Suite("Timeline sampling")
@MainActor
struct TimelineSamplingTests {
    /// Random timelines per pattern; `BATCHSIM_SAMPLING_RUNS` raises it.
    static let runs = RandomRuns.samplingRuns.count(default: 40)

    enum Pattern: CaseIterable {
        case shared, runs, alternatingFew, alternatingMany, random
    }

    static func timing(_ generator: inout SeededGenerator) -> TrackTiming {
        let curves: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default,
                                     .cubicBezier(CubicBezier(x1: 0.3, y1: -0.4, x2: 0.7, y2: 1.4)), .spring(Spring())]
        let delay = [0, 0.01, 0.05, 0.1][generator.next(in: 0...3)]
        let duration = [0, 0.1, 0.25, 0.3][generator.next(in: 0...3)]
        return TrackTiming(delay: delay, duration: duration, curve: curves[generator.next(in: 0...curves.count - 1)])
    }

    static func timeline(_ pattern: Pattern, seed: UInt64) -> Timeline<Int, CGPoint> {
        var generator = SeededGenerator(seed: seed)
        let count = generator.next(in: 1...120)
        let distinct = pattern == .alternatingMany ? generator.next(in: 17...30) : generator.next(in: 2...10)
        let timings = (0..<distinct).map { _ in timing(&generator) }
        var timeline = Timeline<Int, CGPoint>()
        for index in 0..<count {
            let timing = switch pattern {
            case .shared: timings[0]
            case .runs: timings[index * distinct / count]
            case .alternatingFew, .alternatingMany: timings[index % distinct]
            case .random: timings[generator.next(in: 0...distinct - 1)]
            }
            let point = { CGPoint(x: Double(generator.next(in: -500...500)), y: Double(generator.next(in: -5000...5000)) / 7) }
            timeline[index] = Track(from: point(), to: point(), timing: timing)
        }
        return timeline
    }

    @Test("every frame equals values(at:) bit for bit", arguments: Pattern.allCases)
    func matchesDefinition(_ pattern: Pattern) {
        for seed in 0..<UInt64(Self.runs) {
            let timeline = Self.timeline(pattern, seed: seed)
            for rate in [60.0, 120.0] {
                let sampling = timeline.sampled(rate: rate)
                #expect(sampling.values.count == sampling.frames.count * timeline.count)
                for frame in sampling.frames.indices {
                    let expected = timeline.values(at: sampling.frames[frame])
                    let sampled = Array(sampling.values(atFrame: frame))
                    let same = zip(sampled, expected).allSatisfy { $0.x.bitPattern == $1.x.bitPattern && $0.y.bitPattern == $1.y.bitPattern }
                    #expect(same, "pattern \(pattern), seed \(seed), \(rate) Hz, frame \(frame)")
                    if !same { return }
                }
            }
        }
    }

    @Test("a named curve's progress is its Bézier curve's, and equal curves are equal however made")
    func namedCurves() {
        let named: [(TimingCurve, CubicBezier)] = [(.easeIn, .easeIn), (.easeOut, .easeOut), (.easeInEaseOut, .easeInEaseOut), (.default, .default)]
        for (curve, bezier) in named {
            for elapsed in stride(from: -0.05, through: 0.3, by: 0.0125) {
                let expected = elapsed >= 0.25 ? 1 : bezier.progress(at: elapsed / 0.25)
                #expect(curve.progress(atElapsed: elapsed, duration: 0.25) == expected)
            }
            #expect(curve == curve && curve != .cubicBezier(bezier) && curve != .linear)
        }
        #expect(TimingCurve.cubicBezier(CubicBezier(x1: 0.1, y1: 0, x2: 0.9, y2: 1)) == .cubicBezier(CubicBezier(x1: 0.1, y1: 0, x2: 0.9, y2: 1)))
        #expect(TimingCurve.spring(Spring()) == .spring(Spring()) && TimingCurve.spring(Spring()) != .easeIn)
    }
}
