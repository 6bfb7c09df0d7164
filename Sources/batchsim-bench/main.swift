import Foundation

// batchsim-bench: the package's speed measurements. Run in release mode:
//   swift run -c release batchsim-bench            every suite
//   swift run -c release batchsim-bench resolve    the named suites
//   swift run -c release batchsim-bench --list     the suites and what they measure
let suites: [BenchmarkSuite] = [
    resolutionSuite,
    keyframesSuite,
    layoutSuite,
    diffSuite,
    engineSuite,
    scrollSuite,
    scenarioSuite,
    parseSuite,
    compositionalSuite,
    diffableSuite,
    diffableApplySuite,
    fuzzSuite,
]

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--list") || arguments.contains("--help") {
    print("Usage: batchsim-bench [--iterations N] [SUITE…]\n\nSuites:")
    for suite in suites { print("  \(suite.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(suite.summary)") }
    exit(0)
}
var iterations = 11
var names: [String] = []
var index = 0
while index < arguments.count {
    if arguments[index] == "--iterations", index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 {
        iterations = value
        index += 2
    } else {
        names.append(arguments[index])
        index += 1
    }
}
let unknown = names.filter { name in !suites.contains { $0.name == name } }
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("Error: unknown suite \(unknown.joined(separator: ", ")); see --list\n".utf8))
    exit(64)
}
#if DEBUG
print("warning: a debug build; measure with `swift run -c release batchsim-bench`")
#endif
let clock = BenchmarkClock(iterations: iterations)
for suite in suites where names.isEmpty || names.contains(suite.name) {
    print("== \(suite.name): \(suite.summary)")
    suite.run(clock)
    print()
}
