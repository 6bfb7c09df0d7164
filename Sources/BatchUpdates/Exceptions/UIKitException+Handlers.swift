import Foundation

/// Where a raised exception goes: the task's handler when one is installed, else the process-wide
/// uncaught-exception handler (`NSSetUncaughtExceptionHandler`'s counterpart), whose default
/// stops the process with iOS's crash text. A raise is never silent.
extension UIKitException {
    /// Receives a raised exception. It runs on the raising thread, inside the UIKit-named call,
    /// which returns afterwards (with an empty value) having changed nothing.
    public typealias Handler = @Sendable (UIKitException) -> Void

    /// The handler of the current task, or `nil`: installed with ``withHandler(_:operation:)``
    /// (the testing library's trait, a `throwing` twin's closure). It takes precedence over
    /// ``uncaughtExceptionHandler``.
    @TaskLocal public static var handler: Handler?

    /// The process-wide handler for exceptions no task handler takes, as
    /// `NSSetUncaughtExceptionHandler` sets one; ``terminatingHandler`` until set. Reads and writes
    /// are serialized.
    public static var uncaughtExceptionHandler: Handler {
        get { UncaughtHandlerStorage.shared.handler }
        set { UncaughtHandlerStorage.shared.handler = newValue }
    }

    /// What an uncaught exception does on iOS: writes iOS's crash text (``description``: name,
    /// reason and call site) to standard error and stops the process abnormally (`abort()`).
    public static let terminatingHandler: Handler = { exception in
        terminate(writing: exception, to: FileHandle.standardError)
    }

    /// Writes an exception's crash text and a newline to `output`, then aborts.
    static func terminate(writing exception: UIKitException, to output: FileHandle) -> Never {
        output.write(Data((exception.description + "\n").utf8))
        abort()
    }

    /// Runs `operation` with `handler` receiving the exceptions that UIKit-named calls raise in it
    /// (on this task and the tasks it creates).
    ///
    /// ```swift
    /// UIKitException.withHandler({ print($0.reason) }) {
    ///     collectionView.deleteItems(at: [IndexPath(item: 9, section: 0)])   // prints UIKit's reason
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - handler: Receives each raised exception.
    ///   - operation: The code to run.
    /// - Returns: What `operation` returns.
    public static func withHandler<Result>(_ handler: @escaping Handler, operation: () throws -> Result) rethrows -> Result {
        try $handler.withValue(handler, operation: operation)
    }

    /// ``withHandler(_:operation:)`` for asynchronous code.
    ///
    /// - Parameters:
    ///   - handler: Receives each raised exception.
    ///   - operation: The code to run.
    /// - Returns: What `operation` returns.
    public static func withHandler<Result>(_ handler: @escaping Handler, operation: () async throws -> Result) async rethrows -> Result {
        try await $handler.withValue(handler, operation: operation)
    }

    /// Hands the exception to the task's handler, else to the uncaught-exception handler.
    package func raise() {
        (Self.handler ?? Self.uncaughtExceptionHandler)(self)
    }

    /// Runs `body`, the throwing twin of a UIKit-named call, and turns what it throws into a
    /// raise: the exception is recorded (unless an inner call already raised it) and handed on,
    /// and `fallback` is returned.
    ///
    /// The one place a UIKit-named wrapper's location becomes a ``CallSite``: every wrapper passes
    /// its defaulted `#fileID`, `#filePath`, `#line` and `#column` through, and the call site is
    /// built only when something is raised.
    ///
    /// - Parameters:
    ///   - fallback: The empty value the call returns after a raise.
    ///   - fileID: The caller's `#fileID`.
    ///   - filePath: The caller's `#filePath`.
    ///   - line: The caller's `#line`.
    ///   - column: The caller's `#column`.
    ///   - record: Keeps the exception on the view or data source that raised it.
    ///   - body: The twin.
    package static func raising<Result>(_ fallback: @autoclosure () -> Result, fileID: StaticString, filePath: StaticString,
                                        line: UInt, column: UInt, record: (UIKitException) -> Void = { _ in },
                                        _ body: () throws -> Result) -> Result {
        do {
            return try body()
        } catch {
            let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
            let exception = error as? UIKitException ?? UIKitException(raising: error, at: callSite)
            record(exception)
            exception.raise()
            return fallback()
        }
    }

    /// Runs `body`, a closure given to a throwing twin, with a handler that keeps the first
    /// exception raised in it, and throws that exception once `body` returns: the twin then fails
    /// as the UIKit call's exception would have unwound it.
    ///
    /// - Parameter body: The caller's closure.
    /// - Returns: What `body` returns when nothing was raised.
    /// - Throws: What `body` throws, else the first ``UIKitException`` raised in it.
    package static func throwingRaises<Result>(in body: () throws -> Result) throws -> Result {
        let first = FirstException()
        let result = try withHandler({ first.keep($0) }, operation: body)
        if let exception = first.exception { throw exception }
        return result
    }
}

/// The first exception raised in a twin's closure (lock-protected: a handler may run on any thread).
private final class FirstException: @unchecked Sendable {
    private let lock = NSLock()
    private var first: UIKitException?

    var exception: UIKitException? { lock.withLock { first } }

    func keep(_ exception: UIKitException) {
        lock.withLock { if first == nil { first = exception } }
    }
}

/// The process-wide uncaught-exception handler behind a lock.
private final class UncaughtHandlerStorage: @unchecked Sendable {
    static let shared = UncaughtHandlerStorage()
    private let lock = NSLock()
    private var current: UIKitException.Handler = UIKitException.terminatingHandler

    var handler: UIKitException.Handler {
        get { lock.withLock { current } }
        set { lock.withLock { current = newValue } }
    }
}
