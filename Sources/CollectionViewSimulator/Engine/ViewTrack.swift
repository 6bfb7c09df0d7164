import Foundation
import Keyframes

/// The animation of one view in a change: which element it shows, what the change does to it, and
/// its attributes from start to end over time.
///
/// Most views move along one analytic segment (``track``). A view whose layout is re-queried at
/// every frame (an animated scroll through a layout that invalidates on bounds changes) moves
/// through ``keyframes`` instead, linearly between frames and exactly at each.
public struct ViewTrack: Sendable {
    /// The element the view shows, named by its index path after the change, or before it when it
    /// has none after (a deleted element, a reload's outgoing view, one that disappeared).
    public let element: ElementID
    /// The element's index path before the change; `nil` for an inserted element.
    public let indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the change; `nil` for a deleted element.
    public let indexPathAfterUpdate: IndexPath?
    /// What the change does to the view.
    public let fate: ViewFate
    /// The view's identity: the same number for the same view across changes, so that its motion
    /// can be followed through an interrupted change (``AnimationHistory``).
    public let viewID: Int
    /// The number of the view object (cell, supplementary or decoration view) that shows the
    /// track, as ``DisplayEvent/cellID`` names it: objects are numbered as they are created and
    /// keep their number when reused, so the earlier tracks with the same `cellID` show what the
    /// object showed before.
    ///
    /// ``viewID`` follows one element on screen across changes (its motion through an
    /// interruption); `cellID` follows one object through its reuses. It is an annotation of the
    /// run, like the attributes behind ``layoutAttributes(at:)``: not encoded, not compared by
    /// `==`, and 0 (no object) in a decoded track, so golden timelines do not depend on reuse.
    /// (Not an `Int?`: with one, destroying a dictionary of `(ViewTrack, Double)` tuples crashed
    /// in Swift 6.3.1's runtime on Linux.)
    public let cellID: Int
    /// The view's motion as one segment from its start values to its end values with the change's
    /// timing. For a keyframed track, the segment from the first keyframe to the last, linear.
    public let track: Track<AnimatedAttributes>
    /// The values at each frame, when the layout was re-queried every frame; empty otherwise.
    public let keyframes: [Keyframe]
    /// The start and end layout attributes (custom properties of a subclass included); `nil` for a
    /// decoded track, whose ``endpoints`` are rebuilt from its values.
    let frozenEndpoints: FrozenAttributes?
    /// The view properties the cell's own `apply(_:)` set along the animation (its layer's anchor
    /// point, corner radius, background colour); `nil` when they stayed at their defaults or no
    /// cell class that sets them shows the element. See ``AppliedPropertiesTrack``.
    public internal(set) var appliedProperties: AppliedPropertiesTrack?

    /// The view's values at one frame of a re-queried animation.
    public struct Keyframe: Sendable, Hashable, Codable {
        /// The frame's time, in seconds after the change began.
        public let time: Double
        /// The view's values at that frame.
        public let value: AnimatedAttributes
    }

    /// A track for the element `before` → `after`; at least one of the two is given.
    @MainActor init(before: ElementID?, after: ElementID?, fate: ViewFate, viewID: Int, start: CollectionViewLayoutAttributes,
         end: CollectionViewLayoutAttributes, timing: TrackTiming) {
        element = after ?? before ?? ElementID(start)
        indexPathBeforeUpdate = before?.indexPath
        indexPathAfterUpdate = after?.indexPath
        self.fate = fate
        self.viewID = viewID
        cellID = 0
        frozenEndpoints = FrozenAttributes(start: start, end: end)
        track = Track(from: AnimatedAttributes(start), to: AnimatedAttributes(end), timing: timing)
        keyframes = []
    }

    /// A keyframed track of an element whose index path does not change (a scroll).
    @MainActor init(element: ElementID, fate: ViewFate, viewID: Int, keyframes: [Keyframe],
         first: CollectionViewLayoutAttributes, last: CollectionViewLayoutAttributes) {
        self.element = element
        indexPathBeforeUpdate = element.indexPath
        indexPathAfterUpdate = element.indexPath
        self.fate = fate
        self.viewID = viewID
        cellID = 0
        frozenEndpoints = FrozenAttributes(start: first, end: last)
        let start = keyframes.first?.time ?? 0
        let end = keyframes.last?.time ?? 0
        track = Track(from: keyframes.first?.value ?? AnimatedAttributes(first), to: keyframes.last?.value ?? AnimatedAttributes(last),
                      timing: TrackTiming(delay: start, duration: end - start, curve: .linear))
        self.keyframes = keyframes
    }

    /// The same track shown by view object `cellID`.
    init(_ other: ViewTrack, cellID: Int) {
        element = other.element
        indexPathBeforeUpdate = other.indexPathBeforeUpdate
        indexPathAfterUpdate = other.indexPathAfterUpdate
        fate = other.fate
        viewID = other.viewID
        self.cellID = cellID
        track = other.track
        keyframes = other.keyframes
        frozenEndpoints = other.frozenEndpoints
    }

    /// Whether ``element`` names the view by its index path before the change (it has none after).
    public var isNamedBeforeUpdate: Bool { indexPathAfterUpdate == nil }

    /// The values at the start of the animation.
    public var start: AnimatedAttributes { track.from }
    /// The values at the end of the animation.
    public var end: AnimatedAttributes { track.to }
    /// When the view starts moving, in seconds after the change began.
    public var startTime: Double { track.timing.startTime }
    /// When the view reaches its end values, in seconds after the change began.
    public var endTime: Double { track.timing.endTime }

    /// The values the view shows at `time` seconds after the change began: the start values
    /// before ``startTime``, the end values from ``endTime`` on, exact in between.
    public func value(at time: Double) -> AnimatedAttributes {
        if keyframes.count > 1 { return keyframedValue(keyframes, at: time, time: \.time, value: \.value) }
        return track.value(at: time)
    }

    /// The layout attributes the view shows at `time`: the values of ``value(at:)`` (the track's
    /// one sampling, keyframes included), with the custom properties of an attributes subclass
    /// interpolated by its `interpolated(to:progress:)` between the start and end attributes.
    /// A new copy each call.
    @MainActor public func layoutAttributes(at time: Double) -> CollectionViewLayoutAttributes {
        let endpoints = endpoints
        let attributes = switch track.timing.phase(at: time) {
        case .before: endpoints.start.snapshot()
        case .running(let progress): endpoints.start.interpolated(to: endpoints.end, progress: CGFloat(progress))
        case .after: endpoints.end.snapshot()
        }
        attributes.setAnimatedValues(value(at: time))
        return attributes
    }
}

/// The start and end attributes of a track: private copies taken when the track is made and never
/// mutated afterwards; readers get copies. Attributes are main-actor objects, as UIKit's are, so
/// the track can travel across threads while only the main actor reads them.
final class FrozenAttributes: Sendable {
    let start: CollectionViewLayoutAttributes
    let end: CollectionViewLayoutAttributes

    @MainActor init(start: CollectionViewLayoutAttributes, end: CollectionViewLayoutAttributes) {
        self.start = start.snapshot()
        self.end = end.snapshot()
    }
}
