import Foundation
import Keyframes

extension CollectionView {
    /// The attributes of the elements on screen as their views show them now: the layout's
    /// attributes, replaced by the running animation's values for a view still animating.
    ///
    /// A change that starts while another runs begins every such view from these values — it
    /// restarts from the presentation value, so no view jumps. (UIKit instead adds the new
    /// animation on top of the old one, which keeps running on its own clock, uikit-batch-updates
    /// §4.1 and animation-math.md §4.1; positions agree at the instant of the interruption either
    /// way, but UIKit's keeps the old velocity, which this does not.)
    func presentedVisibleAttributes() -> [ElementID: CollectionViewLayoutAttributes] {
        let now = engine.clock
        var presented = engine.visibleAttributes
        for (key, attributes) in engine.visibleAttributes {
            guard let id = engine.viewIDs[key], let running = engine.runningTracks[id],
                  now < running.startTime + running.track.endTime else { continue }
            presented[key] = attributes.applying(running.track.value(at: now - running.startTime))
        }
        return presented
    }

    /// Copies of the attributes of every element on screen as its view shows them now: the layout's
    /// as of the last layout pass, or, for a view still animating, its animation's values at the
    /// current time. A getter never lays out.
    public var presentationAttributesForVisibleElements: [CollectionViewLayoutAttributes] {
        presentedVisibleAttributes().values.filter { !$0.isHidden && $0.frame.intersects(bounds) }.map { $0.snapshot() }
    }

    /// How long each view on screen that is still animating has left of its animation, by the
    /// element it shows; views at rest are absent.
    func remainingAnimationTimes() -> [ElementID: Double] {
        let now = engine.clock
        var remaining: [ElementID: Double] = [:]
        for (key, id) in engine.viewIDs {
            guard let running = engine.runningTracks[id] else { continue }
            let left = running.startTime + running.track.endTime - now
            if left > 0 { remaining[key] = left }
        }
        return remaining
    }

    /// The view identities for a change starting now.
    func viewIdentities() -> ViewIdentities {
        ViewIdentities(before: engine.viewIDs, next: engine.nextViewID)
    }

    /// Keeps what a change produced: the identities of the views on screen after it, each view's
    /// track (for what it shows until the next change), the history, and the last animation.
    func record(_ animation: UpdateAnimation, identities: ViewIdentities) {
        engine.viewIDs = identities.visibleAfter
        engine.nextViewID = identities.nextID
        let now = engine.clock
        engine.runningTracks = engine.runningTracks.filter { now < $0.value.startTime + $0.value.track.endTime }
        for track in animation.tracks {
            engine.runningTracks[track.viewID] = (track, animation.startTime)
        }
        engine.history.append(animation)
    }

    /// Every animated change so far, to follow a view's motion across them.
    public var animationHistory: AnimationHistory {
        AnimationHistory(engine.history)
    }
}

extension CollectionViewLayoutAttributes {
    /// A copy showing `values`.
    func applying(_ values: AnimatedAttributes) -> CollectionViewLayoutAttributes {
        let copy = snapshot()
        copy.center = values.center
        copy.size = values.size
        copy.alpha = values.alpha
        copy.transform3D = values.transform3D
        copy.zIndex = values.zIndex
        copy.isHidden = values.isHidden
        return copy
    }
}
