import CollectionViewSimulator
import Foundation

/// Checks the invariants of ``AnimationInvariant`` on a sequence of animations (the changes of one
/// collection view, in order). The checks that need the layout and the data source
/// (``AnimationInvariant/endsAtLayout``, ``AnimationInvariant/noViewForMissingElement``) apply to
/// the last animation and run only when a collection view is given; with one, a NaN or infinite
/// number its layout answered (``CollectionView/nonFiniteLayoutAnswer``) is a
/// ``AnimationInvariant/finiteValues`` violation too.
public enum AnimationInvariants {
    /// How close "the same value" is: the values went through the same arithmetic.
    public static let tolerance = 1e-6
    /// The rate at which drawn frames are sampled for ``AnimationInvariant/alphaWithinRange``.
    public static let frameRate = 120.0

    /// Every violation, in the order of the steps; for each invariant and step the first one only,
    /// so that one broken track does not bury the others.
    ///
    /// - Parameters:
    ///   - steps: The animations, in the order the changes ran.
    ///   - collectionView: The collection view after the last change, for the layout and counts.
    @MainActor public static func violations(of steps: [UpdateAnimation], in collectionView: CollectionView? = nil) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        for (index, animation) in steps.enumerated() {
            let check = StepCheck(step: index, animation: animation)
            found += [check.finiteValues(), check.alphaWithinRange(), check.oneViewPerElement()].compactMap { $0 }
            if index > 0 {
                let earlier = AnimationHistory(Array(steps[..<index]))
                found += [check.startsWhereViewWas(earlier), check.noJump(earlier)].compactMap { $0 }
            }
            if index == steps.count - 1, let collectionView {
                found += [check.endsAtLayout(collectionView), check.noViewForMissingElement(collectionView)].compactMap { $0 }
            }
        }
        if let answer = collectionView?.nonFiniteLayoutAnswer {
            // The change that met it was undone (or the pass left the element out): no track shows it.
            found.append(InvariantViolation(invariant: .finiteValues, step: max(0, steps.count - 1), element: answer.element ?? answer.property,
                                            time: 0, expected: "finite layout answers", actual: answer.description))
        }
        return found
    }
}

/// The checks of one step.
private struct StepCheck {
    let step: Int
    let animation: UpdateAnimation

    func violation(_ invariant: AnimationInvariant, _ track: ViewTrack, _ time: Double, _ expected: String, _ actual: String) -> InvariantViolation {
        InvariantViolation(invariant: invariant, step: step, element: track.name, time: time, expected: expected, actual: actual)
    }

    /// The views that stay on after the change.
    var staying: [ViewTrack] { animation.tracks.filter(\.staysAfterChange) }

    func finiteValues() -> InvariantViolation? {
        for track in animation.tracks {
            let samples = [(track.startTime, track.start), (track.endTime, track.end)] + track.keyframes.map { ($0.time, $0.value) }
            if let (time, value) = samples.first(where: { !$0.1.isFinite }) {
                return violation(.finiteValues, track, time, "finite values", value.description)
            }
        }
        return nil
    }

    func alphaWithinRange() -> InvariantViolation? {
        let frames = FrameGrid(rate: AnimationInvariants.frameRate, through: animation.duration)
        for track in animation.tracks {
            for frame in 0..<frames.count {
                let alpha = track.value(at: frames[frame]).alpha
                guard alpha < -AnimationInvariants.tolerance || alpha > 1 + AnimationInvariants.tolerance else { continue }
                return violation(.alphaWithinRange, track, frames[frame], "alpha within 0…1", TraceFormat.number(alpha))
            }
        }
        return nil
    }

    func oneViewPerElement() -> InvariantViolation? {
        var seen: [ElementID: ViewTrack] = [:]
        for track in staying {
            guard let path = track.indexPathAfterUpdate else { continue }
            let element = track.element.moved(to: path)
            if let other = seen[element] {
                return violation(.oneViewPerElement, track, track.endTime, "one view for \(element)",
                                 "view \(other.viewID) (\(other.fate)) and view \(track.viewID) (\(track.fate))")
            }
            seen[element] = track
        }
        return nil
    }

    func startsWhereViewWas(_ earlier: AnimationHistory) -> InvariantViolation? {
        for track in animation.tracks {
            guard let shown = earlier.value(ofView: track.viewID, at: animation.startTime),
                  !track.start.isApproximatelyEqual(to: shown, tolerance: AnimationInvariants.tolerance) else { continue }
            return violation(.startsWhereViewWas, track, track.startTime, "what the view showed, \(shown)", track.start.description)
        }
        return nil
    }

    func noJump(_ earlier: AnimationHistory) -> InvariantViolation? {
        for track in animation.tracks {
            guard let before = earlier.value(ofView: track.viewID, at: animation.startTime) else { continue }
            let drawn = track.value(at: 0)
            guard !drawn.isApproximatelyEqual(to: before, tolerance: AnimationInvariants.tolerance) else { continue }
            return violation(.noJumpBetweenAnimations, track, 0, "the last frame drawn before, \(before)", drawn.description)
        }
        return nil
    }

    @MainActor func endsAtLayout(_ collectionView: CollectionView) -> InvariantViolation? {
        let layout = collectionView.collectionViewLayout
        for track in staying {
            guard let path = track.indexPathAfterUpdate else { continue }
            guard let attributes = layout.layoutAttributes(for: track.element.moved(to: path)) else {
                return violation(.endsAtLayout, track, track.endTime, "the layout's attributes", "the layout returns none")
            }
            let expected = AnimatedAttributes(attributes)
            guard !track.end.isApproximatelyEqual(to: expected, tolerance: AnimationInvariants.tolerance) else { continue }
            return violation(.endsAtLayout, track, track.endTime, "the layout's \(expected)", track.end.description)
        }
        return nil
    }

    /// Asks the data source itself (the view's own counts are what it last read), so that a view
    /// left for an item the data source no longer has is found.
    @MainActor func noViewForMissingElement(_ collectionView: CollectionView) -> InvariantViolation? {
        let source = collectionView.dataSource
        let sections = source?.numberOfSections(in: collectionView) ?? collectionView.numberOfSections
        @MainActor func items(_ section: Int) -> Int {
            source?.collectionView(collectionView, numberOfItemsInSection: section) ?? collectionView.numberOfItems(inSection: section)
        }
        for track in staying {
            guard let path = track.indexPathAfterUpdate else { continue }
            guard path.section >= sections || (track.element.role == .cell && path.item >= items(path.section)) else { continue }
            let counts = "\(sections) sections" + (path.section < sections ? ", \(items(path.section)) items in section \(path.section)" : "")
            return violation(.noViewForMissingElement, track, track.endTime, "an element the data source has", "the data source has " + counts)
        }
        return nil
    }
}

extension ViewTrack {
    /// Whether the view stays after its change, so that it must end at the attributes the layout
    /// then gives its element: every view but a deleted element's and a reload's outgoing one,
    /// including one that goes off screen (it ends where its element now is). The one rule of both
    /// ``AnimationInvariant/endsAtLayout`` and the scenario checks' `endMatchesLayout`.
    package var staysAfterChange: Bool { indexPathAfterUpdate != nil }
}

extension AnimatedAttributes {
    /// Whether every number is finite.
    var isFinite: Bool {
        ([center.x, center.y, size.width, size.height, alpha] + transform3D.components).allSatisfy(\.isFinite)
    }
}
