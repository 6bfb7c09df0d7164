import Foundation

/// The one text form of an element: printed by ``description``, parsed by ``init(_:)`` and
/// ``parse(_:)``, and used as the `Codable` form.
extension ElementID: LosslessStringConvertible, Codable {
    /// `cell 0-3`, `header 1`, `footer 1`, `supplementary KIND 0-2`, `decoration KIND 0-1`.
    public var description: String {
        let path = indexPath.compactDescription
        let isSectionElement = indexPath.count == 2 && indexPath[1] == 0
        switch role {
        case .cell: return "cell \(path)"
        case .supplementary(CollectionView.elementKindSectionHeader) where isSectionElement: return "header \(indexPath[0])"
        case .supplementary(CollectionView.elementKindSectionFooter) where isSectionElement: return "footer \(indexPath[0])"
        case .supplementary(let kind): return "supplementary \(kind) \(path)"
        case .decoration(let kind): return "decoration \(kind) \(path)"
        }
    }

    /// Parses the text form; `nil` when the text is not one (``parse(_:)`` says why).
    ///
    /// - Parameter description: For example `cell 0-3` or `header 1`.
    public init?(_ description: String) {
        guard case .success(let id) = Self.parse(description) else { return nil }
        self = id
    }

    /// What is wrong with a text that is not an element's name.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The text that was parsed.
        public let text: String
        /// The form the text should have had, for example `cell S-I`, or `nil` when its first word
        /// names no category.
        public let expectedForm: String?

        /// Creates an error.
        ///
        /// - Parameters:
        ///   - text: The text that was parsed.
        ///   - expectedForm: The form it should have had; `nil` when no category word starts it.
        public init(text: String, expectedForm: String?) {
            self.text = text
            self.expectedForm = expectedForm
        }

        /// The message: what the text is not, and the form to write.
        public var description: String {
            guard let expectedForm else {
                return "'\(text)' is not an element name: it starts with cell, header, footer, supplementary or decoration"
            }
            return "'\(text)' is not an element name: write '\(expectedForm)', S a section and I an item"
        }
    }

    /// The first words of the text forms, in the order messages list them.
    public static let categoryWords = ["cell", "header", "footer", "supplementary", "decoration"]

    /// Parses `cell S-I`, `header S`, `footer S`, `supplementary KIND S-I`, `decoration KIND S-I`
    /// (words separated by white space; a kind is one word).
    ///
    /// - Parameter text: The text.
    /// - Returns: The element, or the error naming the text and the form it should have.
    public static func parse(_ text: String) -> Result<ElementID, ParseError> {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let first = words.first ?? ""
        let form: String
        switch first {
        case "cell": form = "cell S-I"
        case "header", "footer": form = "\(first) S"
        case "supplementary", "decoration": form = "\(first) KIND S-I"
        default: return .failure(ParseError(text: text, expectedForm: nil))
        }
        guard let id = element(first, Array(words.dropFirst())) else {
            return .failure(ParseError(text: text, expectedForm: form))
        }
        return .success(id)
    }

    private static func element(_ first: String, _ words: [String]) -> ElementID? {
        switch (first, words.count) {
        case ("cell", 1): indexPath(words[0]).map(ElementID.cell)
        case ("header", 1): Int(words[0]).flatMap { $0 >= 0 ? .header($0) : nil }
        case ("footer", 1): Int(words[0]).flatMap { $0 >= 0 ? .footer($0) : nil }
        case ("supplementary", 2): indexPath(words[1]).map { .supplementary(words[0], at: $0) }
        case ("decoration", 2): indexPath(words[1]).map { .decoration(words[0], at: $0) }
        default: nil
        }
    }

    /// `S-I` as an index path.
    private static func indexPath(_ word: String) -> IndexPath? {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = Int(parts[0]), let item = Int(parts[1]), section >= 0, item >= 0 else { return nil }
        return IndexPath(item: item, section: section)
    }

    /// Decodes the text form.
    ///
    /// - Throws: `DecodingError.dataCorrupted` naming the text when it is not an element's name.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        switch Self.parse(text) {
        case .success(let id): self = id
        case .failure(let error):
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes the text form.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
