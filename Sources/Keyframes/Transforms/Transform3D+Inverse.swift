import Foundation

extension Transform3D {
    /// The determinant of the 4 × 4 matrix.
    ///
    /// Zero means the transform flattens space (a scale of 0, for example) and has no inverse.
    public var determinant: CGFloat {
        let e = entries
        var sum: CGFloat = 0
        for column in 0..<4 {
            let sign: CGFloat = column.isMultiple(of: 2) ? 1 : -1
            sum += sign * e[column] * Self.minor(e, row: 0, column: column)
        }
        return sum
    }

    /// The inverse transform, or `nil` when there is none.
    ///
    /// `CATransform3DInvert` returns its argument unchanged when the matrix is singular; that
    /// silently hands back a transform which is not an inverse, so this returns `nil` instead and
    /// lets the caller choose (`t.inverted() ?? t` reproduces Core Animation). A matrix counts as
    /// singular when its determinant is zero or not finite.
    ///
    /// - Returns: `M⁻¹` with `self.concatenating(M⁻¹) ≈ .identity`, or `nil`.
    public func inverted() -> Transform3D? {
        let e = entries
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        var inverse = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                // The adjugate is the transposed cofactor matrix.
                let sign: CGFloat = (row + column).isMultiple(of: 2) ? 1 : -1
                inverse[column * 4 + row] = sign * Self.minor(e, row: row, column: column) / det
            }
        }
        return Transform3D(entries: inverse)
    }

    /// The determinant of the 3 × 3 matrix left after removing `row` and `column`.
    private static func minor(_ e: [CGFloat], row: Int, column: Int) -> CGFloat {
        // The k-th of 0..<4 other than `skipped`, without building arrays of them.
        func other(_ k: Int, skipping skipped: Int) -> Int { k < skipped ? k : k + 1 }
        func at(_ r: Int, _ c: Int) -> CGFloat { e[other(r, skipping: row) * 4 + other(c, skipping: column)] }
        return at(0, 0) * (at(1, 1) * at(2, 2) - at(1, 2) * at(2, 1))
            - at(0, 1) * (at(1, 0) * at(2, 2) - at(1, 2) * at(2, 0))
            + at(0, 2) * (at(1, 0) * at(2, 1) - at(1, 1) * at(2, 0))
    }
}
