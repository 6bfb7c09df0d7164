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
    /// What is known of one element seen at some frame (or on screen before the scroll).
    private struct SeenElement {
        let key: ElementID
        /// Whether it was on screen before the scroll.
        let isInitial: Bool
        var keyframes: [ViewTrack.Keyframe]
        var first: CollectionViewLayoutAttributes
        var last: CollectionViewLayoutAttributes
        /// The values shown at the start and the time left of the earlier animation, for a view
        /// still animating.
        let running: (shown: AnimatedAttributes, remaining: Double)?
        /// The number of the last frame that showed it (0: before the scroll).
        var shownAt: Int
        /// The first frame time at which it was no longer shown (the last time it left, for one
        /// that came back); `nil` while shown or never shown-then-gone.
        var leaveTime: Double?

        /// Element order; a function that belongs to no actor, for the standard library's sort (a
        /// main-actor closure checks its executor at every comparison).
        nonisolated static func precedes(_ left: SeenElement, _ right: SeenElement) -> Bool {
            left.key < right.key
        }
    }

    /// Every element seen, in the order first seen; `slots` finds one by key with a single lookup
    /// per element and frame.
    private var elements: [SeenElement] = []
    private var slots: [ElementID: Int] = [:]
    /// How many frames have been added.
    private var frame = 0
    /// When the scroll's last frame is, in seconds after it began.
    private let endTime: Double
    /// How many frames the scroll adds: each element's keyframes are sized for the frames left.
    private let frameCount: Int

    /// Starts from what is on screen before the scroll (as shown, if still animating).
    ///
    /// - Parameters:
    ///   - initial: The attributes on screen as their views show them now.
    ///   - remaining: For each view still animating, the time its animation has left.
    ///   - endTime: When the scroll's last frame is, in seconds after it began (0 without animation).
    ///   - frameCount: How many frames will be added.
    init(initial: [ElementID: CollectionViewLayoutAttributes], remaining: [ElementID: Double], endTime: Double, frameCount: Int) {
        self.endTime = endTime
        self.frameCount = frameCount
        elements.reserveCapacity(initial.count * 2)
        slots = .init(minimumCapacity: initial.count * 2)  // not `reserveCapacity`, which runs unspecialised
        for (key, element) in initial {
            let value = AnimatedAttributes(element)
            slots[key] = elements.count
            var keyframes = [ViewTrack.Keyframe(time: 0, value: value)]
            keyframes.reserveCapacity(frameCount + 1)
            elements.append(SeenElement(key: key, isInitial: true, keyframes: keyframes, first: element,
                                    last: element, running: remaining[key].map { (value, $0) }, shownAt: 0))
        }
    }

    /// The elements the last frame added showed (before any frame, those on screen before the
    /// scroll): what a frame's self-sizing treats as already on screen.
    var shownAtLastFrame: Set<ElementID> {
        var shown = Set<ElementID>(minimumCapacity: elements.count)
        for element in elements where element.shownAt == frame { shown.insert(element.key) }
        return shown
    }

    /// The first frame time at which each element shown before was no longer shown (the last time
    /// it left, for one that came back).
    var leaveTimes: [ElementID: Double] {
        var times: [ElementID: Double] = [:]
        for element in elements { if let time = element.leaveTime { times[element.key] = time } }
        return times
    }

    /// Adds the frame at `time` showing `attributes`.
    ///
    /// - Parameters:
    ///   - attributes: What the layout answered for the frame.
    ///   - unshared: Whether the objects are new answers that no one else keeps or changes
    ///     (``CollectionViewLayout/answersUnsharedAttributes``): they are kept as they are, since
    ///     the tracks copy their first and last attributes when made. Otherwise the layout may
    ///     change an object it answered at a later frame, so each is copied now.
    mutating func add(_ attributes: [CollectionViewLayoutAttributes], at time: Double, unshared: Bool = false) {
        frame += 1
        for element in attributes {
            let key = ElementID(element)
            let slot: Int
            if let known = slots[key] {
                guard elements[known].shownAt != frame else { continue }
                slot = known
                elements[slot].last = unshared ? element : element.snapshot()
            } else {
                slot = elements.count
                slots[key] = slot
                var keyframes: [ViewTrack.Keyframe] = []
                keyframes.reserveCapacity(max(1, frameCount - frame + 1))
                let kept = unshared ? element : element.snapshot()
                elements.append(SeenElement(key: key, isInitial: false, keyframes: keyframes, first: kept, last: kept,
                                        running: nil, shownAt: frame))
            }
            elements[slot].shownAt = frame
            var value = AnimatedAttributes(element)
            if let earlier = elements[slot].running, case let left = min(earlier.remaining, endTime), time < left {
                // At the first frame exactly what the view shows: interpolating there would already
                // switch zIndex (which switches at the start) to the layout's.
                value = time == 0 ? earlier.shown : earlier.shown.interpolated(to: value, progress: time / left)
            }
            if elements[slot].keyframes.last?.time == time { elements[slot].keyframes.removeLast() }
            elements[slot].keyframes.append(ViewTrack.Keyframe(time: time, value: value))
        }
        for slot in elements.indices {
            if elements[slot].shownAt == frame {
                elements[slot].leaveTime = nil
            } else if elements[slot].shownAt == frame - 1 {
                elements[slot].leaveTime = time
            }
        }
    }

    func tracks(identities: inout ViewIdentities) -> [ViewTrack] {
        elements.sorted(by: SeenElement.precedes).map { element in
            let visibleAtEnd = element.shownAt == frame
            let fate: ViewFate = visibleAtEnd ? (element.isInitial ? .unchanged : .appeared) : .disappeared
            let id = element.isInitial ? identities.old(element.key) : identities.new()
            if visibleAtEnd { identities.visibleAfter[element.key] = id }
            return ViewTrack(element: element.key, fate: fate, viewID: id, keyframes: element.keyframes, first: element.first, last: element.last)
        }
    }
}
