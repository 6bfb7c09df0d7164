import Foundation
import Keyframes

/// The animation of one view in an update: which element it shows, what the update does to it, and
/// its attributes from start to end over time.
public struct ViewTrack: Sendable {
    public let element: AnimatedElement
    public let fate: ViewFate
    /// The view's animatable values over time; sample it at any time with `track.value(at:)`.
    public let track: Track<AnimatedAttributes>
    private let endpoints: FrozenAttributes

    init(element: AnimatedElement, fate: ViewFate, start: CollectionViewLayoutAttributes,
         end: CollectionViewLayoutAttributes, timing: TrackTiming) {
        self.element = element
        self.fate = fate
        endpoints = FrozenAttributes(start: start, end: end)
        track = Track(from: AnimatedAttributes(start), to: AnimatedAttributes(end), timing: timing)
    }

    /// The values at the start of the animation.
    public var start: AnimatedAttributes { track.from }
    /// The values at the end of the animation.
    public var end: AnimatedAttributes { track.to }
    /// When the view starts moving, in seconds after the change began (its delay).
    public var startTime: Double { track.timing.startTime }
    /// When the view reaches its end values, in seconds after the change began.
    public var endTime: Double { track.timing.endTime }

    /// The values the view shows at `time` seconds after the change began: the start values
    /// before ``startTime``, the end values from ``endTime`` on, exact in between.
    public func value(at time: Double) -> AnimatedAttributes {
        track.value(at: time)
    }

    /// The layout attributes the view shows at `time` (seconds since the update began), including
    /// the custom properties of an attributes subclass, interpolated by its
    /// `interpolated(to:progress:)`. A new copy each call.
    public func layoutAttributes(at time: Double) -> CollectionViewLayoutAttributes {
        switch track.timing.phase(at: time) {
        case .before: endpoints.start.snapshot()
        case .running(let progress): endpoints.start.interpolated(to: endpoints.end, progress: CGFloat(progress))
        case .after: endpoints.end.snapshot()
        }
    }
}

/// The start and end attributes of a track: private copies taken when the track is made and never
/// mutated afterwards; readers get copies. That is what makes sharing them across threads safe.
private final class FrozenAttributes: @unchecked Sendable {
    let start: CollectionViewLayoutAttributes
    let end: CollectionViewLayoutAttributes

    init(start: CollectionViewLayoutAttributes, end: CollectionViewLayoutAttributes) {
        self.start = start.snapshot()
        self.end = end.snapshot()
    }
}
