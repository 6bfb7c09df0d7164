@testable import BatchUpdates
import Foundation
import Testing

@Suite("Compact operation syntax")
@MainActor
struct CompactSyntaxTests {
    @Test("every form parses to UIKit's operations and prints back the same", arguments: [
        ("insert 0-1", ["insert 0-1"]),
        ("delete 0-1, 0-2", ["delete 0-1", "delete 0-2"]),
        ("reload 1-0 2-3", ["reload 1-0", "reload 2-3"]),
        ("move 0-1 -> 2-0", ["move 0-1 -> 2-0"]),
        ("move 0-1→2-0", ["move 0-1 -> 2-0"]),
        ("  Insert   Section 2 ", ["insert section 2"]),
        ("delete sections 1, 3", ["delete section 1", "delete section 3"]),
        ("reload section 0", ["reload section 0"]),
        ("move section 1 -> 3", ["move section 1 -> 3"]),
    ])
    func parses(text: String, expected: [String]) throws {
        #expect(try BatchOperation.parse(text).map(\.description) == expected)
    }

    @Test("malformed text says what is wrong", arguments: [
        ("", "'' is not a batch operation: it names no operation"),
        ("insert", "'insert' is not a batch operation: name an index path section-item, as in 'insert 0-2'"),
        ("delete section", "'delete section' is not a batch operation: name a section, as in 'insert section 2'"),
        ("delete 3", "'delete 3' is not a batch operation: '3' is not an index path; write section-item, as in 0-2 (for a whole section write 'section 3')"),
        ("delete 0--1", "'delete 0--1' is not a batch operation: '0--1' is not an index path; write section-item, as in 0-2"),
        ("insert section x", "'insert section x' is not a batch operation: 'x' is not a section number"),
        ("move 0-1", "'move 0-1' is not a batch operation: a move is written 'move 0-1 -> 0-4'"),
        ("move section 1 3", "'move section 1 3' is not a batch operation: a move is written 'move section 1 -> 3'"),
        ("mvoe 0-1 -> 0-2", "'mvoe 0-1 -> 0-2' is not a batch operation: 'mvoe' is not an operation; use insert, delete, reload or move (did you mean 'move'?)"),
        ("relaod 0-1", "'relaod 0-1' is not a batch operation: 'relaod' is not an operation; use insert, delete, reload or move (did you mean 'reload'?)"),
    ])
    func rejects(text: String, message: String) {
        #expect(throws: CompactSyntaxError.self) { try BatchOperation.parse(text) }
        do {
            _ = try BatchOperation.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("a batch parsed from texts records their operations in order")
    func batchFromTexts() throws {
        let batch = try BatchUpdate(parsing: ["delete 0-2", "move 0-1 -> 0-4", "insert section 1"])
        #expect(batch.operations == [
            .deleteItem(IndexPath(item: 2, section: 0)),
            .moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 4, section: 0)),
            .insertSection(1),
        ])
    }

    /// Oracle: the one-pass spacing equals Foundation's three replacements it stands for, on
    /// hand-picked texts and on seeded random ones over the characters that matter.
    @Test("arrows and commas are spaced exactly as the three replacements did")
    func spacingMatchesReplacements() {
        func oracle(_ text: String) -> String {
            text.replacingOccurrences(of: "→", with: "->").replacingOccurrences(of: "->", with: " -> ").replacingOccurrences(of: ",", with: " ")
        }
        var texts = ["move 0-1 -> 0-4", "move 0-1→0-4", "move section 1->3", "delete 0-1,0-2", "-->", "->>", "-", ">", "", "é->ü"]
        var state: UInt64 = 15
        let alphabet = Array("-→>, 0a")
        for _ in 0..<2_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            var text = ""
            for index in 0..<Int(state >> 60) {
                let bits: UInt64 = state >> (UInt64(index) * 3 + 8)
                text.append(alphabet[Int(bits % UInt64(alphabet.count))])
            }
            texts.append(text)
        }
        for text in texts {
            #expect(BatchOperation.spacedArrowsAndCommas(text) == oracle(text), "'\(text)'")
        }
    }
}
