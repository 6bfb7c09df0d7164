import Foundation
import TimelineOutput

/// Where a command's result goes: standard output, or the file `--output` names, streamed as the
/// renderer writes it; and the one way the tool writes a file (golden files too).
///
/// Nothing a user has is lost:
/// - The path's symbolic links are followed to the file they name. A regular file there (or a
///   path that does not exist yet) is replaced whole: the text goes to a temporary file beside it,
///   which is renamed over it once complete, so a failed or interrupted run leaves the old file
///   as it was; the links keep pointing where they did. The new file gets the old one's
///   permissions (a 0600 file stays 0600). A file with other hard links is replaced under this
///   name only: its other names keep the old text, as with any editor that saves by renaming.
/// - A FIFO or a device at the path is written into (a FIFO's reader gets the text).
/// - A file that is one of the command's inputs (the scenario being read), under any name, is
///   refused.
/// - The temporary file is removed if writing fails, and on SIGINT or SIGTERM
///   (``TemporaryFiles``).
enum CommandOutput {
    /// Streams what `body` writes to `path`, or to `stdout` when `path` is `nil`.
    ///
    /// - Parameters:
    ///   - path: The file, or `nil` for standard output.
    ///   - inputs: Files the command reads, which it must not write over.
    ///   - stdout: Standard output.
    ///   - body: Writes the text.
    /// - Returns: `nil`, or what went wrong writing the file (nothing was changed then).
    static func write(to path: String?, inputs: [URL] = [], stdout: any TextOutput, _ body: (any TextOutput) -> Void) -> String? {
        writeUnlessRefused(to: path, inputs: inputs, stdout: stdout) { body($0); return nil }
    }

    /// Streams what `body` writes to `path` as ``write(to:inputs:stdout:_:)`` does; when `body`
    /// returns a problem (an output over its budget) a file is left as it was.
    ///
    /// - Returns: `nil`, or what went wrong: `body`'s problem, or writing the file's.
    static func writeUnlessRefused(to path: String?, inputs: [URL] = [], stdout: any TextOutput, _ body: (any TextOutput) -> String?) -> String? {
        guard let path else { return body(stdout) }
        guard let target = resolvingLinks(path) else { return "cannot write '\(path)': too many levels of symbolic links" }
        var info = stat()
        let exists = stat(target, &info) == 0
        if exists, inputs.contains(where: { isSameFile($0.path, info) }) {
            return "will not write over '\(path)': it is the scenario being read"
        }
        if exists, info.st_mode & S_IFMT == S_IFDIR { return "cannot write '\(path)': it is a folder" }
        if exists, info.st_mode & S_IFMT != S_IFREG { return writeThrough(to: path, body) }
        return replace(target, named: path, mode: exists ? info.st_mode & 0o7777 : nil, body)
    }

    /// Replaces the file at `path` with `text` as ``write(to:inputs:stdout:_:)`` does.
    ///
    /// - Throws: A `CocoaError` whose description says what went wrong; the file is unchanged.
    static func replaceFile(at url: URL, with text: String) throws {
        if let problem = write(to: url.path, stdout: DiscardedOutput(), { $0.write(text) }) {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: problem, NSFilePathErrorKey: url.path])
        }
    }

    /// The path with its symbolic links followed (relative ones from the link's folder) to what
    /// they name, which may not exist yet; `nil` after 40 links, as the kernel's limit.
    static func resolvingLinks(_ path: String) -> String? {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        return nil
    }

    /// Whether `path` is the file `info` describes (same device and inode).
    private static func isSameFile(_ path: String, _ info: stat) -> Bool {
        var other = stat()
        return stat(path, &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino
    }

    /// Writes into what is at `path` as it is: a FIFO, a device.
    private static func writeThrough(to path: String, _ body: (any TextOutput) -> String?) -> String? {
        guard let handle = FileHandle(forWritingAtPath: path) else { return "cannot open '\(path)' for writing: \(whyNotWritable(path))" }
        defer { try? handle.close() }
        let output = FileHandleOutput(handle)
        let refused = body(output)
        return refused ?? output.writeFailure.map { "cannot write '\(path)': \($0)" }
    }

    /// Writes a temporary file beside `target` and renames it over `target` once it is complete.
    private static func replace(_ target: String, named path: String, mode: mode_t?, _ body: (any TextOutput) -> String?) -> String? {
        let url = URL(fileURLWithPath: target)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else { return "cannot write '\(path)': \(whyNotWritable(target))" }
        let slot = TemporaryFiles.shared.register(temporary)
        defer { slot.map(TemporaryFiles.shared.unregister) }
        if let mode { fchmod(descriptor, mode) }   // the umask narrowed what open gave it
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        let output = FileHandleOutput(handle)
        let refused = body(output)
        let closed = close(descriptor) == 0
        if let refused {
            unlink(temporary)
            return refused
        }
        if let failure = output.writeFailure ?? (closed ? nil : String(cString: strerror(errno))) {
            unlink(temporary)
            return "cannot write '\(path)': \(failure)"
        }
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            return "cannot write '\(path)': \(whyNotWritable(target))"
        }
        return nil
    }

    /// Why a file cannot be written at `path`: its folder is missing or is a file, the path is a
    /// folder, or the folder or file refuses writing.
    static func whyNotWritable(_ path: String) -> String {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { return "it is a folder" }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard manager.fileExists(atPath: folder, isDirectory: &isFolder) else { return "no such folder '\(folder)'" }
        guard isFolder.boolValue else { return "'\(folder)' is a file, not a folder" }
        if manager.fileExists(atPath: path), !manager.isWritableFile(atPath: path) { return "the file is not writable" }
        return manager.isWritableFile(atPath: folder) ? "the system refused the write" : "the folder '\(folder)' is not writable"
    }
}

/// Output that goes nowhere: the standard output of a write that always names a file.
private final class DiscardedOutput: TextOutput {
    func write(_ text: String) {}
    var writeFailure: String? { nil }
}
