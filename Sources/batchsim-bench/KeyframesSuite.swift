import Foundation
import Keyframes

/// `batchsim-bench keyframes`: the cubic-Bézier solver against the browsers' algorithm, and dense
/// timeline sampling against plain memory writes.
let keyframesSuite = BenchmarkSuite(
    name: "keyframes",
    summary: "Bézier solver vs the browsers' UnitBezier; sampling 1,000 tracks at 120 Hz vs memory writes"
) { clock in
    benchmarkSolvers(clock)
    benchmarkSampling(clock)
}

private let namedCurves: [CubicBezier] = [.easeIn, .easeOut, .easeInEaseOut, .default]
private let solveCount = 10_000_000

/// 10 million solves spread over the four non-linear named curves, x on a low-discrepancy sequence.
private func benchmarkSolvers(_ clock: BenchmarkClock) {
    let browsers = namedCurves.map(BrowserBezier.init)
    let ours = clock.measure { () -> Double in
        var (sum, x) = (0.0, 0.0)
        for index in 0..<solveCount {
            x += 0.6180339887498949
            if x >= 1 { x -= 1 }
            sum += namedCurves[index & 3].progress(at: x)
        }
        return sum
    }
    let baseline = clock.measure { () -> Double in
        var (sum, x) = (0.0, 0.0)
        for index in 0..<solveCount {
            x += 0.6180339887498949
            if x >= 1 { x -= 1 }
            sum += browsers[index & 3].progress(at: x)
        }
        return sum
    }
    let (oursError, browserError) = maximumErrors(browsers)
    print("10M cubic-Bézier solves (easeIn, easeOut, easeInEaseOut, default; \(ProcessInfo.processInfo.activeProcessorCount) cores)")
    print("  Keyframes solver      median \(formatDuration(median(ours)))   \(String(format: "%.1f", median(ours) / Double(solveCount) * 1e9)) ns/solve   max error \(String(format: "%.1e", oursError))")
    print("  browsers' UnitBezier  median \(formatDuration(median(baseline)))   \(String(format: "%.1f", median(baseline) / Double(solveCount) * 1e9)) ns/solve   max error \(String(format: "%.1e", browserError))   (ε = 1e-7)")
    print("  ratio Keyframes / browsers: \(String(format: "%.2f", median(ours) / median(baseline)))")
}

/// The largest error of each solver on a 2,001-point grid of x for the five named curves, against
/// a bisection reference (in `Float80` where the platform has it).
private func maximumErrors(_ browsers: [BrowserBezier]) -> (ours: Double, browsers: Double) {
    var (ours, theirs) = (0.0, 0.0)
    for (curve, browser) in zip(namedCurves + [.linear], browsers + [BrowserBezier(.linear)]) {
        for step in 0...2000 {
            let x = Double(step) / 2000
            let reference = referenceProgress(curve, x)
            ours = max(ours, abs(curve.progress(at: x) - reference))
            theirs = max(theirs, abs(browser.progress(at: x) - reference))
        }
    }
    return (ours, theirs)
}

#if arch(x86_64) || arch(i386)
private typealias ReferenceFloat = Float80
#else
private typealias ReferenceFloat = Double
#endif

private func referenceProgress(_ curve: CubicBezier, _ x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    func bernstein(_ u: ReferenceFloat, _ p1: Double, _ p2: Double) -> ReferenceFloat {
        let (a, b) = (ReferenceFloat(p1), ReferenceFloat(p2))
        return 3 * (1 - u) * (1 - u) * u * a + 3 * (1 - u) * u * u * b + u * u * u
    }
    var (low, high): (ReferenceFloat, ReferenceFloat) = (0, 1)
    for _ in 0..<100 {
        let middle = (low + high) / 2
        if bernstein(middle, curve.x1, curve.x2) < ReferenceFloat(x) { low = middle } else { high = middle }
    }
    return Double(bernstein((low + high) / 2, curve.y1, curve.y2))
}

/// Sampling a timeline of 1,000 point tracks at 120 Hz over 0.5 s (61 frames, 61,000 values),
/// against allocating and writing the same 61,000 points.
private func benchmarkSampling(_ clock: BenchmarkClock) {
    let shared = TrackTiming(duration: 0.5, curve: .easeInEaseOut)
    var sameTiming = Timeline<Int, CGPoint>()
    var ownTiming = Timeline<Int, CGPoint>()
    for index in 0..<1_000 {
        let from = CGPoint(x: Double(index % 7) * 50, y: Double(index) * 60)
        let to = CGPoint(x: Double((index + 3) % 7) * 50, y: Double(index + 1) * 60)
        sameTiming[index] = Track(from: from, to: to, timing: shared)
        let own = TrackTiming(delay: Double(index % 10) * 0.001, duration: 0.49, curve: .easeInEaseOut)
        ownTiming[index] = Track(from: from, to: to, timing: own)
    }
    let valueCount = FrameGrid(rate: 120, through: 0.5).count * 1_000
    let write = clock.measure { () -> [CGPoint] in
        var values: [CGPoint] = []
        values.reserveCapacity(valueCount)
        for index in 0..<valueCount { values.append(CGPoint(x: Double(index), y: 1)) }
        return values
    }
    let shareSampling = clock.measure { sameTiming.sampled(rate: 120) }
    let ownSampling = clock.measure { ownTiming.sampled(rate: 120) }
    print("Sampling 1,000 CGPoint tracks at 120 Hz over 0.5 s (\(valueCount) values)")
    print("  write \(valueCount) points      median \(formatDuration(median(write)))")
    print("  one shared timing         median \(formatDuration(median(shareSampling)))   ratio to writing \(String(format: "%.2f", median(shareSampling) / median(write)))")
    print("  1,000 tracks, 10 timings  median \(formatDuration(median(ownSampling)))   ratio to writing \(String(format: "%.2f", median(ownSampling) / median(write)))")
}
