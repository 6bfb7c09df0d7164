import Foundation

extension BatchOperation {
    /// Parses operations written in the compact syntax that scenario files and `batchsim` use.
    ///
    /// Index paths are `section-item`. One text names one kind of operation, with one or more
    /// targets for inserts, deletes and reloads:
    ///
    /// | text | operations |
    /// |---|---|
    /// | `insert 0-1` / `delete 0-1, 0-2` / `reload 1-0` | `insertItems(at:)`, `deleteItems(at:)`, `reloadItems(at:)` |
    /// | `move 0-1 -> 2-0` | `moveItem(at:to:)` |
    /// | `insert section 2` / `delete sections 1, 3` / `reload section 0` | the section twins |
    /// | `move section 1 -> 3` | `moveSection(_:toSection:)` |
    ///
    /// - Parameter text: One operation in the compact syntax.
    /// - Returns: One operation per target, in the order written.
    /// - Throws: ``CompactSyntaxError`` quoting the text and saying what is wrong.
    public static func parse(_ text: String) throws(CompactSyntaxError) -> [BatchOperation] {
        var words = Self.spacedArrowsAndCommas(text).split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard let verb = words.first else { throw CompactSyntaxError(text: text, problem: "it names no operation") }
        words.removeFirst()
        let sections = words.first == "section" || words.first == "sections"
        if sections { words.removeFirst() }
        let parser = CompactParser(text: text, sections: sections)
        switch verb {
        case "insert", "delete", "reload":
            return try parser.targets(words).map { target in parser.operation(verb, target) }
        case "move":
            guard words.count == 3, words[1] == "->" else {
                throw CompactSyntaxError(text: text, problem: "a move is written 'move \(sections ? "section 1 -> 3" : "0-1 -> 0-4")'")
            }
            let from = try parser.target(words[0])
            let to = try parser.target(words[2])
            switch (from, to) {
            case (.section(let from), .section(let to)): return [.moveSection(from: from, to: to)]
            case (.item(let from), .item(let to)): return [.moveItem(from: from, to: to)]
            default: throw CompactSyntaxError(text: text, problem: "a move needs two index paths or two sections")
            }
        default:
            let hint = Spelling.closest(to: verb, in: ["insert", "delete", "reload", "move"])
            throw CompactSyntaxError(text: text, problem: "'\(verb)' is not an operation; use insert, delete, reload or move"
                + (hint.map { " (did you mean '\($0)'?)" } ?? ""))
        }
    }
}

extension BatchOperation {
    /// `text` with each arrow (`->` or `→`) written ` -> ` and each comma a space, in one pass
    /// (Foundation's `replacingOccurrences`, three times, was most of the time of a fuzzer's step).
    static func spacedArrowsAndCommas(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        var characters = text.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            switch character {
            case "→": result += " -> "
            case "-" where pending == ">":
                result += " -> "
                pending = characters.next()
            case ",": result += " "
            default: result.append(character)
            }
        }
        return result
    }
}

/// Compact-syntax text that is not an operation.
public struct CompactSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as given.
    public let text: String
    /// What is wrong with it.
    public let problem: String

    public var description: String {
        "'\(text)' is not a batch operation: \(problem)"
    }
}

/// The targets of one compact-syntax operation.
private struct CompactParser {
    enum Target { case item(IndexPath), section(Int) }

    let text: String
    let sections: Bool

    func targets(_ words: [String]) throws(CompactSyntaxError) -> [Target] {
        guard !words.isEmpty else {
            throw CompactSyntaxError(text: text, problem: sections ? "name a section, as in 'insert section 2'" : "name an index path section-item, as in 'insert 0-2'")
        }
        var result: [Target] = []
        for word in words { result.append(try target(word)) }
        return result
    }

    func target(_ word: String) throws(CompactSyntaxError) -> Target {
        if sections {
            guard let section = Int(word), section >= 0 else {
                throw CompactSyntaxError(text: text, problem: "'\(word)' is not a section number")
            }
            return .section(section)
        }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]), section >= 0, item >= 0 else {
            let hint = Int(word) != nil ? " (for a whole section write 'section \(word)')" : ""
            throw CompactSyntaxError(text: text, problem: "'\(word)' is not an index path; write section-item, as in 0-2\(hint)")
        }
        return .item(IndexPath(item: item, section: section))
    }

    func operation(_ verb: String, _ target: Target) -> BatchOperation {
        switch (verb, target) {
        case ("insert", .item(let indexPath)): .insertItem(indexPath)
        case ("delete", .item(let indexPath)): .deleteItem(indexPath)
        case (_, .item(let indexPath)): .reloadItem(indexPath)
        case ("insert", .section(let section)): .insertSection(section)
        case ("delete", .section(let section)): .deleteSection(section)
        case (_, .section(let section)): .reloadSection(section)
        }
    }
}
