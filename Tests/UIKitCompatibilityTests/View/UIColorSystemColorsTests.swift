// UIKit's system colours as cells and headers set them, through `import UIKitCompatibility` only.
import Testing
import UIKitCompatibility

/// A header written as for UIKit: it picks system colours for its background.
private final class TintedHeader: UICollectionReusableView {
    func highlight(_ on: Bool) {
        backgroundColor = on ? .systemOrange : .secondarySystemBackground
    }
}

@Suite("UIKit's system colours")
@MainActor
struct UIColorSystemColorsTests {
    @Test("UIKit-shaped code assigns system colours to an optional colour property")
    func assignment() {
        let header = TintedHeader(frame: .zero)
        header.highlight(true)
        #expect(header.backgroundColor == .systemOrange)
        header.highlight(false)
        #expect(header.backgroundColor == .systemGray6)
    }

    @Test("system colours carry the light-mode values Apple's Human Interface Guidelines publish", arguments: [
        (UIColor.systemRed, [255, 59, 48]), (.systemOrange, [255, 149, 0]), (.systemGreen, [52, 199, 89]),
        (.systemPurple, [175, 82, 222]), (.systemGray, [142, 142, 147]),
    ])
    func lightModeValues(color: UIColor, sRGB: [Int]) {
        let components = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        #expect(components == sRGB)
        #expect(color.alpha == 1)
    }

    @Test("every named system colour is distinct from the other hues")
    func distinctHues() {
        let hues: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
            .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray, .systemGray2,
            .systemGray3, .systemGray4, .systemGray5, .systemGray6,
        ]
        #expect(Set(hues).count == hues.count)
        #expect(UIColor.secondaryLabel.alpha < 1 && UIColor.tertiaryLabel.alpha < UIColor.secondaryLabel.alpha)
    }
}
