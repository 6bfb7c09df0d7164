import Foundation

/// Fails the calling test once per broken invariant (``AnimationInvariant``), naming the step,
/// element and time. Works in Swift Testing and XCTest tests.
///
/// ```swift
/// let animation = collectionView.performBatchUpdates { … }
/// expectInvariants(of: [animation], in: collectionView)
/// // ✘ alphaWithinRange: step 0, cell 0-0 at 0.1 s: expected alpha within 0…1, actual 1.08
/// ```
///
/// - Parameters:
///   - steps: The animations, in the order the changes ran.
///   - collectionView: The collection view after the last change, for the checks that need its
///     layout and data source.
@MainActor public func expectInvariants(
    of steps: [UpdateAnimation], in collectionView: CollectionView? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for violation in AnimationInvariants.violations(of: steps, in: collectionView) {
        TestFailureReporter.fail(violation.description, at: location)
    }
}

/// Fails the calling test when `actual` is not within `tolerance` of `expected`, naming the first
/// property that differs (`alpha: expected 0, actual 0.5`), or when `actual` is `nil`.
///
/// - Parameters:
///   - actual: Sampled values (``UpdateAnimation/sample(_:at:)``), or `nil`.
///   - expected: The values they should be.
///   - tolerance: How far points, alpha and transform entries may differ.
public func expectAttributes(
    _ actual: AnimatedAttributes?, approximatelyEqualTo expected: AnimatedAttributes, tolerance: Double = 0.001,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard let actual else { return TestFailureReporter.fail("expected \(expected), got no attributes", at: location) }
    if let (property, was, now) = AttributeComparison(tolerance: TimelineTolerance(absolute: tolerance)).first(expected, actual) {
        TestFailureReporter.fail("\(property): expected \(was), actual \(now) (within \(tolerance))", at: location)
    }
}
