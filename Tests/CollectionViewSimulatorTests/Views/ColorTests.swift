import CollectionViewSimulator
import Foundation
import Testing

@Suite("Colours as values")
@MainActor
struct ColorTests {
    @Test("hue, saturation and brightness convert to the RGB corners", arguments: [
        (0.0, Color.red), (1.0 / 3, Color.green), (2.0 / 3, Color.blue), (1.0, Color.red),
    ])
    func hue(hue: Double, expected: Color) {
        let color = Color(hue: CGFloat(hue), saturation: 1, brightness: 1, alpha: 1)
        #expect(abs(color.red - expected.red) < 1e-9 && abs(color.green - expected.green) < 1e-9
            && abs(color.blue - expected.blue) < 1e-9)
    }

    @Test("colours compare by value, alpha included")
    func equality() {
        #expect(Color(white: 1, alpha: 1) == .white)
        #expect(Color.white.withAlphaComponent(0.5) != .white)
        #expect(Color.white.withAlphaComponent(0.5).alpha == 0.5)
    }
}
