// swift-tools-version: 6.0
import PackageDescription

/// Library modules, innermost first. Each is exported as a library product of the same name and
/// has a test target named `<Module>Tests` whose folders mirror the module's.
let libraries: [(name: String, dependencies: [String])] = [
    ("BatchUpdates", []),
    ("Keyframes", []),
    ("CollectionViewSimulator", ["BatchUpdates", "Keyframes"]),
    ("UIKitCompatibility", ["BatchUpdates", "Keyframes", "CollectionViewSimulator"]),
    ("ScenarioRunner", ["BatchUpdates", "Keyframes", "CollectionViewSimulator"]),
]

var targets: [Target] = libraries.flatMap { library in
    [
        Target.target(
            name: library.name,
            dependencies: library.dependencies.map { .target(name: $0) }
        ),
        Target.testTarget(
            name: "\(library.name)Tests",
            dependencies: [.target(name: library.name)] + library.dependencies.map { .target(name: $0) }
        ),
    ]
}

targets += [
    .executableTarget(name: "batchsim", dependencies: ["ScenarioRunner"]),
    .executableTarget(
        name: "batchsim-bench", dependencies: ["BatchUpdates", "Keyframes", "CollectionViewSimulator", "ScenarioRunner"]),
]

// One import for users (`import BatchUpdateSimulator`) and one for their tests, which re-exports it
// and adds goldens, invariants and sampling helpers that work under Swift Testing and XCTest.
let umbrella = "BatchUpdateSimulator", testing = "CollectionViewSimulatorTesting"
targets += [
    .target(name: umbrella, dependencies: libraries.map { .target(name: $0.name) }),
    .target(name: testing, dependencies: [.target(name: umbrella)]),
    .testTarget(name: "\(testing)Tests", dependencies: [.target(name: testing)]),
]

// One place for compiler settings, applied to every target (as swift-custom-dump does).
for target in targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
    ]
}

let package = Package(
    name: "BatchUpdateSimulator",
    platforms: [.macOS(.v13)],
    products: libraries.map { .library(name: $0.name, targets: [$0.name]) }
        + [umbrella, testing].map { .library(name: $0, targets: [$0]) }
        + [.executable(name: "batchsim", targets: ["batchsim"])],
    targets: targets,
    swiftLanguageModes: [.v6]
)
