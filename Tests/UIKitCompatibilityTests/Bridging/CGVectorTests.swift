// Core Graphics' `CGVector` as UIKit Dynamics code builds it: the same source on every platform
// (Apple's CoreGraphics on a Mac, the shim on Linux).
import CoreGraphics
import Foundation
import Testing
import UIKitCompatibility

@Suite("CGVector as Core Graphics declares it")
@MainActor
struct CGVectorTests {
    @Test("vectors build from CGFloat, Double and Int components and compare by value")
    func components() {
        let dx: CGFloat = 3
        let fromCGFloat = CGVector(dx: dx, dy: -4)
        let fromDouble = CGVector(dx: 3.0, dy: -4.0)
        let fromInt = CGVector(dx: 3, dy: -4)
        #expect(fromCGFloat == fromDouble && fromDouble == fromInt)
        #expect(fromInt.dx == 3 && fromInt.dy == -4)
        #expect(CGVector() == .zero)
        #expect(fromInt != .zero)
    }

    @Test("a vector survives a Codable round trip")
    func codable() throws {
        let vector = CGVector(dx: 1.5, dy: -2)
        let decoded = try JSONDecoder().decode(CGVector.self, from: JSONEncoder().encode(vector))
        #expect(decoded == vector)
    }
}
