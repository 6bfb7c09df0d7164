import Foundation
import Keyframes

/// The animation of one view in a change: which element it shows, what the change does to it, and
/// its attributes from start to end over time.
///
/// Most views move along one analytic segment (``track``). A view whose layout is re-queried at
/// every frame (an animated scroll through a layout that invalidates on bounds changes) moves
/// through ``keyframes`` instead, linearly between frames and exactly at each.
public struct ViewTrack: Sendable {
    /// Every value of the track but ``cellID``, in one immutable box shared by its copies: a track
    /// is copied into the running tracks, the history, the display schedule and every check, and
    /// one retain costs far less than copying its values (two sets of animated values, index
    /// paths, keyframes).
    private var storage: Storage

    /// The element the view shows, named by its index path after the change, or before it when it
    /// has none after (a deleted element, a reload's outgoing view, one that disappeared).
    public var element: ElementID { storage.element }
    /// The element's index path before the change; `nil` for an inserted element.
    public var indexPathBeforeUpdate: IndexPath? { storage.indexPathBeforeUpdate }
    /// The element's index path after the change; `nil` for a deleted element.
    public var indexPathAfterUpdate: IndexPath? { storage.indexPathAfterUpdate }
    /// What the change does to the view.
    public var fate: ViewFate { storage.fate }
    /// The view's identity: the same number for the same view across changes, so that its motion
    /// can be followed through an interrupted change (``AnimationHistory``).
    public var viewID: Int { storage.viewID }
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
    /// in Swift 6.3.1's runtime on Linux.) Stored beside the box rather than in it: it is known
    /// only once the track's view is displayed, after the track is made, and setting it then makes
    /// no new box.
    public private(set) var cellID: Int
    /// The view's motion as one segment from its start values to its end values with the change's
    /// timing. For a keyframed track, the segment from the first keyframe to the last, linear.
    public var track: Track<AnimatedAttributes> { storage.track }
    /// The values at each frame, when the layout was re-queried every frame; empty otherwise.
    public var keyframes: [Keyframe] { storage.keyframes }
    /// The start and end layout attributes (custom properties of a subclass included); `nil` for a
    /// decoded track, whose ``endpoints`` are rebuilt from its values.
    var frozenEndpoints: FrozenAttributes? { storage.frozenEndpoints }
    /// The view properties the cell's own `apply(_:)` set along the animation (its layer's anchor
    /// point, corner radius, background colour); `nil` when they stayed at their defaults or no
    /// cell class that sets them shows the element. See ``AppliedPropertiesTrack``.
    public internal(set) var appliedProperties: AppliedPropertiesTrack? {
        get { storage.appliedProperties }
        set { storage = Storage(storage, appliedProperties: newValue) }
    }

    /// The values of a track, never changed once made.
    private final class Storage: Sendable {
        let element: ElementID
        let indexPathBeforeUpdate: IndexPath?
        let indexPathAfterUpdate: IndexPath?
        let fate: ViewFate
        let viewID: Int
        let track: Track<AnimatedAttributes>
        let keyframes: [Keyframe]
        let frozenEndpoints: FrozenAttributes?
        let appliedProperties: AppliedPropertiesTrack?

        init(element: ElementID, indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?, fate: ViewFate, viewID: Int,
             track: Track<AnimatedAttributes>, keyframes: [Keyframe], frozenEndpoints: FrozenAttributes?,
             appliedProperties: AppliedPropertiesTrack?) {
            self.element = element
            self.indexPathBeforeUpdate = indexPathBeforeUpdate
            self.indexPathAfterUpdate = indexPathAfterUpdate
            self.fate = fate
            self.viewID = viewID
            self.track = track
            self.keyframes = keyframes
            self.frozenEndpoints = frozenEndpoints
            self.appliedProperties = appliedProperties
        }

        /// `other`'s values with other applied properties.
        convenience init(_ other: Storage, appliedProperties: AppliedPropertiesTrack?) {
            self.init(element: other.element, indexPathBeforeUpdate: other.indexPathBeforeUpdate,
                      indexPathAfterUpdate: other.indexPathAfterUpdate, fate: other.fate, viewID: other.viewID,
                      track: other.track, keyframes: other.keyframes, frozenEndpoints: other.frozenEndpoints,
                      appliedProperties: appliedProperties)
        }
    }

