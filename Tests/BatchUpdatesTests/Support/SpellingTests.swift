import BatchUpdates
import Testing

@Suite("Spelling suggestions")
@MainActor
struct SpellingTests {
    @Test("edit distance counts insertions, deletions and substitutions", arguments: [
        ("", "", 0), ("move", "move", 0), ("mvoe", "move", 2), ("relaod", "reload", 2), ("delte", "delete", 1),
        ("", "abc", 3), ("kitten", "sitting", 3),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Spelling.editDistance(a, b) == distance)
        #expect(Spelling.editDistance(b, a) == distance)
    }

    @Test("the closest name within two edits, ties broken alphabetically, none beyond")
    func closest() {
        #expect(Spelling.closest(to: "--aftr", in: ["--after", "--before"]) == "--after")
        #expect(Spelling.closest(to: "cat", in: ["bat", "cab"]) == "bat")
        #expect(Spelling.closest(to: "zebra", in: ["insert", "delete"]) == nil)
    }
}
