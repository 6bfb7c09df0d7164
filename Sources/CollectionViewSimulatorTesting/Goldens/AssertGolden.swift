import Foundation

/// Checks an animation against its golden timeline, recorded beside the test.
///
/// The golden files are `<TestFile>/<testName>.timeline.json` (compared, lossless: the timeline
/// document scenario goldens use too, one step per animation) and `.timeline.txt` (readable) in
/// the test file's folder; a `.timeline.json` recorded before the format had a version still reads. The first run records them and fails, so
/// that nothing passes unreviewed; later runs compare values within `tolerance` and fail with the
/// first difference (step, element, property, time, expected, actual) and the command that
/// re-records. Works in Swift Testing and XCTest tests.
///
/// ```swift
/// @Test func deleteFadesOut() throws {
///     let animation = collectionView.performBatchUpdates { … }
///     assertGolden(of: animation)
/// }
/// // ✘ The animation differs from its golden timeline: step 0, cell 0-2 (before), alpha at 0.25 s: expected 0, actual 0.5
/// ```
///
/// - Parameters:
///   - animation: The animation to check.
///   - named: A suffix for a second golden in the same test (`deleteFadesOut-scrolled`).
///   - record: The record mode for this call; `nil` takes `BATCHSIM_RECORD`, else ``GoldenRecordMode/missing``.
///   - tolerance: How far points, alpha, transform entries and seconds may differ.
public func assertGolden(
    of animation: UpdateAnimation, named: String? = nil, record: GoldenRecordMode? = nil, tolerance: Double = 0.001,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertGolden(of: [animation], named: named, record: record, tolerance: tolerance,
                 fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// Checks a sequence of animations (one per step: the changes a test made in order) against its
/// golden timeline; the first difference names its step. Files, record modes and messages are
/// those of the single-animation form.
///
/// - Parameters:
///   - steps: The animations, in the order the changes ran.
///   - named: A suffix for a second golden in the same test.
///   - record: The record mode for this call; `nil` takes `BATCHSIM_RECORD`, else ``GoldenRecordMode/missing``.
///   - tolerance: How far points, alpha, transform entries and seconds may differ.
public func assertGolden(
    of steps: [UpdateAnimation], named: String? = nil, record: GoldenRecordMode? = nil, tolerance: Double = 0.001,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let golden = GoldenTimeline(testFilePath: location.path, testName: function, named: named)
    let verdict = golden.verify(steps, mode: record, environment: ProcessInfo.processInfo.environment, tolerance: tolerance,
                                rerun: "swift test --filter \(GoldenTimeline.fileName(function))")
    if let failure = verdict.failure { TestFailureReporter.fail(failure, at: location) }
}
