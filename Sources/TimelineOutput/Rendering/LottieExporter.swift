import CollectionViewSimulator
import Foundation

/// A run as a Lottie animation (Bodymovin JSON), to open in Lottie's players: one shape layer per
/// view per animated stage, a filled rectangle in its fate's colour, on the scenario's clock.
///
/// Each layer is in (`ip`) when its stage began and out (`op`) when the screen stopped showing it:
/// at its last frame, or when the next stage began if that is sooner (the instant the next step
/// interrupted it, or the end of an animation that ends between frames), where the next stage's
/// layers take over from the same values, so the scenario plays continuously. A layer's position
/// (the view's centre, relative to the visible rectangle at that instant, so a scroll moves the
/// views across the picture), size, opacity, rotation and scale follow the run's curve: a view
/// timed by one cubic Bézier (UIKit's curves) is keyframed at its start and end with the curve as
/// the keyframe's easing (``BezierTimedView``); any other (a spring, a scroll, an interrupted
/// stage) at the frames the screen showed with linear easing, so the player shows the timeline's
/// values at every frame. A property that does not change is written once, and a keyframe that
/// lies on the line between its neighbours is left out. Rotation and scale come from the transform's 2D part
/// (`atan2(m12, m11)`, the lengths of its rows); skew and 3D are left out, which Lottie's 2D
/// layers cannot show. The frame rate is the first animated stage's.
public enum LottieExporter {
    /// The run's animation as Lottie JSON text.
    ///
    /// - Parameter run: The run to export.
    /// - Returns: A Lottie document with the format's required keys (`v`, `fr`, `ip`, `op`, `w`,
    ///   `h`, `layers`, and per layer `ty`, `ind`, `ks`, `ip`, `op`, `st`, `shapes`).
    package static func render(_ run: RecordedRun) -> String {
        ExportEncoding.text(document(run))
    }

    /// The run's animation as a Lottie document value.
    static func document(_ run: RecordedRun) -> LottieDocument {
        let sampled = SampledRun(run)
        let rate = sampled.stages.first?.rate ?? 60
        var layers: [LottieDocument.Layer] = []
        var end = 1.0
        let stages = sampled.stages
        for (index, stage) in stages.enumerated() {
            let next = index + 1 < stages.count ? stages[index + 1].start * rate : Double.infinity
            for view in stage.views.indices {
                var layer = layer(stage, view, index: layers.count + 1, rate: rate)
                layer.op = min(layer.op, max(next, layer.ip))
                layers.append(layer)
            }
            end = max(end, (stage.start + stage.shownDuration) * rate)
        }
        return LottieDocument(v: "5.7.0", fr: rate, ip: 0, op: end, w: Double(sampled.size.width),
                              h: Double(sampled.size.height), nm: sampled.name, ddd: 0, assets: [], layers: layers)
    }

    private static func layer(_ stage: SampledStage, _ view: Int, index: Int, rate: Double) -> LottieDocument.Layer {
        let seconds = stage.shownTimes
        let times = seconds.map { (stage.start + $0) * rate }
        let values = seconds.map { stage.screenValue(of: view, at: $0) }
        let eased = BezierTimedView(stage, view: view)
        func animated(_ read: (AnimatedAttributes) -> [Double]) -> LottieDocument.Property {
            let sampled = LottieDocument.Property.keyframed(times: times, values: values.map { ExportEncoding.unsigned(read($0)) })
            guard case .animated(let keyframes) = sampled, keyframes.count > 2,
                  let property = eased?.property(read, rate: rate, checkedAt: seconds) else { return sampled }
            return property
        }
        let transform = LottieDocument.Transform(
            a: .fixed([0, 0, 0]),
            p: animated { [Double($0.center.x), Double($0.center.y), 0] },
            s: animated { value in
                let m = value.transform3D
                return [Double(hypot(m.m11, m.m12)) * 100, Double(hypot(m.m21, m.m22)) * 100, 100]
            },
            r: animated { [Double(atan2($0.transform3D.m12, $0.transform3D.m11)) * 180 / .pi] },
            o: animated { [Double($0.isHidden ? 0 : $0.alpha) * 100] })
        let rectangle = LottieDocument.Shape(ty: "rc", nm: "bounds", d: 1, s: animated { [Double($0.size.width), Double($0.size.height)] },
                                             p: .fixed([0, 0]), r: .fixed([0]))
        let fill = LottieDocument.Shape(ty: "fl", nm: "fate", c: .fixed(rgba(ViewPalette.color(stage.views[view].fate))), o: .fixed([100]))
        let stroke = LottieDocument.Shape(ty: "st", nm: "outline", c: .fixed([0.2, 0.2, 0.2, 1]), o: .fixed([100]), w: .fixed([1]))
        let start = stage.start * rate
        return LottieDocument.Layer(ddd: 0, ind: index, ty: 4, nm: stage.views[view].name, sr: 1, ks: transform, ao: 0,
                                    shapes: [rectangle, stroke, fill], ip: start,
                                    op: stage.interruption == nil ? max(times.last ?? start, start + 1) : times.last ?? start,
                                    st: 0, bm: 0)
    }

