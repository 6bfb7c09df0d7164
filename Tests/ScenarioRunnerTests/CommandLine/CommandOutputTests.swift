import Foundation
@testable import ScenarioRunner
import TestSupport
import Testing
import TimelineOutput

/// How `--output` (and a recording) treats what is already at the path: nothing a user has is lost.
@Suite("Command output files")
@MainActor
struct CommandOutputTests {
    /// Removed, with what the test wrote in it, when the test ends.
    private let temporary = TemporaryFolder()

    private static let header = "step,stage,time,frame,element,property,value\n"

    /// A copy of a scenario in a folder of its own, so that tests may write beside it.
    private func scenarioCopy() throws -> URL {
        let folder = temporary.url.appendingPathComponent("scenario")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("cards.json")
        try FileManager.default.copyItem(atPath: RunCommandTests.scenarioFile("stack-cards"), toPath: file.path)
        return file
    }

    private func inode(_ path: String) throws -> UInt64 {
        var info = stat()
        try #require(stat(path, &info) == 0)
        return UInt64(info.st_ino)
    }

    private func mode(_ path: String) throws -> mode_t {
        var info = stat()
        try #require(stat(path, &info) == 0)
        return info.st_mode & 0o7777
    }

    @Test("through a link, the file it points to is replaced by a complete new file, never truncated in place")
    func linkTargetReplaced() throws {
        let folder = temporary.url
        let target = folder.appendingPathComponent("target.csv"), link = folder.appendingPathComponent("link.csv")
        try "old".write(to: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.csv")
        let before = try inode(target.path)
        let result = CommandRun(["run", try scenarioCopy().path, "--format", "csv", "--output", link.path])
        #expect(result.status == .success, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "target.csv")
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix(Self.header))
        #expect(try inode(target.path) != before, "a new file renamed over the target")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.csv", "scenario", "target.csv"])
    }

    @Test("a write that fails leaves the file as it was and no temporary file")
    func failedWriteKeepsTheFile() throws {
        let folder = temporary.url
        let target = folder.appendingPathComponent("out.csv")
        try "precious".write(to: target, atomically: false, encoding: .utf8)
        let problem = CommandOutput.write(to: target.path, inputs: [], stdout: TextBuffer()) { output in
            output.write("partial")
            (output as? FileHandleOutput)?.fail("No space left on device")
        }
        #expect(problem == "cannot write '\(target.path)': No space left on device")
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.csv"])
    }

    @Test("--output onto the scenario being read is refused, also through a link or a hard link", arguments: ["same", "link", "hard"])
    func refusesToOverwriteTheInput(kind: String) throws {
        let scenario = try scenarioCopy()
        let original = try String(contentsOf: scenario, encoding: .utf8)
        let output = scenario.deletingLastPathComponent().appendingPathComponent("other.json")
        switch kind {
        case "link": try FileManager.default.createSymbolicLink(atPath: output.path, withDestinationPath: scenario.path)
        case "hard": try #require(link(scenario.path, output.path) == 0)
        default: break
        }
        let path = kind == "same" ? scenario.path : output.path
        let result = CommandRun(["run", scenario.path, "--format", "json", "--output", path])
        #expect(result.status == .failure)
        #expect(result.stderr == "Error: will not write over '\(path)': it is the scenario being read\n", "\(result.stderr)")
        #expect(try String(contentsOf: scenario, encoding: .utf8) == original)
    }

    @Test("an existing file keeps its mode; a new one gets the usual one")
    func keepsTheMode() throws {
        let folder = temporary.url
        let secret = folder.appendingPathComponent("secret.csv")
        try "old".write(to: secret, atomically: false, encoding: .utf8)
        try #require(chmod(secret.path, 0o600) == 0)
        let result = CommandRun(["run", try scenarioCopy().path, "--format", "csv", "--output", secret.path])
        #expect(result.status == .success, "\(result.stderr)")
        #expect(try mode(secret.path) == 0o600)
        #expect(try String(contentsOf: secret, encoding: .utf8).hasPrefix(Self.header))
    }

    @Test("a temporary file being written is registered for removal on a signal, and removed by it")
    func signalCleanup() throws {
        let folder = temporary.url
        let path = folder.appendingPathComponent(".out.tmp").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("partial".utf8)))
        let table = TemporaryFiles(capacity: 2)
        let slot = try #require(table.register(path))
        #expect(table.contains(path))
        table.removeRegistered()
        #expect(!FileManager.default.fileExists(atPath: path))
        table.unregister(slot)
        #expect(!table.contains(path))
    }

    @Test("while --output streams, its temporary file is registered with the signal handlers; after, nothing is")
    func outputRegistersItsTemporaryFile() throws {
        let target = temporary.url.appendingPathComponent("out.txt")
        var registered: Bool?
        let problem = CommandOutput.write(to: target.path, stdout: TextBuffer()) { output in
            output.write("text")
            let folder = target.deletingLastPathComponent().path
            let file = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.first { $0.hasSuffix(".tmp") }
            registered = file.map { TemporaryFiles.shared.contains(folder + "/" + $0) }
        }
        #expect(problem == nil)
        #expect(registered == true)
        #expect(try String(contentsOf: target, encoding: .utf8) == "text")
    }
}
