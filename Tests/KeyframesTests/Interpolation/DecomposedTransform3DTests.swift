import Foundation
import TestSupport
import Testing
@testable import Keyframes

@Suite("3D decomposition")
@MainActor
struct DecomposedTransform3DTests {
    @Test("random matrices with skew and perspective round-trip to 1e-9")
    func roundTrip() throws {
        let seed: UInt64 = 0x5EED_0005
        var random = SeededGenerator(seed: seed)
        var tested = 0
        for index in 0..<500 {
            var entries = (0..<16).map { _ in CGFloat(Double.random(in: -2...2, using: &random)) }
            entries[15] = CGFloat(Double.random(in: 0.5...2, using: &random))
            if index.isMultiple(of: 3) { (entries[3], entries[7], entries[11]) = (0, 0, 0) }
            let transform = Transform3D(entries: entries)
            // Skip nearly singular matrices: the perspective step inverts the matrix, so their
            // round-trip error grows with the condition number, not with the algorithm.
            var withoutPerspective = transform
            (withoutPerspective.m14, withoutPerspective.m24, withoutPerspective.m34) = (0, 0, 0)
            guard abs(withoutPerspective.determinant) > 0.25 else { continue }
            tested += 1
            guard let decomposed = DecomposedTransform3D(transform) else { continue }
            // Decomposition divides by m44: the recomposed matrix is the same projective transform
            // scaled to m44 = 1.
            let normalised = Transform3D(entries: entries.map { $0 / entries[15] })
            #expect(decomposed.recomposed.isApproximatelyEqual(to: normalised, tolerance: 1e-9), "seed \(seed), matrix \(index)")
        }
        #expect(tested > 250)
    }

    @Test("a rotation decomposes to unit scale, no skew, no perspective")
    func pureRotation() throws {
        let decomposed = try #require(DecomposedTransform3D(Transform3D(rotationAngle: 1, x: 1, y: 2, z: 3)))
        for (value, expected) in zip((0..<3).map { decomposed.scale[$0] } + (0..<3).map { decomposed.skew[$0] } + (0..<4).map { decomposed.perspective[$0] }, [1.0, 1, 1, 0, 0, 0, 0, 0, 0, 1]) {
            #expect(value.isApproximatelyEqual(to: expected, tolerance: 1e-12))
        }
    }

    @Test("m44 = 0, a flat matrix or NaN cannot be decomposed")
    func failures() {
        var flat = Transform3D.identity
        flat.m44 = 0
        #expect(DecomposedTransform3D(flat) == nil)
        #expect(DecomposedTransform3D(Transform3D(scaleX: 1, y: 0, z: 1)) == nil)
        #expect(DecomposedTransform3D(Transform3D(scaleX: .nan, y: 1, z: 1)) == nil)
    }
}
