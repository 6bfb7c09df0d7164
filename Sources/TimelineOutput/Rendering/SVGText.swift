import CollectionViewSimulator
import Foundation

/// Text in SVG and HTML drawings: escaped, and wrapped into lines, because SVG text never wraps
/// by itself.
enum SVGText {
    /// Text with XML's special characters escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// `text` broken into lines of at most `width` characters, at spaces where it can be and inside
    /// a word only when the word alone is longer; its own line breaks are kept.
    static func wrapped(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                var word = Substring(word)
                if !line.isEmpty, line.count + 1 + word.count > width {
                    lines.append(line)
                    line = ""
                }
                while word.count > width - line.count, line.isEmpty {
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                guard !word.isEmpty else { continue }
                line += (line.isEmpty ? "" : " ") + word
            }
            lines.append(line)
        }
        return lines
    }

    /// A `<text>` element of one or more lines, the first line's baseline at `y`.
    static func element(x: Double, y: Double, lines: [String], lineHeight: Double, attributes: String = "") -> String {
        let spans = lines.enumerated().map { index, line in
            "<tspan x=\"\(FixedDecimal.format(x))\" dy=\"\(index == 0 ? "0" : FixedDecimal.format(lineHeight))\">\(escaped(line))</tspan>"
        }
        return "<text x=\"\(FixedDecimal.format(x))\" y=\"\(FixedDecimal.format(y))\"\(attributes)>" + spans.joined() + "</text>"
    }
}
