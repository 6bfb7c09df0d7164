import Foundation

/// When a value that cannot be interpolated jumps from its start to its end while a track runs.
///
/// Before the track starts it always shows the start value, and from its end on the end value;
/// the switch only decides what happens in between.
public enum DiscreteSwitch: Sendable, Hashable, Codable, CaseIterable {
    /// The end value from the moment the track starts (UXKit re-orders `zIndex` before the
    /// animation; a view becoming visible shows at once).
    case atStart
    /// The start value while progress < 0.5, the end value from 0.5 on (Web Animations'
    /// "discrete" rule, also the fallback for non-invertible transforms).
    case atMidpoint
    /// The start value until the track ends (UIKit's `updateZIndexAfterAnimation`, a view becoming
    /// hidden or being deleted after its animation).
    case atEnd

    /// The value shown at `progress` while the track runs.
    ///
    /// - Parameters:
    ///   - start: The value before the switch.
    ///   - end: The value after the switch.
    ///   - progress: The timing curve's output.
    /// - Returns: `start` or `end`.
    public func value<Value>(from start: Value, to end: Value, progress: Double) -> Value {
        switch self {
        case .atStart: end
        case .atMidpoint: progress < 0.5 ? start : end
        case .atEnd: start
        }
    }
}

extension Int: Interpolatable {
    /// `zIndex` semantics: the new value applies as soon as the track starts
    /// (``DiscreteSwitch/atStart``), as UXKit re-orders views before animating. Use
    /// ``DiscreteSwitch/atEnd`` in your own conformance for UIKit's `updateZIndexAfterAnimation`.
    ///
    /// - Parameters:
    ///   - end: The end value.
    ///   - progress: The timing curve's output.
    /// - Returns: `end`; the track itself shows `self` before it starts.
    public func interpolated(to end: Int, progress: Double) -> Int {
        DiscreteSwitch.atStart.value(from: self, to: end, progress: progress)
    }
}

extension Bool: Interpolatable {
    /// `isHidden` semantics: a view becoming visible shows from the start, a view becoming hidden
    /// stays visible until the end, so while running the result is `self && end`; from progress 1
    /// on it is `end`, exact at the end as every other value is.
    ///
    /// - Parameters:
    ///   - end: The end value.
    ///   - progress: The timing curve's output.
    /// - Returns: `true` (hidden) only when both ends are hidden.
    public func interpolated(to end: Bool, progress: Double) -> Bool {
        progress >= 1 ? end : self && end
    }
}
