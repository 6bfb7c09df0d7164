import Foundation

/// The values of every element at every frame of an animated scroll, turned into one keyframed
/// track per view.
///
/// A view still animating when the scroll begins starts from what it shows and reaches the
/// layout's values when its earlier animation would have ended, or when the scroll ends if that is
/// sooner, linearly in time in between (an inserted cell at alpha 0.4 keeps fading in during the
/// scroll instead of jumping to 1). Its track ends with the scroll, so it must be there by then:
/// a view still short of the layout's values at the last frame would show them at once after it,
/// and the next change would start it from the layout's values, away from where it was shown.
/// A scroll without animation shows the layout's values at once, as any unanimated change does.
///
/// Fates: on screen at the first and last frame, ``ViewFate/unchanged``; only at the last,
/// ``ViewFate/appeared``; gone by the last (including a view that passed through the window),
/// ``ViewFate/disappeared``.
@MainActor struct ScrollFrames {
    private var keyframes: [ElementID: [ViewTrack.Keyframe]] = [:]
    private var attributes: [ElementID: (first: CollectionViewLayoutAttributes, last: CollectionViewLayoutAttributes)] = [:]
    private let initial: Set<ElementID>
    private var final: Set<ElementID>
    /// The first frame time at which each element shown before was no longer shown (the last time
    /// it left, for one that came back).
    private(set) var leaveTimes: [ElementID: Double] = [:]
    /// The values shown at the start and the time left of the earlier animation, for views still animating.
    private let running: [ElementID: (shown: AnimatedAttributes, remaining: Double)]
    /// When the scroll's last frame is, in seconds after it began.
    private let endTime: Double

    /// Starts from what is on screen before the scroll (as shown, if still animating).
    ///
    /// - Parameters:
    ///   - initial: The attributes on screen as their views show them now.
    ///   - remaining: For each view still animating, the time its animation has left.
    ///   - endTime: When the scroll's last frame is, in seconds after it began (0 without animation).
    init(initial: [ElementID: CollectionViewLayoutAttributes], remaining: [ElementID: Double], endTime: Double) {
        self.initial = Set(initial.keys)
        self.endTime = endTime
        final = self.initial
        var running: [ElementID: (shown: AnimatedAttributes, remaining: Double)] = [:]
        for (key, element) in initial {
            keyframes[key] = [ViewTrack.Keyframe(time: 0, value: AnimatedAttributes(element))]
            attributes[key] = (element, element)
            if let left = remaining[key] { running[key] = (AnimatedAttributes(element), left) }
        }
        self.running = running
    }

    mutating func add(_ elements: [CollectionViewLayoutAttributes], at time: Double) {
        let previous = final
        final = []
        defer {
            for key in previous where !final.contains(key) { leaveTimes[key] = time }
            for key in final { leaveTimes[key] = nil }
        }
        for element in elements {
            let key = ElementID(element)
            guard !final.contains(key) else { continue }
            final.insert(key)
            var value = AnimatedAttributes(element)
            if let earlier = running[key], case let left = min(earlier.remaining, endTime), time < left {
                // At the first frame exactly what the view shows: interpolating there would already
                // switch zIndex (which switches at the start) to the layout's.
                value = time == 0 ? earlier.shown : earlier.shown.interpolated(to: value, progress: time / left)
            }
            let frame = ViewTrack.Keyframe(time: time, value: value)
            if keyframes[key]?.last?.time == time { keyframes[key]?.removeLast() }
            keyframes[key, default: []].append(frame)
            attributes[key] = (attributes[key]?.first ?? element.snapshot(), element.snapshot())
        }
    }

    func tracks(identities: inout ViewIdentities) -> [ViewTrack] {
        keyframes.keys.sorted().compactMap { key in
            guard let frames = keyframes[key], let ends = attributes[key] else { return nil }
            let visibleAtEnd = final.contains(key)
            let fate: ViewFate = visibleAtEnd ? (initial.contains(key) ? .unchanged : .appeared) : .disappeared
            let id = initial.contains(key) ? identities.old(key) : identities.new()
            if visibleAtEnd { identities.visibleAfter[key] = id }
            return ViewTrack(element: key, fate: fate, viewID: id, keyframes: frames, first: ends.first, last: ends.last)
        }
    }
}
