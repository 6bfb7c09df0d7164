@testable import ScenarioRunner
import Testing

@Suite("UIKit messages compared")
@MainActor
struct ErrorMessageTests {
    @Test("whitespace runs, line breaks and object addresses do not count", arguments: [
        ("Invalid update:  invalid number\nof items", "Invalid update: invalid number of items", true),
        ("  a b ", "a b", true),
        ("(<NSIndexPath: 0xc000000000000016> {length = 2})", "(<NSIndexPath: 0x600000c8c000> {length = 2})", true),
        ("attempt to delete item 9", "attempt to delete item 8", false),
        ("ab", "a b", false),
        ("0x", "0x", true),
    ])
    func compare(actual: String, expected: String, matches: Bool) {
        #expect(ErrorMessage.matches(actual, expected: expected) == matches)
    }

    @Test("the normalised form")
    func normalized() {
        #expect(ErrorMessage.normalized(" a\t\n b 0xFFee12 c ") == "a b 0x… c")
    }
}
