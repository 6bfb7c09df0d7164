import Foundation

/// Reads what the HTML player shows from the document Chromium dumps: the status line's
/// attributes, the text of an element, and every drawn view's name, centre and size.
enum PlayerDocument {
    /// A drawn view: its `data-name`, the centre, size and fill colour of its rectangle, and its
    /// label's position and first line (`nil` when it shows no label).
    struct View {
        let name: String
        let center: (x: Double, y: Double)
        let size: (width: Double, height: Double)
        let fill: String?
        let label: (x: Double, y: Double, text: String)?
    }

    /// The attributes of the first `<tag id="id" …>`, or of the first `<tag …>` when `id` is `nil`.
    static func attributes(of tag: String, id: String?, in dom: String) -> [String: String]? {
        guard let start = dom.range(of: "<\(tag)" + (id.map { " id=\"\($0)\"" } ?? "")) else { return nil }
        guard let end = dom[start.upperBound...].firstIndex(of: ">") else { return nil }
        return attributes(String(dom[start.lowerBound..<end]))
    }

    /// The text of the first `<tag id="id">`, unescaped.
    static func text(of tag: String, id: String, in dom: String) -> String? {
        guard let start = dom.range(of: "<\(tag) id=\"\(id)\""),
              let open = dom[start.upperBound...].firstIndex(of: ">"),
              let close = dom[open...].range(of: "</\(tag)>") else { return nil }
        return unescaped(String(dom[dom.index(after: open)..<close.lowerBound]))
    }

    /// Every `<g class="view…" data-name=…>` and the `rect` inside it.
    static func views(in dom: String) -> [View] {
        dom.components(separatedBy: "<g class=\"view").dropFirst().compactMap { part in
            guard let head = part.split(separator: ">", maxSplits: 1).first,
                  let name = attributes(String(head))["data-name"],
                  let rect = part.components(separatedBy: "<rect ").dropFirst().first?.split(separator: ">").first else { return nil }
            let values = attributes(String(rect))
            let translate = values["transform"]?.components(separatedBy: "translate(").dropFirst().first?
                .split(separator: ")").first?.split(separator: " ").compactMap { Double($0) } ?? []
            guard translate.count == 2, let width = values["width"].flatMap(Double.init),
                  let height = values["height"].flatMap(Double.init) else { return nil }
            let text = part.components(separatedBy: "<text ").dropFirst().first?.split(separator: ">", maxSplits: 1)
            let label = text.flatMap { text -> (x: Double, y: Double, text: String)? in
                let position = attributes(String(text[0]))
                guard text.count == 2, let x = position["x"].flatMap(Double.init), let y = position["y"].flatMap(Double.init) else { return nil }
                return (x, y, unescaped(String(text[1].prefix { $0 != "<" })))
            }
            return View(name: unescaped(name), center: (translate[0], translate[1]), size: (width, height), fill: values["fill"], label: label)
        }
    }

    private static func attributes(_ text: String) -> [String: String] {
        var result: [String: String] = [:]
        for part in text.components(separatedBy: "\" ") + [] {
            let pieces = part.split(separator: "=", maxSplits: 1)
            guard pieces.count == 2 else { continue }
            let key = pieces[0].split(separator: " ").last.map(String.init) ?? ""
            result[key] = String(pieces[1]).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return result
    }

    private static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }
}
