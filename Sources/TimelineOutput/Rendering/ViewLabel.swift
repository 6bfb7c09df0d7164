import Foundation

/// The words drawn on a view: its element name and, when the scenario names identifiers, its
/// item's identifier, shortened to what fits inside the view as drawn.
///
/// A name too wide for the view loses its category (`cell 0-12 (before)` becomes `0-12 (before)`,
/// then `0-12`); an identifier that does not fit, or a second line the view is too short for, is
/// left out; a view too small for any of it shows no label (its tooltip still names it). Widths
/// are estimated from the character count, as SVG cannot measure text before it is drawn.
struct ViewLabel {
    /// The label's font size, in pixels of the drawing.
    static let fontSize = 9.0
    /// The distance between the label's lines.
    static let lineHeight = 10.0
    /// An average character's width in Helvetica, as a fraction of the font size.
    private static let characterWidth = 0.56

    /// The lines that fit, first line first; empty when nothing fits.
    let lines: [String]

    /// The label of a view named `name` (with `identifier`) drawn `width` by `height` pixels.
    init(name: String, identifier: String?, width: Double, height: Double) {
        let words = name.split(separator: " ").map(String.init)
        let forms = [name, words.dropFirst().joined(separator: " "), words.dropFirst().first ?? ""].filter { !$0.isEmpty }
        guard height >= Self.lineHeight, let first = forms.first(where: { Self.fits($0, width) }) else {
            lines = []
            return
        }
        if let identifier, height >= 2 * Self.lineHeight, Self.fits(identifier, width) {
            lines = [first, identifier]
        } else {
            lines = [first]
        }
    }

    /// The width the lines take, in pixels, with a pixel to spare on each side (estimated).
    var width: Double { Double(lines.map(\.count).max() ?? 0) * Self.fontSize * Self.characterWidth + 2 }

    /// The height the lines take, in pixels.
    var height: Double { Double(lines.count) * Self.lineHeight }

    /// Whether `text` fits across `width` pixels with a pixel to spare on each side.
    private static func fits(_ text: String, _ width: Double) -> Bool {
        Double(text.count) * fontSize * characterWidth <= width - 2
    }
}
