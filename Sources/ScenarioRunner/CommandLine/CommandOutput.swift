import Foundation

/// Where a command's result goes: standard output, or the file `--output` names.
enum CommandOutput {
    /// Writes `text` to `path`, or to `stdout` when `path` is `nil`.
    ///
    /// - Returns: `nil`, or what went wrong writing the file.
    static func write(_ text: String, to path: String?, stdout: any TextOutput) -> String? {
        guard let path else {
            stdout.write(text)
            return nil
        }
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            return "cannot write '\(path)'"
        }
    }
}
