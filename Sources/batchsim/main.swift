import Foundation
import ScenarioRunner

let status = BatchSimCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    stdout: FileHandleOutput(.standardOutput),
    stderr: FileHandleOutput(.standardError)
)
exit(status.rawValue)
