import Foundation
import ScenarioRunner

/// The fuzzer's speed: random engine steps per second, each with every property
/// checked, on a flow layout whose one section starts with 200 items. The aim is 10,000 steps per
/// second of CPU time (the process's, which other tenants of a shared machine move less than the
/// wall clock); the wall-clock figure is printed beside it.
/// Then the peak memory of one case of 1,000, 8,000 and 32,000 steps: flat when the fuzzer keeps
/// no more of a long-lived view's records than one step needs.
let fuzzSuite = BenchmarkSuite(
    name: "fuzz",
    summary: "random engine steps per second, properties checked, 200-item flow layout (aim ≥ 10,000/s)"
) { clock in
    let steps = 2_000
    guard var fuzzer = LayoutFuzzer(sampleLayout: "flow") else { return }
    fuzzer.initialItemCounts = [200]
    var findings = 0
    var seed: UInt64 = 0
    var processorTimes: [Double] = []
    let times = clock.measure {
        seed += 1
        let start = processorSeconds()
        if fuzzer.run(seed: seed, steps: steps) != nil { findings += 1 }
        processorTimes.append(processorSeconds() - start)
        return findings
    }
    // The first run is the clock's warm-up, which `times` leaves out.
    let processorTime = median(processorTimes.dropFirst().sorted())
    print(columns(["steps per run", "run (median)", "steps/s", "CPU (median)", "steps/CPU s", "findings"], widths: [14, 14, 10, 14, 12]))
    print(columns([String(steps), formatDuration(median(times)), String(format: "%.0f", Double(steps) / median(times)),
                   formatDuration(processorTime), String(format: "%.0f", Double(steps) / processorTime), String(findings)],
                  widths: [14, 14, 10, 14, 12]))
    print(columns(["steps in one case", "peak memory", "finding"], widths: [18, 12]))
    for steps in [1_000, 8_000, 32_000] {
        var finding: FuzzFinding?
        let peak = PeakMemory.measure {
            finding = fuzzer.run(seed: 1, steps: steps)
            return finding
        }
        print(columns([String(steps), PeakMemory.format(peak), finding.map { "step \($0.violation.step)" } ?? "none"], widths: [18, 12]))
    }
}
