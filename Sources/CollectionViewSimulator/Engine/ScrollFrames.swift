import Foundation

/// The values of every element at every frame of an animated scroll, turned into one keyframed
/// track per view.
///
/// Fates: on screen at the first and last frame, ``ViewFate/unchanged``; only at the last,
/// ``ViewFate/appeared``; gone by the last (including a view that passed through the window),
/// ``ViewFate/disappeared``.
struct ScrollFrames {
    private var keyframes: [ElementKey: [ViewTrack.Keyframe]] = [:]
    private var attributes: [ElementKey: (first: CollectionViewLayoutAttributes, last: CollectionViewLayoutAttributes)] = [:]
    private let initial: Set<ElementKey>
    private var final: Set<ElementKey> = []

    /// Starts from what is on screen before the scroll (as shown, if still animating).
    init(initial: [ElementKey: CollectionViewLayoutAttributes]) {
        self.initial = Set(initial.keys)
        for (key, element) in initial {
            keyframes[key] = [ViewTrack.Keyframe(time: 0, value: AnimatedAttributes(element))]
            attributes[key] = (element, element)
        }
    }

    mutating func add(_ elements: [CollectionViewLayoutAttributes], at time: Double) {
        final = []
        for element in elements {
            let key = ElementKey(element)
            guard !final.contains(key) else { continue }
            final.insert(key)
            let frame = ViewTrack.Keyframe(time: time, value: AnimatedAttributes(element))
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
            let element = AnimatedElement(category: key.category, kind: key.kind,
                                          indexPathBeforeUpdate: key.indexPath, indexPathAfterUpdate: key.indexPath)
            return ViewTrack(element: element, fate: fate, viewID: id, keyframes: frames, first: ends.first, last: ends.last)
        }
    }
}
