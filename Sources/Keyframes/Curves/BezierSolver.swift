import Foundation

/// The numerical core of ``CubicBezier``: polynomial coefficients and the inverse table.
///
/// `@usableFromInline`/`@inlinable` on the evaluation path: measured with `batchsim-bench keyframes`,
/// the call across the module boundary cost about a fifth of a solve.
///
/// With `cx = 3·x1`, `bx = 3·(x2 − x1) − cx`, `ax = 1 − cx − bx` (and the same for y),
/// `X(u) = ((ax·u + bx)·u + cx)·u` is monotone on [0, 1] because both time coordinates lie in
/// [0, 1], so `X(u) = x` has one root. The table holds that root for `x = j / intervals`, so the
/// root for any `x` is bracketed by two neighbouring entries found with one multiplication.
@usableFromInline
struct BezierSolver: Sendable {
    /// The number of table intervals. Linear interpolation between the nodes puts the first guess
    /// within about 1e-7 of the root; two division-free Newton corrections (below) bring it within
    /// about 1e-13. A denser table would spill the first-level cache when several curves alternate.
    @usableFromInline static var intervals: Int { 1024 }

    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    @usableFromInline let isIdentity: Bool
    /// Interleaved `[u0, du/dx at u0, u1, du/dx at u1, …]` at `x = j / intervals`. Where
    /// `X′(u) = 0` (an end of a curve with x1 = 0 or x2 = 1) the inverse slope is infinite; the
    /// neighbouring interval's secant slope stands in, and Newton inside the bracket does the rest.
    @usableFromInline let nodes: [Double]

    @usableFromInline
    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        isIdentity = x1 == y1 && x2 == y2
        var roots = [Double](repeating: 0, count: Self.intervals + 1)
        roots[Self.intervals] = 1
        for j in 1..<Self.intervals {
            let x = Double(j) / Double(Self.intervals)
            roots[j] = Self.root(ax: ax, bx: bx, cx: cx, x: x, guess: x, low: roots[j - 1], high: 1)
        }
        var nodes: [Double] = []
        let secant = { (j: Int) in (roots[j + 1] - roots[j]) * Double(Self.intervals) }
        for (j, u) in roots.enumerated() {
            let slope = (3 * ax * u + 2 * bx) * u + cx
            nodes += [u, slope > 1e-6 ? 1 / slope : secant(min(j, Self.intervals - 1))]
        }
        self.nodes = nodes
    }

    @inlinable func y(_ u: Double) -> Double { ((ay * u + by) * u + cy) * u }

    @inlinable func progress(at x: Double) -> Double {
        guard x > 0 else { return x.isNaN ? x : 0 }
        guard x < 1 else { return 1 }
        if isIdentity { return x }
        return y(parameter(at: x))
    }

    @inlinable func parameter(at x: Double) -> Double {
        guard x > 0 else { return x.isNaN ? x : 0 }
        guard x < 1 else { return 1 }
        let scaled = x * Double(Self.intervals)
        let index = min(Int(scaled), Self.intervals - 1)
        let t = scaled - Double(index)
        let (low, lowSlope, high, highSlope) = (nodes[2 * index], nodes[2 * index + 1], nodes[2 * index + 2], nodes[2 * index + 3])
        let guess = low + t * (high - low)
        // Fast path: two Newton corrections from the linear guess, each using the table's inverse
        // slope interpolated across the interval instead of dividing by X′(u). Where the slope is
        // well-behaved its relative error is about 1e-5, so the error goes 1e-7 → 1e-12 → 1e-16
        // (the measured worst case over the precision tests is below 1e-13). Accepted when the
        // second correction is below 1e-9 and inside the bracket; elsewhere (near an end where
        // X′ → 0 and the inverse slope is unbounded) the exact bracketed solver runs.
        let inverseSlope = lowSlope + t * (highSlope - lowSlope)
        let first = guess - (((ax * guess + bx) * guess + cx) * guess - x) * inverseSlope
        let correction = (((ax * first + bx) * first + cx) * first - x) * inverseSlope
        let next = first - correction
        if abs(correction) < 1e-9, next >= low, next <= high {
            return next
        }
        return Self.root(ax: ax, bx: bx, cx: cx, x: x, guess: guess, low: low, high: high)
    }

    func slope(at x: Double) -> Double {
        let u = parameter(at: min(max(x, 0), 1))
        let dx = (3 * ax * u + 2 * bx) * u + cx
        let dy = (3 * ay * u + 2 * by) * u + cy
        if dx != 0 { return dy / dx }
        // X′ = 0 only at an end with x1 = 0 or x2 = 1: use the ratio of second derivatives.
        return dy == 0 ? (6 * ay * u + 2 * by) / (6 * ax * u + 2 * bx) : .infinity
    }

    /// Solves `X(u) = x` inside the bracket [low, high] that contains the root.
    ///
    /// Newton steps from `guess`; a step that leaves the (shrinking) bracket is replaced by
    /// bisection. After a small step `δ` (< 1e-6, so the cubic term is below 1e-18 even at an
    /// inflection point, where X″ = 0) the next error is about `(X″ / 2X′)·δ²`, so it stops as
    /// soon as that estimate is below 1e-17, or when the bracket is a few ulps wide. At most 8
    /// Newton-or-bisection steps, then plain bisection (≤ 60 halvings): NaN cannot loop forever.
    @inlinable static func root(ax: Double, bx: Double, cx: Double, x: Double, guess: Double, low: Double, high: Double) -> Double {
        var (low, high, u) = (low, high, guess)
        for _ in 0..<8 {
            let error = ((ax * u + bx) * u + cx) * u - x
            if error == 0 { return u }
            if error < 0 { low = u } else { high = u }
            let slope = (3 * ax * u + 2 * bx) * u + cx
            let step = error / slope
            let next = u - step
            if next > low, next < high {
                let curvature = 6 * ax * u + 2 * bx
                u = next
                if abs(step) < 1e-6, abs(curvature * step * step) <= 2e-17 * abs(slope) { return u }
            } else {
                u = 0.5 * (low + high)
            }
            if high - low <= 4 * Double.ulpOfOne { return u }
        }
        for _ in 0..<60 where high - low > 2 * Double.ulpOfOne {
            let middle = 0.5 * (low + high)
            if ((ax * middle + bx) * middle + cx) * middle < x { low = middle } else { high = middle }
        }
        return 0.5 * (low + high)
    }
}
