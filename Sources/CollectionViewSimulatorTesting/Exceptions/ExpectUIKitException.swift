import Foundation

/// Runs `body` and expects a UIKit-named call in it to raise: fails the calling test when nothing
/// raises, or when the first exception's name or reason is not the one given, and returns the
/// first exception (or `nil`). Raises in `body` go nowhere else: they do not stop the process.
/// Works in Swift Testing and XCTest tests.
///
/// ```swift
/// let exception = expectUIKitException(named: .internalInconsistencyException) {
///     view.deleteItems(at: [IndexPath(item: 9, section: 0)])
/// }
/// exception?.error as? BatchUpdateError   // the typed error, for matching
/// ```
///
/// - Parameters:
///   - name: The exception's expected name, or `nil` for any.
///   - reason: Text the reason must contain, or `nil` for any.
///   - fileID: The caller's `#fileID` (defaulted).
///   - filePath: The caller's `#filePath` (defaulted).
///   - line: The caller's `#line` (defaulted).
///   - column: The caller's `#column` (defaulted).
///   - body: The code that should raise.
/// - Returns: The first exception raised in `body`; `nil` when none was.
/// - Throws: What `body` throws.
@discardableResult
public func expectUIKitException<Result>(
    named name: UIKitException.Name? = nil, reasonContaining reason: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    _ body: () throws -> Result
) rethrows -> UIKitException? {
    let location = TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let raised = RaisedExceptions()
    _ = try UIKitException.withHandler({ raised.append($0) }, operation: body)
    guard let first = raised.first else {
        TestFailureReporter.fail("expected UIKit to raise an exception, but nothing was raised", at: location)
        return nil
    }
    if let name, first.name != name {
        TestFailureReporter.fail("expected UIKit to raise \(name), but it raised \(first.name): \(first.reason)", at: location)
    }
    if let reason, !first.reason.contains(reason) {
        TestFailureReporter.fail("expected the reason to contain \"\(reason)\", but it is \"\(first.reason)\"", at: location)
    }
    return first
}

/// The exceptions raised in an ``expectUIKitException(named:reasonContaining:fileID:filePath:line:column:_:)``
/// body (lock-protected: a handler may run on any thread).
private final class RaisedExceptions: @unchecked Sendable {
    private let lock = NSLock()
    private var exceptions: [UIKitException] = []

    var first: UIKitException? { lock.withLock { exceptions.first } }

    func append(_ exception: UIKitException) { lock.withLock { exceptions.append(exception) } }
}
