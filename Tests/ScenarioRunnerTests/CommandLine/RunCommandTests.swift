import Foundation
import ScenarioRunner
import TestSupport
import Testing
@testable import TimelineOutput

@Suite("batchsim run")
@MainActor
struct RunCommandTests {
    /// Removed, with what the test wrote in it, when the test ends.
    private let temporary = TemporaryFolder()

    private let scenarios = ["--scenarios", PackageFolders.scenarios.path]

    @Test("prints the text timeline, the golden timeline.txt byte for byte")
    func text() throws {
        let result = CommandRun(["run", "flow-vertical-items"] + scenarios)
        #expect(result.status == .success)
        let golden = try String(contentsOf: PackageFolders.scenarios.appendingPathComponent("flow-vertical-items/timeline.txt"), encoding: .utf8)
        #expect(result.stdout == golden)
    }

    @Test("JSON and CSV formats", arguments: [("json", "{\n  \"format\" : \"batchsim-timeline\",\n  \"scenario\""), ("csv", "step,stage,time,frame,element,property,value\n0,0,0.000,0,cell 0-0,x,253.000\n")])
    func formats(format: String, prefix: String) {
        let result = CommandRun(["run", "circle-insert-delete", "--format", format] + scenarios)
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix(prefix), "\(result.stdout.prefix(200))")
    }

    @Test("--output writes the file and prints nothing")
    func output() throws {
        let file = temporary.url.appendingPathComponent("out.csv")
        let result = CommandRun(["run", Self.scenarioFile("stack-cards"), "--format", "csv", "--output", file.path])
        #expect(result.status == .success)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("step,stage,time,frame,element,property,value\n"))
    }

    @Test("a failed expectation exits 1 with the failure on standard error")
    func failure() throws {
        let file = temporary.url.appendingPathComponent("scenario.json")
        try #"{"name": "f", "view": {"width": 320, "height": 480}, "layout": {"flow": {}}, "data": [3], "steps": [{"update": ["insert 0-0"]}], "expect": [{"step": 0, "element": "cell 0-0", "at": 0, "alpha": 1}]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        let result = CommandRun(["run", file.path])
        #expect(result.status == .failure)
        #expect(result.stderr == "FAIL f: step 0, cell 0-0, alpha at 0.000 s: expected 1.000, actual 0.000\n")
    }

    @Test("a malformed scenario file exits 1 with the decoder's message")
    func malformed() throws {
        let file = temporary.url.appendingPathComponent("scenario.json")
        try #"{"name": "m", "view": {"width": 320, "height": 480}, "layout": {"flw": {}}, "data": [3]}"#.write(to: file, atomically: true, encoding: .utf8)
        let result = CommandRun(["run", file.path])
        #expect(result.status == .failure)
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.hasSuffix("scenario.json:1:72: layout.flw: unknown key 'flw'; did you mean 'flow'?\n"), "\(result.stderr)")
    }

    @Test("usage errors exit 64", arguments: [
        (["run"], "Error: name a scenario: its name in Scenarios/, its folder or any scenario file"),
        (["run", "flow-vertical-itmes"], "Error: no scenario 'flow-vertical-itmes'; did you mean 'flow-vertical-items'?"),
        (["run", "flow-vertical-items", "--format", "xml"], "Error: --format takes csv, json, text, not 'xml'"),
        (["run", "a", "b"], "Error: unexpected argument 'b'"),
        (["run", "--frmat", "csv"], "Error: unknown option '--frmat'; did you mean '--format'?"),
        (["run", "flow-vertical-items", "--format", "csv", "--format", "json"], "Error: --format is given twice"),
        (["run", "flow-vertical-items", "--max-samples", "many"], "Error: --max-samples takes a whole number of at least 1, not 'many'"),
    ])
    func usage(arguments: [String], message: String) {
        let result = CommandRun(arguments + scenarios)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix(message + "\nUsage: batchsim run SCENARIO"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("See 'batchsim run --help' for more.\n"))
    }

    @Test("--help prints the usage")
    func help() {
        let result = CommandRun(["run", "--help"])
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("Usage: batchsim run SCENARIO"))
    }

    @Test("--output through a symbolic link writes the file it points to and keeps the link")
    func outputThroughSymlink() throws {
        let folder = temporary.url
        let target = folder.appendingPathComponent("target.csv"), link = folder.appendingPathComponent("link.csv")
        try "old".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let result = CommandRun(["run", Self.scenarioFile("stack-cards"), "--format", "csv", "--output", link.path])
        #expect(result.status == .success, "\(result.stderr)")
        let type = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("step,stage,time,frame,element,property,value\n"))
    }

    @Test("--output naming a FIFO writes into it for its reader and leaves the FIFO in place")
    func outputIntoFIFO() throws {
        let fifo = temporary.url.appendingPathComponent("pipe")
        try #require(mkfifo(fifo.path, 0o600) == 0)
        let received = ReceivedText()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            received.text = FileHandle(forReadingAtPath: fifo.path).map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) }
            done.signal()
        }
        let result = CommandRun(["run", Self.scenarioFile("stack-cards"), "--format", "csv", "--output", fifo.path])
        #expect(result.status == .success, "\(result.stderr)")
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(received.text?.hasPrefix("step,stage,time,frame,element,property,value\n") == true)
        let type = try FileManager.default.attributesOfItem(atPath: fifo.path)[.type] as? FileAttributeType
        #expect(type != .typeRegular)
    }

    @Test("a full standard output is an error and exit 1, not a trap")
    func fullStandardOutput() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let stdout = FileHandleOutput(full), stderr = TextBuffer()
        let status = BatchSimCommandLine.run(arguments: ["run", "flow-vertical-items"] + scenarios, stdout: stdout, stderr: stderr)
        #expect(status == .failure)
        #expect(stderr.text.hasPrefix("Error: cannot write to standard output"), "\(stderr.text)")
    }

    @Test("the sampling budget is checked before any output: the message names it and how to raise it")
    func samplingBudget() throws {
        let file = temporary.url.appendingPathComponent("out.csv")
        let result = CommandRun(["run", "circle-insert-delete", "--format", "csv", "--max-samples", "10", "--output", file.path] + scenarios)
        #expect(result.status == .failure)
        #expect(result.stderr.contains("more than the budget of 10 (frames × views); raise it with --max-samples"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let raised = CommandRun(["run", "circle-insert-delete", "--format", "csv", "--max-samples", "100000"] + scenarios)
        #expect(raised.status == .success)
    }

    static func scenarioFile(_ name: String) -> String {
        PackageFolders.scenarios.appendingPathComponent("\(name)/scenario.json").path
    }
}

/// Text a reader thread hands back once it has finished (the semaphore orders the accesses).
private final class ReceivedText: @unchecked Sendable {
    var text: String?
}
