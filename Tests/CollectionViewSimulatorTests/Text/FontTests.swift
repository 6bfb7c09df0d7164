import CollectionViewSimulator
import Foundation
import Testing

@Suite("Fonts as values: UIKit's factories, text styles and metrics")
@MainActor
struct FontTests {
    /// The "Large (default)" column of the iOS Dynamic Type sizes in Apple's Human Interface
    /// Guidelines (Typography), with UIKit's names for the styles.
    nonisolated static let largeSizes: [(Font.TextStyle, String, CGFloat, Font.Weight)] = [
        (.largeTitle, "UICTFontTextStyleTitle0", 34, .regular), (.title1, "UICTFontTextStyleTitle1", 28, .regular),
        (.title2, "UICTFontTextStyleTitle2", 22, .regular), (.title3, "UICTFontTextStyleTitle3", 20, .regular),
        (.headline, "UICTFontTextStyleHeadline", 17, .semibold), (.body, "UICTFontTextStyleBody", 17, .regular),
        (.callout, "UICTFontTextStyleCallout", 16, .regular), (.subheadline, "UICTFontTextStyleSubhead", 15, .regular),
        (.footnote, "UICTFontTextStyleFootnote", 13, .regular), (.caption1, "UICTFontTextStyleCaption1", 12, .regular),
        (.caption2, "UICTFontTextStyleCaption2", 11, .regular),
    ]

    @Test("a text style's font has the HIG's size and weight at the Large category", arguments: largeSizes)
    func textStyles(style: Font.TextStyle, rawValue: String, size: CGFloat, weight: Font.Weight) {
        let font = Font.preferredFont(forTextStyle: style)
        #expect(style.rawValue == rawValue)
        #expect(font.pointSize == size && font.weight == weight && font.textStyle == style)
        #expect(FontMetrics(forTextStyle: style).scaledFont(for: font) == font)
    }

    @Test("system fonts carry their size, weight and iOS's names; withSize keeps the rest")
    func systemFonts() {
        let regular = Font.systemFont(ofSize: 14)
        #expect(regular.fontName == ".SFUI-Regular" && regular.familyName == ".SF UI" && regular.weight == .regular)
        #expect(Font.boldSystemFont(ofSize: 20).fontName == ".SFUI-Bold" && Font.boldSystemFont(ofSize: 20).weight == .bold)
        #expect(Font.italicSystemFont(ofSize: 12).isItalic && Font.italicSystemFont(ofSize: 12).fontName == ".SFUI-RegularItalic")
        #expect(Font.systemFont(ofSize: 15, weight: .semibold).fontName == ".SFUI-Semibold")
        #expect(Font.systemFont(ofSize: 15, weight: Font.Weight(0.35)).fontName == ".SFUI-Semibold")
        let headline = Font.preferredFont(forTextStyle: .headline).withSize(30)
        #expect(headline.pointSize == 30 && headline.weight == .semibold && headline.textStyle == .headline)
        let named = Font(name: "Avenir-Heavy", size: 18)
        #expect(named?.fontName == "Avenir-Heavy" && named?.pointSize == 18)
        #expect(Font.labelFontSize == 17 && Font.systemFontSize == 14)
        #expect(Font.Weight.ultraLight < .thin && Font.Weight.heavy < .black && Font.Weight.medium.rawValue == 0.23)
    }

    @Test("font metrics are the identity at the default category, capped by a maximum size")
    func metrics() {
        let font = Font.systemFont(ofSize: 40)
        #expect(FontMetrics.default.textStyle == .body && FontMetrics.default.scaledValue(for: 12) == 12)
        #expect(FontMetrics(forTextStyle: .title1).scaledFont(for: font, maximumPointSize: 30).pointSize == 30)
        #expect(FontMetrics(forTextStyle: .title1).scaledFont(for: font, maximumPointSize: 50) == font)
    }

    @Test("a font survives JSON")
    func codable() throws {
        let font = Font.preferredFont(forTextStyle: .footnote)
        #expect(try JSONDecoder().decode(Font.self, from: JSONEncoder().encode(font)) == font)
    }
}
