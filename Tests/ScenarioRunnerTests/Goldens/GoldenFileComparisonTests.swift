import Foundation
@testable import ScenarioRunner
import TestSupport
import Testing

@MainActor
@Suite("Comparing with a golden file as it is written")
struct GoldenFileComparisonTests {
    /// Removed, with what the test wrote in it, when the test ends.
    private let temporary = TemporaryFolder()

    /// A text longer than one piece read from the file, so that comparisons cross pieces.
    private static let text = (0..<20_000).map { "line \($0)\n" }.joined()

    private func comparison(of file: String, writing pieces: [String]) throws -> GoldenFileComparison {
        let url = temporary.url.appendingPathComponent("golden.txt")
        try file.write(to: url, atomically: true, encoding: .utf8)
        let comparison = try #require(GoldenFileComparison(url))
        for piece in pieces { comparison.write(piece) }
        return comparison
    }

    @Test("the file's own bytes, written in pieces of any size, match it whole")
    func matches() throws {
        let text = Self.text
        let cut = text.index(text.startIndex, offsetBy: 70_001)
        let comparison = try comparison(of: text, writing: [String(text[..<cut]), "", String(text[cut...])])
        #expect(comparison.writeFailure == nil)
        #expect(comparison.matchesWholeFile())
    }

    @Test("a byte that differs is a failure that says where, and later writes are dropped")
    func differs() throws {
        var changed = Self.text
        changed.replaceSubrange(changed.index(changed.startIndex, offsetBy: 100_000)...changed.index(changed.startIndex, offsetBy: 100_000), with: "#")
        let comparison = try comparison(of: Self.text, writing: [changed, "more"])
        #expect(comparison.writeFailure == "the text differs from the file at byte 100000")
        #expect(!comparison.matchesWholeFile())
    }

    @Test("a text shorter than the file does not match it whole; a longer one fails where the file ends")
    func lengths() throws {
        #expect(try !comparison(of: "abc", writing: ["ab"]).matchesWholeFile())
        let longer = try comparison(of: "abc", writing: ["abcd"])
        #expect(longer.writeFailure == "the file ends at byte 3")
        #expect(!longer.matchesWholeFile())
    }

    @Test("a missing file cannot be compared with")
    func missing() throws {
        #expect(GoldenFileComparison(temporary.url.appendingPathComponent("none.txt")) == nil)
    }
}
