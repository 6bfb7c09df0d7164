// swift-tools-version: 6.0
import PackageDescription

// A package as a user writes one: a custom layout and its golden animation tests, depending on
// BatchUpdateSimulator by path. `.ci/run` builds and tests it.
let package = Package(
    name: "Example",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "BatchUpdateSimulator", path: "../..")],
    targets: [
        .target(name: "ExampleLayouts", dependencies: [.product(name: "BatchUpdateSimulator", package: "BatchUpdateSimulator")]),
        .testTarget(
            name: "ExampleLayoutsTests",
            dependencies: ["ExampleLayouts", .product(name: "CollectionViewSimulatorTesting", package: "BatchUpdateSimulator")],
            // The golden timelines live beside each test file in a folder named after it.
            exclude: ["SlideOutListLayoutTests", "SlideOutListLayoutXCTests"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
