import Foundation
import Keyframes
import Testing

@Suite("Cubic-Bézier timing functions")
@MainActor
struct CubicBezierTests {
    static let xs = [0.1, 0.25, 0.5, 0.75, 0.9]

    /// `ease(x)` from a 50-digit reference (mpmath bisection).
    nonisolated static let progressVectors: [(String, CubicBezier, [Double])] = [
        ("linear", .linear, [0.100000000, 0.250000000, 0.500000000, 0.750000000, 0.900000000]),
        ("easeIn", .easeIn, [0.017026610, 0.093464651, 0.315356813, 0.621861869, 0.839427846]),
        ("easeOut", .easeOut, [0.160572154, 0.378138131, 0.684643187, 0.906535349, 0.982973390]),
        ("easeInEaseOut", .easeInEaseOut, [0.019722454, 0.129161931, 0.500000000, 0.870838069, 0.980277546]),
        ("default", .default, [0.094796306, 0.408510591, 0.802403388, 0.960458978, 0.994316477]),
    ]

    /// The curve parameter u with X(u) = x.
    nonisolated static let parameterVectors: [(String, CubicBezier, [Double])] = [
        ("linear", .linear, [0.195800106, 0.326351822, 0.500000000, 0.673648178, 0.804199894]),
        ("easeIn", .easeIn, [0.077357276, 0.188786994, 0.374253436, 0.581975751, 0.746177468]),
        ("easeOut", .easeOut, [0.253822532, 0.418024249, 0.625746564, 0.811213006, 0.922642724]),
        ("easeInEaseOut", .easeInEaseOut, [0.083434792, 0.225065160, 0.500000000, 0.774934840, 0.916565208]),
        ("default", .default, [0.151689200, 0.409458563, 0.699572439, 0.873872500, 0.953431846]),
    ]

    /// Slopes dy/dx (easeOut is easeIn mirrored).
    nonisolated static let slopeVectors: [(String, CubicBezier, [Double])] = [
        ("easeIn", .easeIn, [0.324183, 0.674598, 1.073979, 1.368289, 1.535074]),
        ("easeOut", .easeOut, [1.535074, 1.368289, 1.073979, 0.674598, 0.324183]),
        ("easeInEaseOut", .easeInEaseOut, [0.402244, 1.059262, 1.724138, 1.059262, 0.402244]),
        ("default", .default, [1.539758, 2.207883, 0.994142, 0.346766, 0.117447]),
    ]

    @Test("named curves have Core Animation's control points")
    func controlPoints() {
        #expect([CubicBezier.easeIn.x1, CubicBezier.easeIn.y1, CubicBezier.easeIn.x2, CubicBezier.easeIn.y2] == [0.42, 0, 1, 1])
        #expect([CubicBezier.easeOut.x1, CubicBezier.easeOut.y1, CubicBezier.easeOut.x2, CubicBezier.easeOut.y2] == [0, 0, 0.58, 1])
        #expect(CubicBezier.easeInEaseOut == CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
        #expect(CubicBezier.default == CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1))
        #expect(CubicBezier.linear == CubicBezier(x1: 0, y1: 0, x2: 1, y2: 1))
    }

    @Test("progress matches the reference table", arguments: progressVectors.map { ($0.0, $0.1, $0.2) })
    func progress(name: String, curve: CubicBezier, expected: [Double]) {
        for (x, y) in zip(Self.xs, expected) {
            #expect(curve.progress(at: x).isApproximatelyEqual(to: y, tolerance: 1e-9), "\(name) at \(x)")
        }
    }

    @Test("the solved parameter matches the reference table", arguments: parameterVectors.map { ($0.0, $0.1, $0.2) })
    func parameter(name: String, curve: CubicBezier, expected: [Double]) {
        for (x, u) in zip(Self.xs, expected) {
            #expect(curve.parameter(at: x).isApproximatelyEqual(to: u, tolerance: 1e-9), "\(name) at \(x)")
        }
    }

    @Test("slopes match the reference table", arguments: slopeVectors.map { ($0.0, $0.1, $0.2) })
    func slope(name: String, curve: CubicBezier, expected: [Double]) {
        for (x, slope) in zip(Self.xs, expected) {
            #expect(curve.slope(at: x).isApproximatelyEqual(to: slope, tolerance: 1e-6), "\(name) at \(x)")
        }
    }

    @Test("the solver is within 1e-12 of bisection on a dense grid, custom curves included")
    func precision() {
        let curves: [CubicBezier] = [.easeIn, .easeOut, .easeInEaseOut, .default,
                                     CubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55),
                                     CubicBezier(x1: 0, y1: 1, x2: 1, y2: 0),
                                     CubicBezier(x1: 0.001, y1: 0.9, x2: 0.999, y2: 0.1)]
        for curve in curves {
            var worst = 0.0
            for step in 0...4000 {
                let x = Double(step) / 4000
                worst = max(worst, abs(curve.progress(at: x) - BezierReference.progress(curve, x)))
            }
            #expect(worst <= 1e-12, "\(curve): max error \(worst)")
        }
    }

    @Test("named curves are monotone and end exactly at 0 and 1")
    func monotone() {
        for curve in [CubicBezier.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            var previous = 0.0
            for step in 0...10_000 {
                let y = curve.progress(at: Double(step) / 10_000)
                #expect(y >= previous, "\(curve) decreases at step \(step)")
                previous = y
            }
            #expect(curve.progress(at: 0) == 0 && curve.progress(at: 1) == 1)
            #expect(curve.progress(at: -3) == 0 && curve.progress(at: 7) == 1)
        }
    }

    @Test("NaN and infinities neither hang nor trap")
    func nonFinite() {
        #expect(CubicBezier.easeIn.progress(at: .nan).isNaN)
        #expect(CubicBezier.easeIn.progress(at: .infinity) == 1)
        #expect(CubicBezier.easeIn.progress(at: -.infinity) == 0)
        let broken = CubicBezier(x1: .nan, y1: 0, x2: .infinity, y2: 1)
        #expect(broken.x2 == 1)
        _ = broken.progress(at: 0.5)
        _ = CubicBezier(x1: 0.3, y1: .infinity, x2: 0.6, y2: 1).progress(at: 0.5)
    }

    @Test("time coordinates are clamped to [0, 1]; curves encode their control points")
    func clampingAndCoding() throws {
        let curve = CubicBezier(x1: -1, y1: 2, x2: 3, y2: -1)
        #expect(curve.x1 == 0 && curve.x2 == 1 && curve.y1 == 2 && curve.y2 == -1)
        let data = try JSONEncoder().encode(CubicBezier.default)
        #expect(try JSONDecoder().decode(CubicBezier.self, from: data) == .default)
    }
}

/// An independent reference: plain bisection on the Bernstein form, 200 halvings (the ends are
/// exact by definition; bisection cannot find u = 1 where X′(1) = 0 because X rounds to 1 early).
enum BezierReference {
    static func progress(_ curve: CubicBezier, _ x: Double) -> Double {
        func bernstein(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
        }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(middle, curve.x1, curve.x2) < x { low = middle } else { high = middle }
        }
        return bernstein((low + high) / 2, curve.y1, curve.y2)
    }
}
