/// UIKit's exception messages compared as the scenario format says: runs of whitespace are one
/// space, leading and trailing whitespace do not count, and object addresses (`0x600000c8c000`)
/// are all the same, since they change from run to run.
enum ErrorMessage {
    /// Whether `actual` is the message `expected` describes, or with `whole` false, contains it.
    static func matches(_ actual: String, expected: String, whole: Bool = true) -> Bool {
        whole ? normalized(actual) == normalized(expected) : normalized(actual).contains(normalized(expected))
    }

    /// The message with whitespace collapsed and every `0x…` address written `0x…`.
    static func normalized(_ message: String) -> String {
        var result = ""
        var pendingSpace = false
        var characters = Array(message)[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            if character == "0", characters.first == "x" || characters.first == "X" {
                let digits = characters.dropFirst().prefix { $0.isHexDigit }
                if !digits.isEmpty {
                    result += "0x…"
                    characters = characters.dropFirst(1 + digits.count)
                    continue
                }
            }
            result.append(character)
        }
        return result
    }
}
