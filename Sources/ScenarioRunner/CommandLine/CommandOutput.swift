import Foundation
import TimelineOutput

/// Where a command's result goes: standard output, or the file `--output` names, streamed as the
/// renderer writes it.
///
/// A regular file (or a path that does not exist yet) is written to a temporary file beside it
/// that replaces it once complete, so a failed run never leaves half a file. Anything else at the
/// path — a symbolic link, a FIFO, a device — is written through, never replaced: the link keeps
/// pointing where it did (its target is overwritten), a FIFO's reader gets the text.
enum CommandOutput {
    /// Streams what `body` writes to `path`, or to `stdout` when `path` is `nil`.
    ///
    /// - Returns: `nil`, or what went wrong writing the file.
    static func write(to path: String?, stdout: any TextOutput, _ body: (any TextOutput) -> Void) -> String? {
        guard let path else {
            body(stdout)
            return nil
        }
        let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
        if let type, type != .typeRegular { return writeThrough(to: path, body) }
        return replace(path, body)
    }

    /// Writes into what is at `path` as it is: a link's target, a FIFO, a device.
    private static func writeThrough(to path: String, _ body: (any TextOutput) -> Void) -> String? {
        guard let handle = FileHandle(forWritingAtPath: path) else { return "cannot open '\(path)' for writing: \(whyNotWritable(path))" }
        defer { try? handle.close() }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if (try? FileManager.default.attributesOfItem(atPath: target)[.type] as? FileAttributeType) == .typeRegular {
            do { try handle.truncate(atOffset: 0) } catch { return "cannot write '\(path)': \(error.localizedDescription)" }
        }
        let output = FileHandleOutput(handle)
        body(output)
        return output.writeFailure.map { "cannot write '\(path)': \($0)" }
    }

    /// Writes a temporary file beside `path` and renames it over `path` once it is complete.
    private static func replace(_ path: String, _ body: (any TextOutput) -> Void) -> String? {
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary) else { return "cannot write '\(path)': \(whyNotWritable(path))" }
        let output = FileHandleOutput(handle)
        body(output)
        try? handle.close()
        if let failure = output.writeFailure {
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot write '\(path)': \(failure)"
        }
        guard rename(temporary, path) == 0 else {
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot write '\(path)': \(whyNotWritable(path))"
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
