import Foundation
import TimelineOutput

/// A ``TextOutput`` onto an open file: standard output or error, or a file `--output` names.
///
/// A write that fails (a full device, a closed pipe) is recorded in ``writeFailure`` instead of
/// trapping, and the writes after it are dropped, so the command can report it and exit 1.
public final class FileHandleOutput: TextOutput {
    private let handle: FileHandle
    /// Why writing failed, once it has.
    public private(set) var writeFailure: String?

    /// An output onto `handle`, which stays open.
    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// Writes `text` unless an earlier write failed.
    public func write(_ text: String) {
        guard writeFailure == nil else { return }
        do {
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            writeFailure = (error as NSError).localizedDescription
        }
    }
}
