import Foundation

/// UIKit's `UIView.AnimationCurve`, with its raw values, mapped to Core Animation's curves.
///
/// `UIView.animate(withDuration:animations:)` uses `.easeInOut` (options `[]`), which UIKit
/// realises as `CAMediaTimingFunctionName.easeInEaseOut`; the other three map to the CA curve of
/// the same name.
public enum ViewAnimationCurve: Int, Sendable, Hashable, Codable, CaseIterable {
    /// `UIView.AnimationCurve.easeInOut` (0), the default for most animations.
    case easeInOut = 0
    /// `UIView.AnimationCurve.easeIn` (1).
    case easeIn = 1
    /// `UIView.AnimationCurve.easeOut` (2).
    case easeOut = 2
    /// `UIView.AnimationCurve.linear` (3).
    case linear = 3

    /// Reads the curve from `UIView.AnimationOptions` raw bits (`curveEaseInOut = 0 << 16`,
    /// `curveEaseIn = 1 << 16`, `curveEaseOut = 2 << 16`, `curveLinear = 3 << 16`).
    ///
    /// - Parameter optionsRawValue: The options' raw value; only bits 16–19 are read.
    /// - Returns: `nil` when those bits hold a value UIKit does not document.
    public init?(optionsRawValue: UInt) {
        self.init(rawValue: Int((optionsRawValue >> 16) & 0xF))
    }

    /// The Core Animation curve UIKit uses for this UIKit curve.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
