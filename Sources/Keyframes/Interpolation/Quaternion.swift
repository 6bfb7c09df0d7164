import Foundation

/// A unit quaternion `(x, y, z, w)` for the rotation part of a decomposed ``Transform3D``.
struct Quaternion: Sendable, Equatable {
    var x: Double, y: Double, z: Double, w: Double

    static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation of an orthonormal, right-handed basis given as the images of the x, y and z
    /// axes (storage rows), with the CSS Transforms 2 square-root formulas and sign rules.
    init(rows r: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) {
        x = 0.5 * max(1 + r.0[0] - r.1[1] - r.2[2], 0).squareRoot()
        y = 0.5 * max(1 - r.0[0] + r.1[1] - r.2[2], 0).squareRoot()
        z = 0.5 * max(1 - r.0[0] - r.1[1] + r.2[2], 0).squareRoot()
        w = 0.5 * max(1 + r.0[0] + r.1[1] + r.2[2], 0).squareRoot()
        if r.2[1] > r.1[2] { x = -x }
        if r.0[2] > r.2[0] { y = -y }
        if r.1[0] > r.0[1] { z = -z }
    }

    init(x: Double, y: Double, z: Double, w: Double) {
        (self.x, self.y, self.z, self.w) = (x, y, z, w)
    }

    /// The 3 × 3 rotation block in storage layout (rows are the images of the axes), the same as
    /// WebKit's `TransformationMatrix::fromQuaternion`.
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }

    /// Spherical linear interpolation along the shorter arc.
    ///
    /// The CSS pseudo-code takes the long way when the dot product is negative; Chromium and older
    /// WebKit flip one end first, which is what makes 170° → −170° pass through 180°, as the
    /// test vectors (and Core Animation) do.
    func slerp(to end: Quaternion, progress t: Double) -> Quaternion {
        var start = self
        var dot = x * end.x + y * end.y + z * end.z + w * end.w
        if dot < 0 {
            start = Quaternion(x: -x, y: -y, z: -z, w: -w)
            dot = -dot
        }
        dot = min(dot, 1)
        let angle = acos(dot)
        let sine = (1 - dot * dot).squareRoot()
        guard sine > 1e-12 else { return start }
        let endWeight = sin(t * angle) / sine
        let startWeight = cos(t * angle) - dot * endWeight
        return Quaternion(
            x: start.x * startWeight + end.x * endWeight, y: start.y * startWeight + end.y * endWeight,
            z: start.z * startWeight + end.z * endWeight, w: start.w * startWeight + end.w * endWeight)
    }
}