    /// A track with every value given (a decoded one has no endpoints and no view object).
    init(element: ElementID, indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?, fate: ViewFate, viewID: Int,
         cellID: Int, track: Track<AnimatedAttributes>, keyframes: [Keyframe], frozenEndpoints: FrozenAttributes?,
         appliedProperties: AppliedPropertiesTrack?) {
        storage = Storage(element: element, indexPathBeforeUpdate: indexPathBeforeUpdate, indexPathAfterUpdate: indexPathAfterUpdate,
                          fate: fate, viewID: viewID, track: track, keyframes: keyframes,
                          frozenEndpoints: frozenEndpoints, appliedProperties: appliedProperties)
        self.cellID = cellID
    }

    /// The view's values at one frame of a re-queried animation.
    public struct Keyframe: Sendable, Hashable, Codable {
        /// The frame's time, in seconds after the change began.
        public let time: Double
        /// The view's values at that frame.
        public let value: AnimatedAttributes
    }

    /// A track for the element `before` → `after`; at least one of the two is given. With
    /// `endIsOwned`, `end` is a copy made for this track that nothing else holds: the track keeps
    /// it instead of copying it again.
    @MainActor init(before: ElementID?, after: ElementID?, fate: ViewFate, viewID: Int, start: CollectionViewLayoutAttributes,
         end: CollectionViewLayoutAttributes, timing: TrackTiming, endIsOwned: Bool = false) {
        self.init(element: after ?? before ?? ElementID(start), indexPathBeforeUpdate: before?.indexPath,
                  indexPathAfterUpdate: after?.indexPath, fate: fate, viewID: viewID, cellID: 0,
                  track: Track(from: AnimatedAttributes(start), to: AnimatedAttributes(end), timing: timing), keyframes: [],
                  frozenEndpoints: FrozenAttributes(start: start, end: end, endIsOwned: endIsOwned), appliedProperties: nil)
    }

    /// A keyframed track of an element whose index path does not change (a scroll).
    @MainActor init(element: ElementID, fate: ViewFate, viewID: Int, keyframes: [Keyframe],
         first: CollectionViewLayoutAttributes, last: CollectionViewLayoutAttributes) {
        let frozen = FrozenAttributes(start: first, end: last)
        let start = keyframes.first?.time ?? 0
        let end = keyframes.last?.time ?? 0
        let track = Track(from: keyframes.first?.value ?? AnimatedAttributes(first), to: keyframes.last?.value ?? AnimatedAttributes(last),
                          timing: TrackTiming(delay: start, duration: end - start, curve: .linear))
        self.init(element: element, indexPathBeforeUpdate: element.indexPath, indexPathAfterUpdate: element.indexPath, fate: fate,
                  viewID: viewID, cellID: 0, track: track, keyframes: keyframes, frozenEndpoints: frozen, appliedProperties: nil)
    }

    /// The same track shown by view object `cellID`, without applied properties (they are
    /// sampled from that object's class afterwards).
    init(_ other: ViewTrack, cellID: Int) {
        if case .none = other.storage.appliedProperties {
            storage = other.storage
        } else {
            storage = Storage(other.storage, appliedProperties: nil)
        }
        self.cellID = cellID
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
        if keyframes.count > 1 { return keyframedValue(keyframes, at: time) }
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
/// the track can travel across threads while only the main actor reads them. A value kept in the
/// track's box, not an object of its own: one allocation fewer per track.
struct FrozenAttributes: Sendable {
    let start: CollectionViewLayoutAttributes
    let end: CollectionViewLayoutAttributes

    /// Copies of `start` and `end`; `end` itself when `endIsOwned` (a copy nothing else holds).
    @MainActor init(start: CollectionViewLayoutAttributes, end: CollectionViewLayoutAttributes, endIsOwned: Bool = false) {
        self.start = start.snapshot()
        self.end = endIsOwned ? end : end.snapshot()
    }
}

extension ViewTrack.Keyframe: TimedFrame {}