    /// `#rrggbb` as Lottie's `[r, g, b, 1]`, each 0…1.
    static func rgba(_ hex: String) -> [Double] {
        let digits = hex.dropFirst()
        let value = Int(digits, radix: 16) ?? 0
        return [Double((value >> 16) & 0xff) / 255, Double((value >> 8) & 0xff) / 255, Double(value & 0xff) / 255, 1]
    }
}

/// The parts of the Lottie (Bodymovin) format ``LottieExporter`` writes, under the format's own
/// short key names.
struct LottieDocument: Sendable, Equatable, Codable {
    var v: String
    var fr: Double
    var ip: Double
    var op: Double
    var w: Double
    var h: Double
    var nm: String
    var ddd: Int
    var assets: [String]
    var layers: [Layer]

    /// A shape layer (`ty` 4).
    struct Layer: Sendable, Equatable, Codable {
        var ddd: Int
        var ind: Int
        var ty: Int
        var nm: String
        var sr: Double
        var ks: Transform
        var ao: Int
        var shapes: [Shape]
        var ip: Double
        var op: Double
        var st: Double
        var bm: Int
    }

    /// A layer's transform: anchor, position, scale (percent), rotation (degrees), opacity (percent).
    struct Transform: Sendable, Equatable, Codable {
        var a: Property
        var p: Property
        var s: Property
        var r: Property
        var o: Property
    }

    /// A rectangle (`rc`), fill (`fl`) or stroke (`st`); keys a shape does not have are left out.
    struct Shape: Sendable, Equatable, Codable {
        var ty: String
        var nm: String
        var d: Int?
        var s: Property?
        var p: Property?
        var r: Property?
        var c: Property?
        var o: Property?
        var w: Property?

        init(ty: String, nm: String, d: Int? = nil, s: Property? = nil, p: Property? = nil, r: Property? = nil,
             c: Property? = nil, o: Property? = nil, w: Property? = nil) {
            (self.ty, self.nm, self.d, self.s, self.p, self.r, self.c, self.o, self.w) = (ty, nm, d, s, p, r, c, o, w)
        }
    }

    /// One keyframe: the values `s` from time `t` (in frames), eased to the next along the cubic
    /// Bézier whose control points are `o` then `i` (linear unless set).
    struct Keyframe: Sendable, Equatable, Codable {
        var t: Double
        var s: [Double]
        var i = Easing(x: [1], y: [1])
        var o = Easing(x: [0], y: [0])

        init(t: Double, s: [Double]) {
            self.t = t
            self.s = s
        }
    }

    /// A keyframe's Bézier handle.
    struct Easing: Sendable, Equatable, Codable {
        var x: [Double]
        var y: [Double]
    }

    /// A value that is fixed (`{"a": 0, "k": [...]}`, or a number for one value) or keyframed
    /// (`{"a": 1, "k": [keyframes]}`).
    enum Property: Sendable, Equatable, Codable {
        case fixed([Double])
        case animated([Keyframe])

        private enum CodingKeys: String, CodingKey { case a, k }

        /// `values` at `times` (in frames) with only what changes: one fixed value when every
        /// value is the same, otherwise the keyframes without those that lie on the straight
        /// line between the keyframes kept around them (linear easing shows them anyway).
        static func keyframed(times: [Double], values: [[Double]]) -> Property {
            guard let first = values.first else { return .fixed([]) }
            if values.allSatisfy({ $0 == first }) { return .fixed(first) }
            var kept = [0]
            for index in 1..<values.count - 1 {
                let from = kept[kept.count - 1]
                let onLine = (from + 1...index + 1).allSatisfy { middle in
                    middle == index + 1 || isOnLine(times, values, from: from, to: index + 1, at: middle)
                }
                if !onLine { kept.append(index) }
            }
            kept.append(values.count - 1)
            return .animated(kept.map { Keyframe(t: times[$0], s: values[$0]) })
        }

        /// Whether keyframe `at` is where linear easing from `from` to `to` puts it, within a
        /// billionth of a point.
        private static func isOnLine(_ times: [Double], _ values: [[Double]], from: Int, to: Int, at: Int) -> Bool {
            let span = times[to] - times[from]
            guard span > 0 else { return false }
            let progress = (times[at] - times[from]) / span
            return values[at].indices.allSatisfy { component in
                let expected = values[from][component] + (values[to][component] - values[from][component]) * progress
                return abs(values[at][component] - expected) <= 1e-9 * max(1, abs(values[at][component]))
            }
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self = try container.decode(Int.self, forKey: .a) == 1
                ? .animated(try container.decode([Keyframe].self, forKey: .k))
                : .fixed((try? container.decode([Double].self, forKey: .k)) ?? [try container.decode(Double.self, forKey: .k)])
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .fixed(let values):
                try container.encode(0, forKey: .a)
                if values.count == 1 { try container.encode(values[0], forKey: .k) } else { try container.encode(values, forKey: .k) }
            case .animated(let keyframes):
                try container.encode(1, forKey: .a)
                try container.encode(keyframes, forKey: .k)
            }
        }
    }
}
