import BatchUpdates
import Foundation
import Keyframes

/// What one animated change of a collection view did: the layout calls it made, in order, and
/// the animation of every view on screen, sampleable at any time.
///
/// ```swift
/// let animation = collectionView.performBatchUpdates {
///     dataSource.counts[0] += 1
///     collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
/// }
/// animation.hookNames            // ["prepare", "collectionViewContentSize", …, "finalizeCollectionViewUpdates"]
/// animation.attributes(of: .cell(IndexPath(item: 0, section: 0)), at: 0)?.alpha   // 0
/// ```
public struct UpdateAnimation: Sendable, Equatable, Codable {
    /// Every layout call the collection view made, in order, with its arguments.
    public let hooks: [LayoutHook]
    /// One track per view on screen before or after, in stable order (cells, supplementary views,
    /// decoration views; by index path; by kind).
    public let tracks: [ViewTrack]
    /// The timing every track shares (duration 0 when the change was not animated).
    public let timing: TrackTiming
    /// The batch as UIKit resolved it, for a batch update.
    public let batch: ResolvedBatchUpdate?
    /// The collection view's clock when the change began; track times are relative to it.
    public let startTime: Double
    /// The collection view's state before the change.
    public let before: CollectionViewState
    /// The collection view's state after the change.
    public let after: CollectionViewState
    /// The content offset over time, for a change that scrolls (an animated scroll or fling).
    public let contentOffsetTrack: Track<CGPoint>?

    init(hooks: [LayoutHook], tracks: [ViewTrack], timing: TrackTiming, batch: ResolvedBatchUpdate?,
         startTime: Double, before: CollectionViewState, after: CollectionViewState,
         contentOffsetTrack: Track<CGPoint>? = nil) {
        self.contentOffsetTrack = contentOffsetTrack
        self.hooks = hooks
        // Positions are sorted (ties by position, as the stable sort of the tracks kept them): a
        // track is a large value, which the sort would move several times.
        let order = ElementID.orderedPositions(count: tracks.count, element: { tracks[$0].element }) { left, right in
            (tracks[left].element, tracks[left].isNamedBeforeUpdate ? 1 : 0, left) < (tracks[right].element, tracks[right].isNamedBeforeUpdate ? 1 : 0, right)
        }
        var sorted: [ViewTrack] = []
        sorted.reserveCapacity(order.count)
        for position in order { sorted.append(tracks[position]) }
        self.tracks = sorted
        self.timing = timing
        self.batch = batch
        self.startTime = startTime
        self.before = before
        self.after = after
    }

    /// The hook names alone: `["prepare", "collectionViewContentSize", …]`.
    public var hookNames: [String] { hooks.map(\.name) }

    /// When the last track ends, in seconds after the start.
    public var duration: Double { tracks.map(\.track.timing.endTime).max() ?? 0 }

    /// The track of the view that shows `element` after the change (its index path after it).
    ///
    /// ```swift
    /// animation.track(of: .cell(IndexPath(item: 3, section: 0)))?.fate   // .moved
    /// ```
    public func track(of element: ElementID) -> ViewTrack? {
        tracks.first { $0.element.role == element.role && $0.indexPathAfterUpdate == element.indexPath }
    }

    /// The track of the view that showed `element` before the change (its index path before it):
    /// the only way to name a deleted element or the view a reload replaces.
    ///
    /// ```swift
    /// animation.track(ofBefore: .cell(IndexPath(item: 5, section: 0)))?.fate   // .deleted
    /// ```
    public func track(ofBefore element: ElementID) -> ViewTrack? {
        tracks.first { $0.element.role == element.role && $0.indexPathBeforeUpdate == element.indexPath }
    }

    /// The values the view showing `element` after the change shows at `time` seconds after the
    /// start (before the start the start values, after the end the end values):
    /// ``ViewTrack/value(at:)``, so a keyframed track is followed through its keyframes.
    public func attributes(of element: ElementID, at time: Double) -> AnimatedAttributes? {
        track(of: element)?.value(at: time)
    }

    /// Every track sampled at `rate` frames per second: frame k at k / rate, never accumulated,
    /// the last frame on or after the end so that it shows the end values exactly. Each value is
    /// ``ViewTrack/value(at:)`` at the frame's time, keyframed tracks included.
    ///
    /// Column `j` is ``tracks``[j], keyed by its ``ViewTrack/element`` (a view named by its index
    /// path before the change shares its key with the one named by the same path after it, and
    /// follows it).
    public func frames(rate: Double) -> TimelineSampling<ElementID, AnimatedAttributes> {
        let keys = tracks.map(\.element)
        guard tracks.contains(where: { !$0.keyframes.isEmpty }) else {
            // One segment per track: the shared-timing pass gives the same values faster.
            return TimelineSampling(keys: keys, tracks: tracks.map(\.track), rate: rate)
        }
        return TimelineSampling(keys: keys, frames: FrameGrid(rate: rate, through: duration)) { index, time in
            tracks[index].value(at: time)
        }
    }
}

/// The collection view's state at one moment: offset, content size and what is on screen.
public struct CollectionViewState: Sendable, Hashable, Codable {
    /// The content offset.
    public let contentOffset: CGPoint
    /// The content size the layout reported.
    public let contentSize: CGSize
    /// The visible rectangle: the offset and the view's size.
    public let bounds: CGRect
    /// The items on screen, ascending.
    public let visibleItems: [IndexPath]
    /// The supplementary and decoration elements on screen, in stable order.
    public let visibleSupplementaryElements: [ElementID]

    /// A state whose lists are ``ShownElements``' (one rule for what is on screen and its order).
    init(contentOffset: CGPoint, contentSize: CGSize, shown: ShownElements) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        bounds = shown.bounds
        visibleItems = shown.items
        visibleSupplementaryElements = shown.others
    }

    /// Hashes every stored value, the geometry by its numbers (Core Graphics' geometry is not
    /// `Hashable` before the macOS 15 SDK).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(point: contentOffset)
        hasher.combine(size: contentSize)
        hasher.combine(rect: bounds)
        hasher.combine(visibleItems)
        hasher.combine(visibleSupplementaryElements)
    }
}

extension UpdateAnimation {
    /// No hooks and no tracks: what a nested `performBatchUpdates` returns.
    static func empty(at time: Double, state: CollectionViewState) -> UpdateAnimation {
        UpdateAnimation(hooks: [], tracks: [], timing: TrackTiming(duration: 0, curve: .linear), batch: nil,
                        startTime: time, before: state, after: state)
    }
}
