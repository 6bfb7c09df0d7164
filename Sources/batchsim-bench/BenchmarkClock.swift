import Foundation

/// Timing for `batchsim-bench`: runs a body several times and reports the median, so that one slow
/// run (a page fault, the other core busy) does not move the figure.
struct BenchmarkClock: Sendable {
    /// How many measured runs each benchmark makes after one warm-up run.
    var iterations: Int

    /// Runs `body` once to warm up, then `iterations` times, and returns the sorted durations in
    /// seconds. The body's result is kept alive so the optimiser cannot remove the work.
    func measure<Result>(_ body: () -> Result) -> [Double] {
        keepAlive(body())
        var seconds: [Double] = []
        seconds.reserveCapacity(iterations)
        for _ in 0..<iterations { seconds.append(secondsTaken(by: body)) }
        return seconds.sorted()
    }
}

extension BenchmarkClock {
    /// Like ``measure(_:)``, but each run first builds its input with `setup`, untimed, so that a
    /// body that changes its input (a collection view performing an update) starts fresh every time.
    func measure<Input, Result>(setup: () -> Input, _ body: (Input) -> Result) -> [Double] {
        keepAlive(body(setup()))
        var seconds: [Double] = []
        for _ in 0..<iterations {
            let input = setup()
            seconds.append(secondsTaken { body(input) })
        }
        return seconds.sorted()
    }
}

extension BenchmarkClock {
    /// Measures `body` and `reference` in alternation, each run after its own fresh `setup`
    /// (untimed), so that both start from the same state of the caches and the allocator and a
    /// noisy machine slows them alike; which of the two runs first alternates too. Returns both
    /// sorted durations and the sorted ratios of `body` to `reference`, run by run.
    func measurePaired<Input, Result, Reference>(setup: () -> Input, _ body: (Input) -> Result,
                                                 against reference: (Input) -> Reference)
        -> (body: [Double], reference: [Double], ratios: [Double]) {
        keepAlive(body(setup()))
        keepAlive(reference(setup()))
        var (bodies, references, ratios) = ([Double](), [Double](), [Double]())
        for run in 0..<iterations {
            var (first, second) = (0.0, 0.0)
            if run.isMultiple(of: 2) {
                let input = setup()
                first = secondsTaken { body(input) }
                let other = setup()
                second = secondsTaken { reference(other) }
            } else {
                let other = setup()
                second = secondsTaken { reference(other) }
                let input = setup()
                first = secondsTaken { body(input) }
            }
            bodies.append(first)
            references.append(second)
            ratios.append(first / second)
        }
        return (bodies.sorted(), references.sorted(), ratios.sorted())
    }
}

/// How long one run of `run` takes by the clock, in seconds; its result is kept alive (after the
/// clock is read) so the optimiser cannot remove the work.
func secondsTaken<Result>(by run: () -> Result) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = run()
    let end = DispatchTime.now().uptimeNanoseconds
    keepAlive(result)
    return Double(end - start) / 1e9
}

/// The CPU time this process has used, in seconds (every thread's, user and system).
func processorSeconds() -> Double {
    var time = timespec()
    guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time) == 0 else { return .nan }
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The median of sorted values.
func median(_ sorted: [Double]) -> Double {
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
}

/// The exponent e of `time ∝ size^e` between two measurements (1.0 is linear).
func growthExponent(from first: (size: Int, time: Double), to second: (size: Int, time: Double)) -> String {
    String(format: "%.2f", log(second.time / first.time) / log(Double(second.size) / Double(first.size)))
}

/// Formats seconds with a unit that keeps three significant figures readable.
func formatDuration(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-6: String(format: "%.1f ns", seconds * 1e9)
    case ..<1e-3: String(format: "%.2f µs", seconds * 1e6)
    case ..<1: String(format: "%.2f ms", seconds * 1e3)
    default: String(format: "%.3f s", seconds)
    }
}

/// Cells padded to column widths and joined by a space; the last cell is not padded.
func columns(_ cells: [String], widths: [Int]) -> String {
    cells.enumerated().map { index, cell in
        index < widths.count ? cell.padding(toLength: max(widths[index], cell.count), withPad: " ", startingAt: 0) : cell
    }.joined(separator: " ")
}

nonisolated(unsafe) private var sink: Any?

/// Keeps a value observable so that the optimiser cannot drop the computation that produced it.
@inline(never)
func keepAlive<T>(_ value: T) {
    sink = value
}
