// Core Graphics' `CGColor` as cell code sets it on a layer: the same source on every platform
// (Apple's CoreGraphics on a Mac, the shim on Linux).
import CollectionViewSimulator
import CoreGraphics
import Foundation
import Testing
import UIKitCompatibility

@MainActor
@Suite("CGColor and a layer's border and shadow")
struct CGColorBridgingTests {
    @Test("a layer's border and shadow default to opaque black and keep what a cell sets")
    func borderAndShadow() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(cell.layer.borderColor == UIColor.black.cgColor && cell.layer.shadowColor == UIColor.black.cgColor)
        #expect(cell.layer.borderWidth == 0 && cell.layer.shadowOpacity == 0 && cell.layer.shadowRadius == 3)
        #expect(cell.layer.shadowOffset == CGSize(width: 0, height: -3))
        cell.layer.borderWidth = 1
        cell.layer.borderColor = UIColor.systemRed.cgColor
        cell.layer.cornerRadius = 8
        cell.layer.masksToBounds = true
        cell.layer.shadowColor = UIColor(white: 0, alpha: 0.5).cgColor
        cell.layer.shadowOpacity = 0.2
        cell.layer.shadowRadius = 4
        cell.layer.shadowOffset = CGSize(width: 0, height: 2)
        #expect(cell.layer.borderColor == UIColor.systemRed.cgColor)
        #expect(cell.layer.borderColor.map(UIColor.init(cgColor:)) == .systemRed)
        #expect(cell.layer.shadowColor?.alpha == 0.5)
        #expect(cell.layer.cornerRadius == 8 && cell.layer.masksToBounds)
        cell.layer.borderColor = nil
        #expect(cell.layer.borderColor == nil)
    }

    @Test("colours convert between UIColor and CGColor, greys included")
    func conversions() throws {
        let gray = CGColor(gray: 0.25, alpha: 1)
        #expect(gray.numberOfComponents == 2 && gray.alpha == 1)
        #expect(UIColor(cgColor: gray) == UIColor(white: 0.25, alpha: 1))
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(red.components == [1, 0, 0, 0.5])
        #expect(UIColor(cgColor: red) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(try #require(red.copy(alpha: 1)).alpha == 1)
    }
}
