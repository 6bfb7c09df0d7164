// swift-tools-version: 6.0
import PackageDescription

// Coverage-guided fuzzing of the scenario decoder and runner with libFuzzer. A package of its own,
// so that `swift build` and `.ci/run` at the root never build it; `run-fuzzer.sh` builds it with
// `-sanitize=fuzzer` on every module, which instruments the root package's code too.
let package = Package(
    name: "BatchSimFuzz",
    dependencies: [.package(name: "BatchUpdateSimulator", path: "../..")],
    targets: [
        .executableTarget(
            name: "ScenarioFuzzer",
            dependencies: [.product(name: "ScenarioRunner", package: "BatchUpdateSimulator")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
