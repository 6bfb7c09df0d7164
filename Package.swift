// swift-tools-version: 6.0
import PackageDescription

/// Library modules, innermost first. Each is exported as a library product of the same name and
/// has a test target named `<Module>Tests` whose folders mirror the module's.
let libraries: [(name: String, dependencies: [String])] = [
    ("BatchUpdates", []),
    ("Keyframes", []),
    ("CollectionViewSimulator", ["BatchUpdates", "Keyframes"]),
    ("UIKitCompatibility", ["BatchUpdates", "Keyframes", "CollectionViewSimulator"]),
    ("TimelineOutput", ["BatchUpdates", "Keyframes", "CollectionViewSimulator"]),
    ("ScenarioRunner", ["BatchUpdates", "Keyframes", "CollectionViewSimulator", "TimelineOutput"]),
]

var targets: [Target] = libraries.flatMap { library in
    [
        Target.target(
            name: library.name,
            dependencies: library.dependencies.map { .target(name: $0) }
        ),
        Target.testTarget(
            name: "\(library.name)Tests",
            dependencies: [.target(name: library.name)] + library.dependencies.map { .target(name: $0) } + ["TestSupport"]
        ),
    ]
}

// What several test targets share (seeded generators, test layouts), as swift-collections'
// `_CollectionsTestSupport` does, instead of a copy in each.
targets.append(.target(name: "TestSupport", dependencies: ["CollectionViewSimulator"], path: "Tests/TestSupport"))

targets += [
    .executableTarget(name: "batchsim", dependencies: ["ScenarioRunner"]),
    .executableTarget(
        name: "batchsim-bench", dependencies: ["BatchUpdates", "Keyframes", "CollectionViewSimulator", "TimelineOutput", "ScenarioRunner"]),
]

// Linux has neither CoreGraphics nor QuartzCore: shim modules of those names hold Core Graphics'
// `CGAffineTransform` and Core Animation's `CATransform3D` with Apple's Swift API (distinct types,
// so code that type-checks here type-checks on a Mac), and UIKitCompatibility re-exports them as
// UIKit does, so a ported file's `import CoreGraphics` or `import QuartzCore` compiles. Apple
// platforms use their own modules. The simulator itself uses neither: its transforms are Keyframes'.
#if !canImport(Darwin)
// The empty `_Testing_CoreGraphics` stands in for the cross-import overlay that Swift Testing looks
// for in every file importing both it and CoreGraphics (see its source); CoreGraphics depends on it
// so it is built wherever CoreGraphics is.
targets += [
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "CoreGraphics", dependencies: ["Keyframes", "_Testing_CoreGraphics"]),
    .target(name: "QuartzCore", dependencies: ["CoreGraphics", "Keyframes"]),
]
for target in targets where target.name == "UIKitCompatibility" {
    target.dependencies += [.target(name: "CoreGraphics"), .target(name: "QuartzCore")]
}
#endif

// The corpus of layouts written as for UIKit, with only `import UIKitCompatibility`, driven through
// updates, transitions, scrolls and rotations; compiled twice, in Swift 6 and (through symbolic
// links to the same folders) in Swift 5 language mode, as real layout files are both (issue #13).
let corpusTargets = ["PortedLayoutCorpusTests", "PortedLayoutCorpusSwift5Tests"]
for name in corpusTargets {
    targets.append(.testTarget(
        name: name,
        // The testing library for its `.uikitExceptionsAsIssues` trait, which the corpus's diffable
        // screen test runs under (the ported files themselves import only UIKitCompatibility).
        dependencies: ["UIKitCompatibility", "CollectionViewSimulator", "BatchUpdates", "Keyframes", "CollectionViewSimulatorTesting", "TestSupport"],
        swiftSettings: name.hasSuffix("Swift5Tests") ? [.swiftLanguageMode(.v5)] : []
    ))
}

// One import for users (`import BatchUpdateSimulator`: every library but the command line's) and one
// for their tests, which re-exports it and adds goldens, invariants and sampling helpers that work
// under Swift Testing and XCTest.
let umbrella = "BatchUpdateSimulator", testing = "CollectionViewSimulatorTesting"
targets += [
    .target(name: umbrella, dependencies: libraries.filter { $0.name != "ScenarioRunner" }.map { .target(name: $0.name) }),
    .target(name: testing, dependencies: [.target(name: umbrella)]),
    .testTarget(name: "\(testing)Tests", dependencies: [.target(name: testing), "TestSupport"]),
    // A user's test file importing the package beside Foundation, Swift Testing and XCTest: it
    // compiles only while no public name of ours collides with theirs.
    .testTarget(name: "UmbrellaImportTests", dependencies: [.target(name: testing)]),
]

// The engine's internal consistency checks (`UpdateEngine.checkInvariants()` after every change),
// for the package's own tests: compiled in only when `BATCHSIM_INTERNAL_CHECKS=1` is set for the
// build, as CI does; otherwise the calls compile to nothing.
let internalChecks: [SwiftSetting] = Context.environment["BATCHSIM_INTERNAL_CHECKS"] == "1"
    ? [.define("BATCHSIM_INTERNAL_CHECKS")] : []

// One place for compiler settings, applied to every target (as swift-custom-dump does).
// The corpus keeps the compiler's defaults: ported code is compiled as its authors compile it.
for target in targets where !corpusTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        // A member declared in an extension is visible only where its module is imported, as it
        // will be by default in a future language mode: a module cannot lean on another one's
        // imports (issue #27: IndexPath's `item` came through AppKit on macOS).
        .enableUpcomingFeature("MemberImportVisibility"),
    ] + internalChecks
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
