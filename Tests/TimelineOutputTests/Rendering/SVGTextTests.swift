import TestSupport
import Testing
@testable import TimelineOutput

@Suite("SVG text")
@MainActor
struct SVGTextTests {
    @Test("wrapping breaks at spaces, keeps line breaks, and cuts only words longer than a line", arguments: [
        ("one two three four", 9, ["one two", "three", "four"]),
        ("a\nb c", 10, ["a", "b c"]),
        ("abcdefghij xy", 4, ["abcd", "efgh", "ij", "xy"]),
        ("", 5, [""]),
    ])
    func wrapping(text: String, width: Int, lines: [String]) {
        #expect(SVGText.wrapped(text, width: width) == lines)
    }

    @Test("no wrapped line is longer than the width, and no word is lost (seeded)")
    func wrappingRandom() {
        var generator = SeededGenerator(seed: 16)
        for _ in 0..<200 {
            let words = (0..<Int.random(in: 0...20, using: &generator)).map { _ in
                String(repeating: "x", count: Int.random(in: 1...15, using: &generator))
            }
            let width = Int.random(in: 1...30, using: &generator)
            let lines = SVGText.wrapped(words.joined(separator: " "), width: width)
            #expect(lines.allSatisfy { $0.count <= width }, "seed 16, width \(width), words \(words)")
            #expect(lines.joined().filter { $0 == "x" }.count == words.joined().count, "seed 16")
        }
    }

    @Test("escaping covers XML's special characters")
    func escaping() {
        #expect(SVGText.escaped("a<b>&\"c\"") == "a&lt;b&gt;&amp;&quot;c&quot;")
    }
}
