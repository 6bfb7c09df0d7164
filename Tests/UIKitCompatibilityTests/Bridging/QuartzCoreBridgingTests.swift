// The bridge between Core Animation's `CATransform3D` and the simulator's `Transform3D`: the same
// source on every platform (Apple's QuartzCore on a Mac, the shim on Linux).
import Keyframes
import Testing
import UIKitCompatibility

@Suite("CATransform3D on the simulator's attributes and layers")
@MainActor
struct QuartzCoreBridgingTests {
    @Test("the conversions keep the sixteen entries, both ways")
    func conversions() {
        var ca = CATransform3DMakeRotation(0.4, 1, 2, 3)
        ca.m34 = -1 / 500
        ca.m43 = 9
        let simulator = Transform3D(ca)
        #expect(simulator.m34 == -1 / 500 && simulator.m43 == 9 && simulator.m12 == ca.m12)
        #expect(CATransform3DEqualToTransform(CATransform3D(simulator), ca))
    }

    @Test("a ported file sees UIKit's CATransform3D-typed transform3D and layer transform")
    func uikitTypedMembers() {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        let fromAttributes: CATransform3D = attributes.transform3D
        #expect(CATransform3DEqualToTransform(fromAttributes, CATransform3DMakeScale(0.1, 0.1, 1)))

        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.layer.transform = CATransform3DMakeTranslation(0, 10, 0)
        let fromLayer: CATransform3D = cell.layer.transform
        #expect(fromLayer.m42 == 10)
        #expect(cell.transform == CGAffineTransform(translationX: 0, y: 10))
        #expect(cell.layer.frame == CGRect(x: 0, y: 10, width: 100, height: 40))
    }
}
