import Foundation

/// A collection view's animated changes in order, to follow one view's motion across them: when a
/// change interrupts another, a view's motion is the earlier track up to the interruption and the
/// later one after it.
///
/// ```swift
/// let id = first.track(of: .cell(IndexPath(item: 1, section: 0)))!.viewID
/// history.value(ofView: id, at: 0.1249)   // from the first animation
/// history.value(ofView: id, at: 0.1251)   // from the second, which started at 0.125
/// ```
public struct AnimationHistory: Sendable {
    /// The changes, in the order they began.
    public let animations: [UpdateAnimation]

    /// Creates a history.
    public init(_ animations: [UpdateAnimation]) {
        self.animations = animations
    }

    /// What view `viewID` shows at `time` on the collection view's clock: the track of the latest
    /// change that began at or before `time` and has the view, or `nil` if none has it.
    public func value(ofView viewID: Int, at time: Double) -> AnimatedAttributes? {
        for animation in animations.reversed() where animation.startTime <= time {
            if let track = animation.tracks.first(where: { $0.viewID == viewID }) {
                return track.value(at: time - animation.startTime)
            }
        }
        return nil
    }
}
