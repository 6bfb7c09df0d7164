import Foundation

/// A new empty folder under the system's temporary folder (`$TMPDIR`), removed with everything in
/// it when the last reference to it goes: a test's files never outlive the test, whether it
/// passes, fails or throws. The one way the tests make a scratch folder.
///
/// A suite that needs a folder in every test keeps one in a stored property (Swift Testing makes a
/// new suite instance for each test, and drops it when the test ends):
///
/// ```swift
/// @Suite struct GoldenTests {
///     let folder = TemporaryFolder()
///     @Test func recordsMissing() throws { try record(into: folder.url) }
/// }
/// ```
///
/// A single test uses ``withTemporaryFolder(_:)``.
package final class TemporaryFolder: Sendable {
    /// The folder: `batchsim-tests-UUID` in the temporary folder.
    package let url: URL

    /// Creates the folder. When it cannot be created, the test that writes into it fails naming
    /// its path (a stored property of a suite cannot throw).
    package init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("batchsim-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Runs `body` with a new empty folder (``TemporaryFolder``) and removes the folder, with
/// everything `body` put in it, when `body` returns or throws.
///
/// ```swift
/// try withTemporaryFolder { folder in
///     try "{}".write(to: folder.appendingPathComponent("scenario.json"), atomically: true, encoding: .utf8)
/// }
/// ```
///
/// - Returns: What `body` returns.
/// - Throws: What `body` throws.
package func withTemporaryFolder<Result>(_ body: (URL) throws -> Result) rethrows -> Result {
    let folder = TemporaryFolder()
    return try withExtendedLifetime(folder) { try body(folder.url) }
}
