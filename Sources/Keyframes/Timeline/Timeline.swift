import Foundation

/// A set of tracks, one per key (a view, or a view's property), kept in key order so that every
/// listing, sampling and export is deterministic.
///
/// ```swift
/// var timeline = Timeline<String, CGFloat>()
/// timeline["cell 0-1"] = Track(from: 0, to: 1, timing: TrackTiming(duration: 0.25, curve: .linear))
/// timeline.values(at: 0.125)   // [0.5]
/// ```
public struct Timeline<Key: Comparable & Hashable & Sendable, Value: Interpolatable & Sendable>: Sendable {
    /// The keys in ascending order.
    public private(set) var keys: [Key] = []
    /// The tracks, in the order of ``keys``.
    public private(set) var tracks: [Track<Value>] = []

    /// An empty timeline.
    public init() {}

    /// A timeline with the given tracks.
    ///
    /// - Parameter tracks: One track per key.
    public init(_ tracks: [Key: Track<Value>]) {
        keys = tracks.keys.sorted()
        self.tracks = keys.compactMap { tracks[$0] }
    }

    /// The track for `key`; setting `nil` removes it.
    ///
    /// - Parameter key: The key.
    public subscript(key: Key) -> Track<Value>? {
        get {
            let index = insertionIndex(of: key)
            return index < keys.count && keys[index] == key ? tracks[index] : nil
        }
        set {
            let index = insertionIndex(of: key)
            let exists = index < keys.count && keys[index] == key
            switch (exists, newValue) {
            case (true, let track?): tracks[index] = track
            case (true, nil): keys.remove(at: index); tracks.remove(at: index)
            case (false, let track?): keys.insert(key, at: index); tracks.insert(track, at: index)
            case (false, nil): break
            }
        }
    }

    /// The number of tracks.
    public var count: Int { keys.count }

    /// The time the last track ends; 0 for an empty timeline.
    ///
    /// A plain loop, inlinable: a key-path `map` here ran unspecialised and dominated sampling.
    @inlinable
    public var endTime: Double {
        var end = 0.0
        for track in tracks { end = max(end, track.timing.delay + track.timing.duration) }
        return end
    }

    /// Every track's value at `time`, in key order.
    ///
    /// - Parameter time: Seconds since the update was committed.
    /// - Returns: One value per track.
    public func values(at time: Double) -> [Value] {
        tracks.map { $0.value(at: time) }
    }

    /// The analytic segments of the timeline: one per track, with its key, times, end values and
    /// curve — an exact and minimal description.
    public var keyframes: [KeyframeSegment<Key, Value>] {
        zip(keys, tracks).map { key, track in
            KeyframeSegment(key: key, startTime: track.timing.startTime, endTime: track.timing.endTime,
                            from: track.from, to: track.to, curve: track.timing.curve)
        }
    }

    /// A dense sampling at `rate` frames per second, from time 0 through the first frame at or after
    /// ``endTime``.
    ///
    /// Tracks that share a timing share one curve evaluation per frame, so sampling a typical
    /// update costs little more than writing the values. (`@inlinable` so the loop is
    /// specialised for the caller's value type: unspecialised it was ten times slower in
    /// `batchsim-bench keyframes`.)
    ///
    /// - Parameter rate: Frames per second.
    /// - Returns: The samples; frame `k` is at `k / rate` and equals ``values(at:)`` there.
    @inlinable
    public func sampled(rate: Double) -> TimelineSampling<Key, Value> {
        TimelineSampling(keys: keys, tracks: tracks, frames: FrameGrid(rate: rate, through: endTime))
    }

    private func insertionIndex(of key: Key) -> Int {
        var (low, high) = (0, keys.count)
        while low < high {
            let middle = (low + high) / 2
            if keys[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension Timeline: Equatable where Value: Equatable {}
