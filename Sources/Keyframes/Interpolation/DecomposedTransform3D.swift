import Foundation

/// A ``Transform3D`` split into perspective, translation, rotation, skew and scale, as CSS
/// Transforms level 2 "Decomposing a 3D matrix" does (adapted to `CATransform3D` storage, per
/// CSS Transforms Level 2, "Decomposing a 3D matrix"). In column form the model is
/// `P · T · R · K · S`.
///
/// Every part is a fixed-size vector and the 4 × 4 products work on `SIMD16` values: no array is
/// allocated per decomposition (a sampled view whose transform animates decomposes both ends at
/// every sample; the arrays were a tenth of `batchsim fuzz`'s time). The arithmetic is the same,
/// operation for operation, so results are unchanged bit for bit.
struct DecomposedTransform3D: Sendable, Equatable {
    var scale: SIMD3<Double>
    /// `[xy, xz, yz]`.
    var skew: SIMD3<Double>
    var rotation: Quaternion
    var translation: SIMD3<Double>
    var perspective: SIMD4<Double>

    /// Decomposes `transform`, or returns `nil` when it cannot be (`m44 = 0`, or the matrix without
    /// its perspective is singular) — such transforms animate discretely.
    init?(_ transform: Transform3D) {
        let entries = transform.entries
        var m = SIMD16<Double>()
        for index in 0..<16 { m[index] = Double(entries[index]) }
        guard m[15] != 0, (0..<16).allSatisfy({ m[$0].isFinite }) else { return nil }
        m = m / SIMD16(repeating: m[15])
        var withoutPerspective = m
        (withoutPerspective[3], withoutPerspective[7], withoutPerspective[11], withoutPerspective[15]) = (0, 0, 0, 1)
        let affine = Transform3D(entries: (0..<16).map { CGFloat(withoutPerspective[$0]) })
        // Singular exactly when `inverted()` is nil; the inverse itself only for a perspective
        // (most transforms have none, and the inverse was most of the decomposition's time).
        let determinant = affine.determinant
        guard determinant != 0, determinant.isFinite else { return nil }
        if m[3] != 0 || m[7] != 0 || m[11] != 0 {
            guard let inverse = affine.inverted()?.entries.map(Double.init) else { return nil }
            let rhs = SIMD4(m[3], m[7], m[11], m[15])
            // rhs · (N⁻¹)ᵀ: component j is the dot product of rhs with row j of N⁻¹.
            perspective = SIMD4()
            for j in 0..<4 {
                var sum = 0.0
                for i in 0..<4 { sum += rhs[i] * inverse[j * 4 + i] }
                perspective[j] = sum
            }
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }
        translation = SIMD3(m[12], m[13], m[14])
        var rows = (SIMD3(m[0], m[1], m[2]), SIMD3(m[4], m[5], m[6]), SIMD3(m[8], m[9], m[10]))
        (scale, skew) = Self.orthonormalise(&rows)
        rotation = Quaternion(rows: rows)
    }

    /// Gram–Schmidt on the axis images, pulling out scale and skew and flipping a left-handed
    /// basis.
    private static func orthonormalise(
        _ r: inout (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    ) -> (scale: SIMD3<Double>, skew: SIMD3<Double>) {
        func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        var scale = SIMD3<Double>(), skew = SIMD3<Double>()
        scale[0] = dot(r.0, r.0).squareRoot()
        r.0 = r.0 * (1 / scale[0])
        skew[0] = dot(r.0, r.1)
        r.1 = r.1 + -skew[0] * r.0
        scale[1] = dot(r.1, r.1).squareRoot()
        r.1 = r.1 * (1 / scale[1])
        skew[0] /= scale[1]
        skew[1] = dot(r.0, r.2)
        r.2 = r.2 + -skew[1] * r.0
        skew[2] = dot(r.1, r.2)
        r.2 = r.2 + -skew[2] * r.1
        scale[2] = dot(r.2, r.2).squareRoot()
        r.2 = r.2 * (1 / scale[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]
        let crossX: Double = r.1[1] * r.2[2] - r.1[2] * r.2[1]
        let crossY: Double = r.1[2] * r.2[0] - r.1[0] * r.2[2]
        let crossZ: Double = r.1[0] * r.2[1] - r.1[1] * r.2[0]
        if dot(r.0, SIMD3(crossX, crossY, crossZ)) < 0 {
            scale = -scale
            r = (r.0 * -1, r.1 * -1, r.2 * -1)
        }
        return (scale, skew)
    }

    /// Linear interpolation of every part except the rotation, which is slerped.
    func interpolated(to end: DecomposedTransform3D, progress p: Double) -> DecomposedTransform3D {
        var result = self
        for index in 0..<3 {
            result.scale[index] = lerp(scale[index], end.scale[index], p)
            result.skew[index] = lerp(skew[index], end.skew[index], p)
            result.translation[index] = lerp(translation[index], end.translation[index], p)
        }
        for index in 0..<4 { result.perspective[index] = lerp(perspective[index], end.perspective[index], p) }
        result.rotation = rotation.slerp(to: end.rotation, progress: p)
        return result
    }

    /// Recomposes `P · T · R · K · S` (column form) and transposes it back to storage. Matrices
    /// are `SIMD16` values, row `i`, column `j` at `4i + j`.
    var recomposed: Transform3D {
        var columnForm = Self.identity4
        for j in 0..<4 { columnForm[12 + j] = perspective[j] }
        var translate = Self.identity4
        (translate[3], translate[7], translate[11]) = (translation[0], translation[1], translation[2])
        var rotate = Self.identity4
        let storage = rotation.rows
        for i in 0..<3 { (rotate[i * 4], rotate[i * 4 + 1], rotate[i * 4 + 2]) = (storage.0[i], storage.1[i], storage.2[i]) }
        var skewing = Self.identity4
        (skewing[1], skewing[2], skewing[6]) = (skew[0], skew[1], skew[2])
        var scaling = Self.identity4
        (scaling[0], scaling[5], scaling[10]) = (scale[0], scale[1], scale[2])
        columnForm = Self.multiply(Self.multiply(Self.multiply(Self.multiply(columnForm, translate), rotate), skewing), scaling)
        return Transform3D(entries: (0..<16).map { CGFloat(columnForm[($0 % 4) * 4 + $0 / 4]) })
    }

    private static let identity4 = SIMD16<Double>(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)

    private static func multiply(_ a: SIMD16<Double>, _ b: SIMD16<Double>) -> SIMD16<Double> {
        var product = SIMD16<Double>()
        for i in 0..<4 {
            for j in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += a[i * 4 + k] * b[k * 4 + j] }
                product[i * 4 + j] = sum
            }
        }
        return product
    }
}
