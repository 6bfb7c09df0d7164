import Foundation

/// Folders of the package the tests read: found from this file's path, so tests run from any
/// working directory.
enum PackageFolders {
    /// The package's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `Scenarios/`.
    static let scenarios = root.appendingPathComponent("Scenarios")
}
