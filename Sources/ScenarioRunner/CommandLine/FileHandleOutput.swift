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

    /// Records a failure met while producing the text: the writes after it are dropped and the
    /// file being written is not kept.
    func fail(_ reason: String) {
        if writeFailure == nil { writeFailure = reason }
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
