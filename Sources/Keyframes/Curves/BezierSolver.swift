import Foundation

/// The numerical core of ``CubicBezier``: polynomial coefficients and the inverse table.
///
/// With `cx = 3·x1`, `bx = 3·(x2 − x1) − cx`, `ax = 1 − cx − bx` (and the same for y),
/// `X(u) = ((ax·u + bx)·u + cx)·u` is monotone on [0, 1] because both time coordinates lie in
/// [0, 1], so `X(u) = x` has one root. `table[j]` holds that root for `x = j / intervals`, so the
/// root for any `x` is bracketed by two neighbouring entries found with one multiplication.
struct BezierSolver: Sendable {
    /// The number of table intervals; 64 keeps the linear first guess within about 1e-5 of the
    /// root, so two Newton steps usually reach full precision.
    static let intervals = 64

    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double
    let isIdentity: Bool
    let table: [Double]

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        isIdentity = x1 == y1 && x2 == y2
        var table = [Double](repeating: 0, count: Self.intervals + 1)
        table[Self.intervals] = 1
        for j in 1..<Self.intervals {
            let x = Double(j) / Double(Self.intervals)
            table[j] = Self.root(ax: ax, bx: bx, cx: cx, x: x, guess: x, low: table[j - 1], high: 1)
        }
        self.table = table
    }

    @inline(__always) func x(_ u: Double) -> Double { ((ax * u + bx) * u + cx) * u }
    @inline(__always) func y(_ u: Double) -> Double { ((ay * u + by) * u + cy) * u }

    func progress(at x: Double) -> Double {
        guard x > 0 else { return x.isNaN ? x : 0 }
        guard x < 1 else { return 1 }
        if isIdentity { return x }
        return y(parameter(at: x))
    }

    func parameter(at x: Double) -> Double {
        guard x > 0 else { return x.isNaN ? x : 0 }
        guard x < 1 else { return 1 }
        let scaled = x * Double(Self.intervals)
        let index = min(Int(scaled), Self.intervals - 1)
        let low = table[index], high = table[index + 1]
        let guess = low + (high - low) * (scaled - Double(index))
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
    /// Newton steps from `guess`; a step that leaves the (shrinking) bracket, or a flat slope, is
    /// replaced by bisection. It stops once a Newton step is below 1e-9 where the slope is not
    /// tiny — the following error is then about `(X″ / 2X′)·step² < 1e-15` — or the bracket is
    /// a few ulps wide. At most 8 Newton-or-bisection steps, then plain bisection (≤ 60 halvings).
    static func root(ax: Double, bx: Double, cx: Double, x: Double, guess: Double, low: Double, high: Double) -> Double {
        var (low, high, u) = (low, high, guess)
        for _ in 0..<8 {
            let error = ((ax * u + bx) * u + cx) * u - x
            if error == 0 { return u }
            if error < 0 { low = u } else { high = u }
            let slope = (3 * ax * u + 2 * bx) * u + cx
            let step = error / slope
            let next = u - step
            if next > low, next < high {
                u = next
                if abs(step) < 1e-9, abs(slope) > 1e-2 { return u }
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
