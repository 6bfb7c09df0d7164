import Foundation

/// An ``Transform2D`` split as CSS Transforms level 1 "Interpolation of 2D matrices" does:
/// translation, scale, rotation angle and a residual 2 × 2 matrix (skew), written for row vectors:
/// linear part `L = S · K · R(angle)` (scale first, then skew, then rotation), then translation.
struct DecomposedTransform2D: Sendable, Equatable {
    var translation: (x: Double, y: Double)
    var scale: (x: Double, y: Double)
    /// Radians.
    var angle: Double
    /// The residual matrix `K`, `[k11, k12, k21, k22]`.
    var residual: [Double]

    static func == (lhs: DecomposedTransform2D, rhs: DecomposedTransform2D) -> Bool {
        lhs.translation == rhs.translation && lhs.scale == rhs.scale && lhs.angle == rhs.angle && lhs.residual == rhs.residual
    }

    /// Decomposes `transform`, or returns `nil` for a singular (or non-finite) one, which animates
    /// discretely.
    init?(_ transform: Transform2D) {
        let (a, b, c, d) = (Double(transform.a), Double(transform.b), Double(transform.c), Double(transform.d))
        guard a * d - b * c != 0, [a, b, c, d].allSatisfy(\.isFinite) else { return nil }
        translation = (Double(transform.tx), Double(transform.ty))
        var sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        // A negative determinant means one axis was flipped: flip the one CSS picks.
        if a * d - b * c < 0 {
            if a < d { sx = -sx } else { sy = -sy }
        }
        scale = (sx, sy)
        let row0 = (a / sx, b / sx), row1 = (c / sy, d / sy)
        angle = atan2(row0.1, row0.0)
        // K = U · R(−angle), with U the normalised rows.
        let (cosine, sine) = (cos(angle), sin(angle))
        residual = [
            row0.0 * cosine + row0.1 * sine, -row0.0 * sine + row0.1 * cosine,
            row1.0 * cosine + row1.1 * sine, -row1.0 * sine + row1.1 * cosine,
        ]
    }

    /// CSS's preparation, then linear interpolation of every part (angle included).
    func interpolated(to end: DecomposedTransform2D, progress p: Double) -> DecomposedTransform2D {
        var start = self, end = end
        // Both axes flipped in the opposite way: turn one end's flip into a 180° rotation.
        if (start.scale.x < 0 && end.scale.y < 0) || (start.scale.y < 0 && end.scale.x < 0) {
            start.scale = (-start.scale.x, -start.scale.y)
            start.angle += start.angle < 0 ? .pi : -.pi
        }
        if start.angle == 0 { start.angle = 2 * .pi }
        if end.angle == 0 { end.angle = 2 * .pi }
        if abs(start.angle - end.angle) > .pi {
            if start.angle > end.angle { start.angle -= 2 * .pi } else { end.angle -= 2 * .pi }
        }
        var result = start
        result.translation = (lerp(start.translation.x, end.translation.x, p), lerp(start.translation.y, end.translation.y, p))
        result.scale = (lerp(start.scale.x, end.scale.x, p), lerp(start.scale.y, end.scale.y, p))
        result.angle = lerp(start.angle, end.angle, p)
        result.residual = zip(start.residual, end.residual).map { lerp($0, $1, p) }
        return result
    }

    /// `S · K · R(angle)` plus the translation.
    var recomposed: Transform2D {
        let (cosine, sine) = (cos(angle), sin(angle))
        let k = residual
        // K · R with R = [[cos, sin], [−sin, cos]].
        let kr = [k[0] * cosine - k[1] * sine, k[0] * sine + k[1] * cosine,
                  k[2] * cosine - k[3] * sine, k[2] * sine + k[3] * cosine]
        return Transform2D(
            a: CGFloat(scale.x * kr[0]), b: CGFloat(scale.x * kr[1]),
            c: CGFloat(scale.y * kr[2]), d: CGFloat(scale.y * kr[3]),
            tx: CGFloat(translation.x), ty: CGFloat(translation.y))
    }
}
