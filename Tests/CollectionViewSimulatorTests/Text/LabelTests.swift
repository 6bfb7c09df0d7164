import CollectionViewSimulator
import Foundation
import Testing

@Suite("Labels: text and its look as values")
@MainActor
struct LabelTests {
    @Test("a label has UIKit's defaults and takes no touches")
    func defaults() {
        let label = Label()
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.font == Font.systemFont(ofSize: 17) && label.textColor == .label && label.textAlignment == .natural)
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail)
        #expect(!label.adjustsFontForContentSizeCategory && !label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0)
        #expect(!label.isHighlighted && label.highlightedTextColor == nil && label.isEnabled)
        #expect(!label.isUserInteractionEnabled)
    }

    @Test("font and textColor are implicitly unwrapped, as UIKit declares them: nil restores the default")
    func implicitlyUnwrapped() {
        let label = Label()
        label.font = Font(name: "Avenir-Heavy", size: 16)
        label.textColor = .systemBlue
        #expect(label.font.fontName == "Avenir-Heavy" && label.textColor == .systemBlue)
        label.font = nil
        label.textColor = nil
        #expect(label.font == Font.systemFont(ofSize: 17) && label.textColor == .label)
    }

    @Test("text and attributedText are one value: setting either sets the other")
    func textAndAttributedText() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Lisbon"
        #expect(label.attributedText?.string == "Lisbon")
        label.attributedText = NSAttributedString(string: "Porto")
        #expect(label.text == "Porto")
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test("TextAlignment and LineBreakMode keep iOS's raw values")
    func rawValues() {
        #expect(TextAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(TextAlignment.natural.rawValue == 4 && TextAlignment.right.rawValue == 2)
        #expect(LineBreakMode.byTruncatingTail.rawValue == 4 && LineBreakMode.byWordWrapping.rawValue == 0)
    }
}
