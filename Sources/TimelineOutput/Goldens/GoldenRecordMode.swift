import CollectionViewSimulator
import Foundation

/// When a golden assertion writes its golden files instead of only comparing with them, as
/// swift-snapshot-testing's record modes do. Whatever the mode, a recording never passes: the
/// assertion fails so that the new files are reviewed before they are trusted.
///
/// Chosen per call (`record: .all`) or for a whole run with the environment variable
/// `BATCHSIM_RECORD` (`BATCHSIM_RECORD=failed swift test`); a call's mode wins. When the
/// environment variable `CI` is set nothing is ever recorded, so a CI run cannot bless its own
/// output.
public enum GoldenRecordMode: String, Sendable, Hashable, CaseIterable {
    /// Record golden files that do not exist yet, and fail (the default).
    case missing
    /// Record every golden file, and fail.
    case all
    /// Record golden files that are missing or differ, and fail.
    case failed
    /// Never record: a missing golden file is a failure.
    case never

    /// The environment variable that sets the mode for a run: `BATCHSIM_RECORD=all`.
    public static let environmentVariable = "BATCHSIM_RECORD"

    /// The mode that applies: `explicit` if given, else the environment variable's, else
    /// ``missing``; always ``never`` when `CI` is set in `environment`.
    ///
    /// - Throws: ``GoldenSetupError/unknownRecordMode(_:)`` when the variable names no mode.
    static func resolve(_ explicit: GoldenRecordMode?, environment: [String: String]) throws -> (mode: GoldenRecordMode, onCI: Bool) {
        let onCI = environment["CI"] != nil
        var mode = explicit ?? .missing
        if explicit == nil, let value = environment[environmentVariable], !value.isEmpty {
            guard let named = GoldenRecordMode(rawValue: value.lowercased()) else {
                throw GoldenSetupError.unknownRecordMode(value)
            }
            mode = named
        }
        return (onCI ? .never : mode, onCI)
    }
}

/// A golden assertion that cannot run: the message names what is wrong.
enum GoldenSetupError: Error, CustomStringConvertible {
    case unknownRecordMode(String)
    case unreadable(path: String, reason: String)
    case unwritable(path: String, reason: String)

    var description: String {
        switch self {
        case .unknownRecordMode(let value):
            "\(GoldenRecordMode.environmentVariable)=\(value) names no record mode; use "
                + GoldenRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        case .unreadable(let path, let reason): "cannot read the golden file \(path): \(reason)"
        case .unwritable(let path, let reason): "cannot write the golden file \(path): \(reason)"
        }
    }
}
