import Foundation

/// An exception UIKit raises where a UIKit-named method of the simulator was called with input
/// UIKit rejects: its name (`NSInternalInconsistencyException` …), UIKit's reason text, the
/// simulator's typed error behind it, and where the call was made.
///
/// UIKit's update methods do not throw: an invalid `performBatchUpdates`, `apply` or snapshot
/// change raises an Objective-C exception and the app stops. The simulator's methods of those
/// names keep UIKit's non-throwing signatures; where UIKit would raise they leave everything as it
/// was, record the exception (`raisedExceptions` on a view or diffable data source) and
/// hand it to ``UIKitException/handler`` when one is installed for the task (the testing library's
/// trait, a twin of the `throwing` proxy), else to the process-wide
/// ``UIKitException/uncaughtExceptionHandler``, which by default prints iOS's crash text and stops
/// the process, as the app would stop on iOS. Code that wants to catch uses the `throwing` twins
/// (`try view.throwing.performBatchUpdates { … }`), which throw the typed error instead.
///
/// ```swift
/// var snapshot = DiffableDataSourceSnapshot<String, String>()
/// let exception = try #require(expectUIKitException { snapshot.appendItems(["fig"]) })   // testing library
/// exception.name.rawValue   // "NSInternalInconsistencyException"
/// exception.error as? DiffableSnapshotError   // .noSections
/// ```
public struct UIKitException: Error, Sendable, Equatable, CustomStringConvertible {
    /// The exception's name, as `NSExceptionName` spells it.
    public let name: Name
    /// UIKit's reason text (the message of ``error``).
    public let reason: String
    /// The simulator's typed error: what a `throwing` twin throws for the same call, for matching
    /// (`exception.error as? BatchUpdateError`).
    public let error: any Error & Sendable
    /// Where the UIKit-named method was called.
    public let callSite: CallSite

    /// An exception with every field given.
    ///
    /// - Parameters:
    ///   - name: The exception's name.
    ///   - reason: UIKit's reason text.
    ///   - error: The typed error behind it.
    ///   - callSite: Where the raising method was called.
    public init(name: Name, reason: String, error: any Error & Sendable, callSite: CallSite) {
        self.name = name
        self.reason = reason
        self.error = error
        self.callSite = callSite
    }

    /// The exception UIKit raises for one of the simulator's errors: its name as UIKit chooses it
    /// for that error (``UIKitExceptionRepresentable/exceptionName``, else
    /// `NSInternalInconsistencyException`, the name of UIKit's assertions) and the error's text.
    ///
    /// - Parameters:
    ///   - error: The typed error a `throwing` twin throws.
    ///   - callSite: Where the raising method was called.
    public init(raising error: any Error & Sendable, at callSite: CallSite) {
        let name = (error as? any UIKitExceptionRepresentable)?.exceptionName ?? .internalInconsistencyException
        self.init(name: name, reason: String(describing: error), error: error, callSite: callSite)
    }

    /// iOS's text for the exception when nothing catches it:
    /// `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`.
    public var crashText: String {
        "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
    }

    /// ``crashText`` followed by the call site on a second line.
    public var description: String {
        crashText + "\n*** raised by the call at \(callSite)"
    }

    /// Equal when name, reason, call site and the typed error (compared as its own type when it
    /// is `Equatable`, else by type and text) are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.reason == rhs.reason && lhs.callSite == rhs.callSite
            && Self.errorsEqual(lhs.error, rhs.error)
    }

    private static func errorsEqual(_ lhs: any Error, _ rhs: any Error) -> Bool {
        if let lhs = (lhs as Any) as? any Equatable { return lhs.isEqual(to: rhs) }
        return type(of: lhs) == type(of: rhs) && String(reflecting: lhs) == String(reflecting: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}

extension UIKitException {
    /// An exception's name (`NSExceptionName`), with the ones UIKit's methods raise.
    public struct Name: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The name as Foundation spells it.
        public let rawValue: String

        /// A name.
        /// - Parameter rawValue: The name as Foundation spells it.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// `NSInternalInconsistencyException`: UIKit's assertions (an invalid batch, a snapshot
        /// change naming an identifier it does not hold, a view updated around its diffable data source).
        public static let internalInconsistencyException = Name(rawValue: "NSInternalInconsistencyException")
        /// `NSInvalidArgumentException`: an argument UIKit rejects outright (an index path naming
        /// no item given to selection).
        public static let invalidArgumentException = Name(rawValue: "NSInvalidArgumentException")
        /// `NSGenericException`: what Auto Layout raises for a constraint it cannot install (items in
        /// different view hierarchies).
        public static let genericException = Name(rawValue: "NSGenericException")

        /// The name.
        public var description: String { rawValue }
    }

    /// Where a raising method was called: the caller's `#fileID`, `#filePath`, `#line` and `#column`.
    public struct CallSite: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The module and file name (`#fileID`).
        public let fileID: String
        /// The file's full path (`#filePath`).
        public let filePath: String
        /// The line.
        public let line: Int
        /// The column.
        public let column: Int

        /// A call site from the caller's defaulted location arguments.
        ///
        /// - Parameters:
        ///   - fileID: `#fileID`.
        ///   - filePath: `#filePath`.
        ///   - line: `#line`.
        ///   - column: `#column`.
        public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
            self.init(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
        }

        /// A call site from plain values.
        ///
        /// - Parameters:
        ///   - fileID: The module and file name.
        ///   - filePath: The file's full path.
        ///   - line: The line.
        ///   - column: The column.
        public init(fileID: String, filePath: String, line: Int, column: Int) {
            self.fileID = fileID
            self.filePath = filePath
            self.line = line
            self.column = column
        }

        /// `fileID:line:column`.
        public var description: String { "\(fileID):\(line):\(column)" }
    }
}

/// An error that UIKit raises under another name than `NSInternalInconsistencyException`.
public protocol UIKitExceptionRepresentable: Error {
    /// The name UIKit raises the exception under.
    var exceptionName: UIKitException.Name { get }
}
