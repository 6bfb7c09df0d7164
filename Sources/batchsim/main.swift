import Foundation
import ScenarioRunner

/// Standard output or standard error as a ``TextOutput``.
final class StandardStream: TextOutput {
    private let handle: FileHandle

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func write(_ text: String) {
        handle.write(Data(text.utf8))
    }
}

let status = BatchSimCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    stdout: StandardStream(.standardOutput),
    stderr: StandardStream(.standardError)
)
exit(status.rawValue)
