import CollectionViewSimulator
import Foundation
import Keyframes

extension TimelineDocument.Animation {
    /// `0.250 s linear, delay 0.000 s, 60.000 fps`.
    var summary: String {
        "\(FixedDecimal.format(duration)) s \(curve.summary), delay \(FixedDecimal.format(delay)) s, \(FixedDecimal.format(frameRate)) fps"
    }
}

extension TimingCurve {
    /// `linear`, `easeInEaseOut`, `cubicBezier(0.250, 0.100, 0.250, 1.000)`,
    /// `spring(mass 1.000, stiffness 100.000, damping 10.000, initialVelocity 0.000)`.
    var summary: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInEaseOut: "easeInEaseOut"
        case .default: "default"
        case .cubicBezier(let bezier):
            "cubicBezier(\([bezier.x1, bezier.y1, bezier.x2, bezier.y2].map { FixedDecimal.format($0) }.joined(separator: ", ")))"
        case .spring(let spring):
            "spring(mass \(FixedDecimal.format(spring.mass)), stiffness \(FixedDecimal.format(spring.stiffness)), "
                + "damping \(FixedDecimal.format(spring.damping)), initialVelocity \(FixedDecimal.format(spring.initialVelocity)))"
        }
    }
}
