import Keyframes

/// The benchmark's baseline: the browsers' cubic-Bézier solver, as WebKit's current `UnitBezier`
/// (`UnitBezier.h`) and Chromium's `gfx::CubicBezier` (`cubic_bezier.cc`) implement it — an
/// 11-sample table of X at u = i/10, linear interpolation in the bracketing interval, at most 4
/// Newton steps stopping at |X(u) − x| < ε, then bisection in the interval — with Chromium's
/// default ε = 1e-7. Written for this benchmark from that description.
struct BrowserBezier {
    let ax: Double, bx: Double, cx: Double
    let ay: Double, by: Double, cy: Double
    let samples: [Double]
    let epsilon = 1e-7

    init(_ curve: CubicBezier) {
        cx = 3 * curve.x1
        bx = 3 * (curve.x2 - curve.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * curve.y1
        by = 3 * (curve.y2 - curve.y1) - cy
        ay = 1 - cy - by
        let (ax, bx, cx) = (ax, bx, cx)
        samples = (0...10).map { index in
            let u = Double(index) / 10
            return ((ax * u + bx) * u + cx) * u
        }
    }

    func progress(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let u = solve(x)
        return ((ay * u + by) * u + cy) * u
    }

    private func solve(_ x: Double) -> Double {
        var index = 1
        while index < 10, samples[index] < x { index += 1 }
        var low = Double(index - 1) / 10, high = Double(index) / 10
        let (x0, x1) = (samples[index - 1], samples[index])
        var u = low + (x - x0) / (x1 - x0) * 0.1
        for _ in 0..<4 {
            let error = ((ax * u + bx) * u + cx) * u - x
            if abs(error) < epsilon { return u }
            let slope = (3 * ax * u + 2 * bx) * u + cx
            if abs(slope) < 1e-7 { break }
            u -= error / slope
        }
        u = min(max(u, low), high)
        for _ in 0..<64 {
            let value = ((ax * u + bx) * u + cx) * u
            if abs(value - x) < max(1e-10, epsilon) { return u }
            if value < x { low = u } else { high = u }
            u = (low + high) / 2
        }
        return u
    }
}
