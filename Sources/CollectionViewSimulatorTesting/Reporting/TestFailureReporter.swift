#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where a helper was called from: every public helper of this module takes the caller's
/// `#fileID`, `#filePath`, `#line` and `#column` as defaulted arguments, so that a failure points
/// at the test's line and goldens are stored beside the test's file.
struct TestSourceLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    /// The calling file's path as text.
    var path: String { "\(filePath)" }
}

/// Reports a failure to the test that called a helper, in whichever framework runs it: inside a
/// Swift Testing test (`Test.current` is set) as `Issue.record`, otherwise as `XCTFail`, which is
/// what an XCTest test case sees. Both work on Linux and macOS with the toolchain's frameworks.
enum TestFailureReporter {
    static func fail(_ message: String, at location: TestSourceLocation) {
        #if canImport(Testing)
        if Test.current != nil {
            let source = SourceLocation(fileID: "\(location.fileID)", filePath: location.path,
                                        line: Int(location.line), column: Int(location.column))
            Issue.record(Comment(rawValue: message), sourceLocation: source)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #else
        print("\(location.path):\(location.line): error: \(message)")
        #endif
    }

    /// Reports a failure at a raised exception's call site. XCTest takes only a static file name,
    /// so there the call site is named in the message.
    static func fail(_ message: String, at callSite: UIKitException.CallSite) {
        #if canImport(Testing)
        if Test.current != nil {
            let source = SourceLocation(fileID: callSite.fileID, filePath: callSite.filePath,
                                        line: callSite.line, column: callSite.column)
            Issue.record(Comment(rawValue: message), sourceLocation: source)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail("\(message) (raised at \(callSite))")
        #else
        print("\(callSite.filePath):\(callSite.line): error: \(message)")
        #endif
    }
}
