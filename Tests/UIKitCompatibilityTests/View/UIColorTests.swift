import Testing
import UIKitCompatibility

@Suite("UIColor as a value")
struct UIColorTests {
    @Test("hue, saturation and brightness convert to the RGB corners", arguments: [
        (0.0, UIColor.red), (1.0 / 3, UIColor.green), (2.0 / 3, UIColor.blue), (1.0, UIColor.red),
    ])
    func hue(hue: Double, expected: UIColor) {
        let color = UIColor(hue: CGFloat(hue), saturation: 1, brightness: 1, alpha: 1)
        #expect(abs(color.red - expected.red) < 1e-9 && abs(color.green - expected.green) < 1e-9
            && abs(color.blue - expected.blue) < 1e-9)
    }

    @Test("colours compare by value, alpha included")
    func equality() {
        #expect(UIColor(white: 1, alpha: 1) == .white)
        #expect(UIColor.white.withAlphaComponent(0.5) != .white)
        #expect(UIColor.white.withAlphaComponent(0.5).alpha == 0.5)
    }
}
