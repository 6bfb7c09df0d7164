/// The exit statuses of `batchsim`.
public enum ExitCode: Int32, Sendable {
    /// Everything asked for succeeded.
    case success = 0
    /// The command ran and found a failure: an invalid batch, a failed expectation, a golden mismatch.
    case failure = 1
    /// The command line was malformed (`EX_USAGE`).
    case usage = 64
}
