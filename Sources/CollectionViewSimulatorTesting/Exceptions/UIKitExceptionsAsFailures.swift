#if canImport(XCTest)
import XCTest

extension XCTestCase {
    /// Makes exceptions UIKit would raise fail this XCTest test, with UIKit's message and the call
    /// site, until it ends, instead of stopping the test process: XCTest's counterpart of the
    /// ``UIKitExceptionsAsIssuesTrait`` trait. Call it in `setUp()` or at the start of a test.
    ///
    /// It sets ``UIKitException/uncaughtExceptionHandler`` (process-wide, as XCTest runs one test
    /// at a time) and puts the previous handler back in a teardown block.
    ///
    /// ```swift
    /// override func setUp() {
    ///     super.setUp()
    ///     recordUIKitExceptionsAsFailures()
    /// }
    /// ```
    public func recordUIKitExceptionsAsFailures() {
        let previous = UIKitException.uncaughtExceptionHandler
        UIKitException.uncaughtExceptionHandler = { exception in
            TestFailureReporter.fail(exception.crashText, at: exception.callSite)
        }
        addTeardownBlock { UIKitException.uncaughtExceptionHandler = previous }
    }
}
#endif
