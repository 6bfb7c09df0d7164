import Foundation
import ScenarioRunner

/// With `SCENARIO_FUZZER_DECODE_ONLY` set, inputs are only decoded, not run: the decoder alone,
/// twenty or more times as many inputs per second (running a decoded scenario dominates).
let decodeOnly = ProcessInfo.processInfo.environment["SCENARIO_FUZZER_DECODE_ONLY"] != nil

/// libFuzzer's entry point: one input, decoded as a scenario and, when it decodes, run.
///
/// An input whose first byte is 0xFF is not JSON but choices for ``ScenarioGrammar``, which writes
/// a well-formed scenario with numbers at the edges of the documented ranges; every other input is
/// taken as scenario text (the corpus starts from `Scenarios/`). Any error the decoder or a step
/// reports is a valid outcome; a trap, a hang (libFuzzer's `-timeout`) or a sanitizer report is a
/// finding. With `SCENARIO_FUZZER_PRINT` set, each input's scenario text is printed (to turn a
/// finding into a test).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var grammar = ScenarioGrammar(choices: Array(bytes.dropFirst()))
    let text = bytes.first == 0xFF ? grammar.scenario() : String(decoding: bytes, as: UTF8.self)
    if ProcessInfo.processInfo.environment["SCENARIO_FUZZER_PRINT"] != nil { print(text) }
    guard var scenario = try? Scenario(decoding: text, file: "fuzz.json"), !decodeOnly else { return 0 }
    // Within the default budget a long animated scroll takes seconds in a debug, instrumented
    // build; a smaller one keeps each input well under libFuzzer's timeout.
    scenario.maxScrollSamples = min(scenario.maxScrollSamples, 20_000)
    // libFuzzer calls this entry point on the thread that started its driver, the main thread
    // (`fuzzerMain`), so the run is on the main actor.
    let run = MainActor.assumeIsolated { ScenarioRun(scenario, file: "fuzz.json") }
    for step in run.steps {
        for stage in step.stages {
            for track in stage.tracks {
                let middle = track.value(at: stage.duration / 2)
                if !middle.frame.minX.isFinite || !middle.alpha.isFinite {
                    fatalError("step \(step.index): \(track.element) shows a non-finite value mid-animation: \(middle)")
                }
            }
        }
    }
    return 0
}

/// libFuzzer's driver, for a program that has its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// SwiftPM links an executable's entry point as `<module>_main` and points `main` at it, which
/// hides libFuzzer's own `main`; this one hands the command line to libFuzzer's driver instead.
@_cdecl("ScenarioFuzzer_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments) { data, size in fuzzOneInput(data, size) }
}
