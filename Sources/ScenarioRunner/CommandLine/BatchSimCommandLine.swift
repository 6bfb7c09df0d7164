import Foundation
import TimelineOutput

/// The `batchsim` command-line tool as a library: arguments in, text and an exit code out.
///
/// The executable only forwards `CommandLine.arguments` and the standard streams here, so every
/// command is tested by calling ``run(arguments:stdout:stderr:)``.
@MainActor public enum BatchSimCommandLine {
    static let usage = """
        Usage: batchsim <command> [options]

        Without a command, runs every scenario in Scenarios/ (here or in a parent folder, or the
        folder --scenarios DIR names), checks each against its expectations and golden timelines,
        and prints a summary; exits 1 if any fails.

        Commands:
          run         Run one scenario and print its timeline (a table, JSON or CSV).
          check       Check scenarios against their expectations and golden timelines.
          record      Run scenarios and rewrite their golden timelines.
          render      Draw or export a scenario's animation: an HTML player (NAME.html), an SVG
                      filmstrip, Web Animations, CAKeyframeAnimation or Lottie JSON.
          validate    Validate a batch update against item counts, as UIKit does.
          diff        Compute the batch update between two snapshots of identifiers.
          fuzz        Run seeded random steps on the sample layouts and shrink what fails.

        Run `batchsim <command> --help` for a command's options.
        """

    /// Runs `batchsim` with the arguments that follow the executable's name; no command runs
    /// every scenario and prints the summary.
    ///
    /// - Parameters:
    ///   - arguments: The command-line arguments, without the executable's name.
    ///   - stdout: Where results go.
    ///   - stderr: Where errors and usage go.
    /// - Returns: The exit status: 0 success, 1 failure (also when standard output cannot be
    ///   written, for example on a full disk), 64 usage error.
    public static func run(arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        run(arguments: arguments, environment: ProcessInfo.processInfo.environment, stdout: stdout, stderr: stderr)
    }

    /// Runs `batchsim` as ``run(arguments:stdout:stderr:)`` does, reading the environment
    /// variables the commands read (`BATCHSIM_ARTIFACTS`, where `check` writes the golden
    /// comparison page) from `environment` instead of the process's: tests choose where pages go.
    package static func run(arguments: [String], environment: [String: String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        let status = command(arguments, environment: environment, stdout: stdout, stderr: stderr)
        guard let failure = stdout.writeFailure else { return status }
        stderr.line("Error: cannot write to standard output: \(failure)")
        return .failure
    }

    @MainActor private static func command(_ arguments: [String], environment: [String: String], stdout: any TextOutput,
                                           stderr: any TextOutput) -> ExitCode {
        guard let command = arguments.first, !command.hasPrefix("--scenarios") else {
            return SuiteCommand.run(arguments, environment: environment, stdout: stdout, stderr: stderr)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help":
            stdout.line(usage)
            return .success
        case "run": return RunCommand.run(rest, stdout: stdout, stderr: stderr)
        case "check": return CheckCommand.run(rest, environment: environment, stdout: stdout, stderr: stderr)
        case "record": return RecordCommand.run(rest, stdout: stdout, stderr: stderr)
        case "render": return RenderCommand.run(rest, stdout: stdout, stderr: stderr)
        case "diff": return DiffCommand.run(rest, stdout: stdout, stderr: stderr)
        case "validate": return ValidateCommand.run(rest, stdout: stdout, stderr: stderr)
        case "fuzz": return FuzzCommand.run(rest, stdout: stdout, stderr: stderr)
        default:
            return usageError("unknown command '\(command)'", usage: usage, stderr: stderr)
        }
    }

    /// Reports a usage error on standard error: `Error: …`, the usage line of the command, and
    /// where to read more; exit status 64.
    static func usageError(_ message: String, usage: String, stderr: any TextOutput) -> ExitCode {
        stderr.line("Error: \(message)")
        let usageLine = usage.split(separator: "\n").first.map(String.init) ?? "Usage: batchsim"
        stderr.line(usageLine)
        let command = usageLine.split(separator: " ").dropFirst().prefix(2).filter { !$0.hasPrefix("<") && !$0.hasPrefix("-") }
        stderr.line("See '\(command.joined(separator: " ")) --help' for more.")
        return .usage
    }
}
