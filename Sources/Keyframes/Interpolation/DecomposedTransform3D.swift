import Foundation

/// A ``Transform3D`` split into perspective, translation, rotation, skew and scale, as CSS
/// Transforms level 2 "Decomposing a 3D matrix" does (adapted to `CATransform3D` storage, per
/// CSS Transforms Level 2, "Decomposing a 3D matrix"). In column form the model is
/// `P · T · R · K · S`.
struct DecomposedTransform3D: Sendable, Equatable {
    var scale: [Double]
    /// `[xy, xz, yz]`.
    var skew: [Double]
    var rotation: Quaternion
    var translation: [Double]
    var perspective: [Double]

    /// Decomposes `transform`, or returns `nil` when it cannot be (`m44 = 0`, or the matrix without
    /// its perspective is singular) — such transforms animate discretely.
    init?(_ transform: Transform3D) {
        var m = transform.entries.map(Double.init)
        guard m[15] != 0, m.allSatisfy(\.isFinite) else { return nil }
        m = m.map { $0 / m[15] }
        var withoutPerspective = m
        (withoutPerspective[3], withoutPerspective[7], withoutPerspective[11], withoutPerspective[15]) = (0, 0, 0, 1)
        let affine = Transform3D(entries: withoutPerspective.map { CGFloat($0) })
        // Singular exactly when `inverted()` is nil; the inverse itself only for a perspective
        // (most transforms have none, and the inverse was most of the decomposition's time).
        let determinant = affine.determinant
        guard determinant != 0, determinant.isFinite else { return nil }
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            guard let inverse = affine.inverted()?.entries.map(Double.init) else { return nil }
            let rhs = [m[3], m[7], m[11], m[15]]
            // rhs · (N⁻¹)ᵀ: component j is the dot product of rhs with row j of N⁻¹.
            perspective = (0..<4).map { (j: Int) -> Double in
                var sum = 0.0
                for i in 0..<4 { sum += rhs[i] * inverse[j * 4 + i] }
                return sum
            }
        } else {
            perspective = [0, 0, 0, 1]
        }
        translation = [m[12], m[13], m[14]]
        var rows: [[Double]] = [Array(m[0..<3]), Array(m[4..<7]), Array(m[8..<11])]
        (scale, skew) = Self.orthonormalise(&rows)
        rotation = Quaternion(rows: rows)
    }

    /// Gram–Schmidt on the axis images, pulling out scale and skew and flipping a left-handed
    /// basis.
    private static func orthonormalise(_ r: inout [[Double]]) -> (scale: [Double], skew: [Double]) {
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func combine(_ a: [Double], _ b: [Double], _ factor: Double) -> [Double] { zip(a, b).map { $0 + factor * $1 } }
        func scaled(_ a: [Double], _ factor: Double) -> [Double] { a.map { $0 * factor } }
        var scale = [0.0, 0, 0], skew = [0.0, 0, 0]
        scale[0] = dot(r[0], r[0]).squareRoot()
        r[0] = scaled(r[0], 1 / scale[0])
        skew[0] = dot(r[0], r[1])
        r[1] = combine(r[1], r[0], -skew[0])
        scale[1] = dot(r[1], r[1]).squareRoot()
        r[1] = scaled(r[1], 1 / scale[1])
        skew[0] /= scale[1]
        skew[1] = dot(r[0], r[2])
        r[2] = combine(r[2], r[0], -skew[1])
        skew[2] = dot(r[1], r[2])
        r[2] = combine(r[2], r[1], -skew[2])
        scale[2] = dot(r[2], r[2]).squareRoot()
        r[2] = scaled(r[2], 1 / scale[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        let crossX: Double = r[1][1] * r[2][2] - r[1][2] * r[2][1]
        let crossY: Double = r[1][2] * r[2][0] - r[1][0] * r[2][2]
        let crossZ: Double = r[1][0] * r[2][1] - r[1][1] * r[2][0]
        let cross = [crossX, crossY, crossZ]
        if dot(r[0], cross) < 0 {
            scale = scale.map { -$0 }
            r = r.map { scaled($0, -1) }
        }
        return (scale, skew)
    }

    /// Linear interpolation of every part except the rotation, which is slerped.
    func interpolated(to end: DecomposedTransform3D, progress p: Double) -> DecomposedTransform3D {
        func mix(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { lerp($0, $1, p) } }
        var result = self
        result.scale = mix(scale, end.scale)
        result.skew = mix(skew, end.skew)
        result.translation = mix(translation, end.translation)
        result.perspective = mix(perspective, end.perspective)
        result.rotation = rotation.slerp(to: end.rotation, progress: p)
        return result
    }

    /// Recomposes `P · T · R · K · S` (column form) and transposes it back to storage.
    var recomposed: Transform3D {
        var columnForm = Self.identity4
        columnForm[3] = perspective
        var translate = Self.identity4
        (translate[0][3], translate[1][3], translate[2][3]) = (translation[0], translation[1], translation[2])
        var rotate = Self.identity4
        let storageRotation = rotation.rows
        for i in 0..<3 { for j in 0..<3 { rotate[i][j] = storageRotation[j][i] } }
        var skewing = Self.identity4
        (skewing[0][1], skewing[0][2], skewing[1][2]) = (skew[0], skew[1], skew[2])
        var scaling = Self.identity4
        (scaling[0][0], scaling[1][1], scaling[2][2]) = (scale[0], scale[1], scale[2])
        for factor in [translate, rotate, skewing, scaling] { columnForm = Self.multiply(columnForm, factor) }
        return Transform3D(entries: (0..<16).map { CGFloat(columnForm[$0 % 4][$0 / 4]) })
    }

    private static let identity4: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { (i: Int) -> [Double] in
            (0..<4).map { (j: Int) -> Double in
                var sum = 0.0
                for k in 0..<4 { sum += a[i][k] * b[k][j] }
                return sum
            }
        }
    }
}
