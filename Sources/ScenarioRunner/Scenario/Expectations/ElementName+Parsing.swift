import BatchUpdates
import CollectionViewSimulator
import Foundation

extension ElementName {
    /// What is wrong with a text that is not an element name, and the likely fix.
    struct ParseProblem: Error {
        let message: String
        let suggestion: String?
    }

    static let categories = ["cell", "header", "footer", "supplementary", "decoration"]

    /// Parses `cell S-I`, `header S`, `footer S`, `supplementary KIND S-I`, `decoration KIND S-I`,
    /// each optionally followed by ` (before)`.
    static func parse(_ text: String) -> Result<ElementName, ParseProblem> {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let before = words.last == "(before)"
        if before { words.removeLast() }
        let category = words.first ?? ""
        let shape: (form: String, example: String)
        switch category {
        case "cell": shape = ("cell S-I", "cell 0-2")
        case "header", "footer": shape = ("\(category) S", "\(category) 0")
        case "supplementary", "decoration": shape = ("\(category) KIND S-I", "\(category) Badge 0-2")
        default:
            let hint = Spelling.closest(to: category, in: categories).map { "did you mean '\($0)'?" }
            return .failure(ParseProblem(message: "'\(text)' is not an element name: it starts with cell, header, footer, supplementary or decoration",
                                         suggestion: hint ?? "write 'cell S-I', 'header S', 'footer S', 'supplementary KIND S-I' or 'decoration KIND S-I'"))
        }
        guard let name = name(category, Array(words.dropFirst()), before: before) else {
            return .failure(ParseProblem(message: "'\(text)' is not an element name: write '\(shape.form)', S a section and I an item",
                                         suggestion: "for example '\(shape.example)'"))
        }
        return .success(name)
    }

    private static func name(_ category: String, _ words: [String], before: Bool) -> ElementName? {
        switch (category, words.count) {
        case ("cell", 1):
            return indexPath(words[0]).map { ElementName(.cell, at: $0, isBeforeUpdate: before) }
        case ("header", 1), ("footer", 1):
            guard let section = Int(words[0]), section >= 0 else { return nil }
            let kind = category == "header" ? CollectionView.elementKindSectionHeader : CollectionView.elementKindSectionFooter
            return ElementName(.supplementary(kind: kind), at: IndexPath(item: 0, section: section), isBeforeUpdate: before)
        case ("supplementary", 2):
            return indexPath(words[1]).map { ElementName(.supplementary(kind: words[0]), at: $0, isBeforeUpdate: before) }
        case ("decoration", 2):
            return indexPath(words[1]).map { ElementName(.decoration(kind: words[0]), at: $0, isBeforeUpdate: before) }
        default:
            return nil
        }
    }

    private static func indexPath(_ word: String) -> IndexPath? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]), section >= 0, item >= 0 else { return nil }
        return IndexPath(item: item, section: section)
    }
}
