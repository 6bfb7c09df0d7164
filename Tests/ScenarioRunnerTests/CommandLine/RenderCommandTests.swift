import Foundation
import ScenarioRunner
import Testing

@Suite("batchsim render")
struct RenderCommandTests {
    private let scenarios = ["--scenarios", PackageFolders.scenarios.path]

    @Test("svg: a filmstrip of rectangles")
    func svg() {
        let result = CommandRun(["render", "circle-insert-delete", "--format", "svg"] + scenarios)
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(result.stdout.contains("<title>cell 0-2 (inserted)</title>"))
        #expect(result.stdout.hasSuffix("</svg>\n"))
    }

    @Test("html: one page that loads nothing")
    func html() {
        let result = CommandRun(["render", "stack-cards", "--format", "html"] + scenarios)
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("<!DOCTYPE html>"))
        #expect(result.stdout.contains("const data = {\"width\": 390.000"))
        #expect(!result.stdout.contains("http://") || !result.stdout.contains("src="))
    }

    @Test("the format is required")
    func formatRequired() {
        let result = CommandRun(["render", "stack-cards"] + scenarios)
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("Error: --format is required: html or svg\nUsage: batchsim render"))
    }
}
