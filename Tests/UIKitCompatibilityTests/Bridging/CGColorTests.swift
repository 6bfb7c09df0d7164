// Core Graphics' `CGColor` as Apple declares it: the same source on every platform (Apple's
// CoreGraphics on a Mac, the shim on Linux).
import CoreGraphics
import Foundation
import Testing

@Suite("CGColor as Core Graphics declares it")
@MainActor
struct CGColorTests {
    @Test("a grey and an RGB colour keep their components, the alpha last")
    func components() {
        #expect(CGColor(gray: 0.5, alpha: 0.25).components == [0.5, 0.25])
        #expect(CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 1).numberOfComponents == 4)
        #expect(CGColor.clear.alpha == 0 && CGColor.white.components == [1, 1])
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 0, green: 1, blue: 0, alpha: 1))
    }

    @Test("copy(alpha:) changes only the alpha")
    func copyAlpha() {
        #expect(CGColor.black.copy(alpha: 0.5)?.components == [0, 0.5])
    }
}
