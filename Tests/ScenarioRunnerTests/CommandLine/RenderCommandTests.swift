import Foundation
import ScenarioRunner
import TestSupport
import Testing

@Suite("batchsim render")
@MainActor
struct RenderCommandTests {
    /// Removed, with what the test wrote in it, when the test ends.
    private let temporary = TemporaryFolder()

    private let scenarios = ["--scenarios", PackageFolders.scenarios.path]

    @Test("svg: a filmstrip of labelled rectangles")
    func svg() {
        let result = CommandRun(["render", "circle-insert-delete", "--format", "svg", "--output", "-"] + scenarios)
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.stdout.contains("<title>cell 0-2 (inserted)</title>"))
        #expect(result.stdout.hasSuffix("</svg>\n"))
    }

    @Test("html is the default format: one page that loads nothing")
    func html() {
        let result = CommandRun(["render", "stack-cards", "--output", "-"] + scenarios)
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains("const data = {\"width\": 390.000"))
        #expect(!result.stdout.contains("src="))
    }

    @Test("the output goes to NAME.EXT beside the scenario, and its path is printed", arguments: [
        ("html", "copy.html"), ("svg", "copy.svg"), ("web-animations", "copy.web-animations.json"),
        ("ca-keyframes", "copy.ca-keyframes.json"), ("lottie", "copy.lottie.json"),
    ])
    func defaultOutput(format: String, file: String) throws {
        let folder = temporary.url.appendingPathComponent("copy")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackageFolders.scenarios.appendingPathComponent("stack-cards/scenario.json"),
                                         to: folder.appendingPathComponent("scenario.json"))
        let result = CommandRun(["render", folder.path, "--format", format])
        let written = folder.appendingPathComponent(file)
        #expect(result.status == .success)
        #expect(result.stdout == written.path + "\n")
        #expect(FileManager.default.fileExists(atPath: written.path))
    }

    @Test("--output FILE writes FILE and prints its path")
    func output() throws {
        let file = temporary.url.appendingPathComponent("out.svg")
        let result = CommandRun(["render", "stack-cards", "--format", "svg", "--output", file.path] + scenarios)
        #expect(result.status == .success)
        #expect(result.stdout == file.path + "\n")
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("<svg"))
    }

    @Test("an unknown format is a usage error that lists the formats")
    func unknownFormat() {
        let result = CommandRun(["render", "stack-cards", "--format", "png"] + scenarios)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix(
            "Error: --format takes ca-keyframes, html, lottie, svg, web-animations, not 'png'\nUsage: batchsim render"))
    }

    @Test("a path that names no scenario says why and suggests the nearest: no such file, a folder without scenario.json")
    func pathErrors() throws {
        let folder = temporary.url
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("cards"), withIntermediateDirectories: true)
        try "{}".write(to: folder.appendingPathComponent("cards/stack.json"), atomically: true, encoding: .utf8)
        let cases = [
            (folder.path + "/cards/stak.json", "no such file '\(folder.path)/cards/stak.json'; did you mean '\(folder.path)/cards/stack.json'?"),
            (folder.path + "/cards", "'\(folder.path)/cards' is a folder without a scenario.json; did you mean '\(folder.path)/cards/stack.json'?"),
            (folder.path + "/none.json", "no such file '\(folder.path)/none.json'"),
        ]
        for (argument, message) in cases {
            let result = CommandRun(["render", argument] + scenarios)
            #expect(result.status == .usage)
            #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)")
        }
    }

    @Test("a write that fails says why: a missing folder, a folder in the way, a file where a folder should be")
    func writeErrors() throws {
        let folder = temporary.url
        try "x".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        let cases = [
            (folder.path + "/missing/out.svg", "cannot write '\(folder.path)/missing/out.svg': no such folder '\(folder.path)/missing'"),
            (folder.path, "cannot write '\(folder.path)': it is a folder"),
            (folder.path + "/file/out.svg", "cannot write '\(folder.path)/file/out.svg': '\(folder.path)/file' is a file, not a folder"),
        ]
        for (output, message) in cases {
            let result = CommandRun(["render", "stack-cards", "--format", "svg", "--output", output] + scenarios)
            #expect(result.status == .failure)
            #expect(result.stderr == "Error: \(message)\n", "\(result.stderr)")
        }
    }
}
