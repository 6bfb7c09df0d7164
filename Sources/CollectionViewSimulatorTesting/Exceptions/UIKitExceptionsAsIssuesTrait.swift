#if canImport(Testing)
import Testing

/// A Swift Testing trait under which an exception UIKit would raise fails the test at the call
/// that raised it, with UIKit's message, and the test goes on.
///
/// Without it a raise goes to ``UIKitException/uncaughtExceptionHandler``, which stops the test
/// process as the app would crash on iOS. With it, the UIKit-named call changes nothing, returns
/// its empty value and the test records an issue such as
/// `*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete item 9 from section 0 which only contains 3 items before the update'`
/// at that call's line. Put it on a test or a suite (it applies to every test in the suite).
///
/// ```swift
/// @Test(.uikitExceptionsAsIssues) func groceryListApplies() {
///     screen.dataSource.apply(snapshot)   // an invalid snapshot fails the test here
/// }
/// ```
public struct UIKitExceptionsAsIssuesTrait: TestTrait, SuiteTrait, TestScoping {
    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs the test with ``UIKitException/handler`` recording each raise as an issue at its call site.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await UIKitException.withHandler({ exception in
            TestFailureReporter.fail(exception.crashText, at: exception.callSite)
        }, operation: function)
    }
}

extension Trait where Self == UIKitExceptionsAsIssuesTrait {
    /// Exceptions UIKit would raise become issues at their call sites instead of stopping the
    /// test process (see ``UIKitExceptionsAsIssuesTrait``).
    public static var uikitExceptionsAsIssues: Self { Self() }
}
#endif
