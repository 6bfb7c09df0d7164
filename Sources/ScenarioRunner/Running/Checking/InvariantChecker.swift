import CollectionViewSimulator
import Foundation
import Keyframes

/// Checks the invariants of `Scenarios/README.md` on one step; each reports its first violation
/// per animation, so that one broken track does not bury the others' messages. A step without an
/// animation (one that failed, or a change without animation) holds every invariant.
struct InvariantChecker {
    let scenario: String
    let step: StepResult

    /// How close "exactly" is for values that went through the same arithmetic.
    static let exactness = 1e-9

    func check(_ invariant: ExpectationSpec.Invariant) -> [ScenarioFailure] {
        switch invariant {
        case .noOverlaps: step.animation.flatMap(noOverlaps).map { [$0] } ?? []
        case .allVisibleItemsHaveTracks: step.stages.compactMap(allVisibleItemsHaveTracks)
        case .lastFrameEqualsEnd: step.stages.compactMap(lastFrameEqualsEnd)
        case .endMatchesLayout: step.animation.flatMap(endMatchesLayout).map { [$0] } ?? []
        case .noJumps: step.stages.first.flatMap(noJumps).map { [$0] } ?? []
        }
    }

    func failure(_ invariant: ExpectationSpec.Invariant, element: String?, time: String?,
                 expected: String, actual: String) -> ScenarioFailure {
        ScenarioFailure(scenario: scenario, step: step.index, element: element, property: invariant.rawValue, time: time,
                        expected: expected, actual: actual)
    }

    /// Visible cells at the end, pairwise: none overlaps another by more than 0.01 pt both ways.
    private func noOverlaps(_ animation: UpdateAnimation) -> ScenarioFailure? {
        let cells = animation.tracks.filter { track in
            track.element.category == .cell && ![.deleted, .reloadedOut, .disappeared].contains(track.fate)
                && !track.end.isHidden && track.end.frame.intersects(animation.after.bounds)
        }
        for (index, first) in cells.enumerated() {
            for second in cells[(index + 1)...] {
                let a = first.end.frame, b = second.end.frame
                let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                guard width > 0.01, height > 0.01 else { continue }
                return failure(.noOverlaps, element: "\(first.element) and \(second.element)", time: "end",
                               expected: "frames that do not overlap",
                               actual: "\(FixedDecimal.rect(a)) and \(FixedDecimal.rect(b)) overlap by \(FixedDecimal.format(width)) × \(FixedDecimal.format(height))")
            }
        }
        return nil
    }

    /// Every element on screen before has a track by its index path before, every one on screen
    /// after a track by its index path after, and every track one of them.
    private func allVisibleItemsHaveTracks(_ animation: UpdateAnimation) -> ScenarioFailure? {
        let before = Set(Self.visible(animation.before, side: .before))
        let after = Set(Self.visible(animation.after, side: .after))
        for reference in Self.visible(animation.before, side: .before) + Self.visible(animation.after, side: .after)
        where animation.track(of: reference) == nil {
            return failure(.allVisibleItemsHaveTracks, element: reference.description, time: nil,
                           expected: "a track for an element on screen \(reference.side == .before ? "before" : "after") the step",
                           actual: "none")
        }
        for track in animation.tracks {
            let element = track.element
            let wasVisible = element.indexPathBeforeUpdate.map { before.contains(Self.reference(element, $0, .before)) } ?? false
            let isVisible = element.indexPathAfterUpdate.map { after.contains(Self.reference(element, $0, .after)) } ?? false
            guard !wasVisible, !isVisible else { continue }
            return failure(.allVisibleItemsHaveTracks, element: element.description, time: nil,
                           expected: "tracks only for elements on screen before or after the step",
                           actual: "a track (\(track.fate)) for an element on screen neither before nor after")
        }
        return nil
    }

    /// At frame ⌈(delay + duration) · frameRate⌉ every track shows its end values.
    private func lastFrameEqualsEnd(_ animation: UpdateAnimation) -> ScenarioFailure? {
        let spec = step.step.animation
        let frame = ((spec.delay + spec.duration) * spec.frameRate).rounded(.up)
        let time = frame / spec.frameRate
        for track in animation.tracks {
            let shown = track.value(at: time)
            guard !shown.isApproximatelyEqual(to: track.end, tolerance: Self.exactness) else { continue }
            return failure(.lastFrameEqualsEnd, element: track.element.description,
                           time: "frame \(Int(frame)) (\(FixedDecimal.format(time)) s)",
                           expected: FixedDecimal.attributes(track.end), actual: FixedDecimal.attributes(shown))
        }
        return nil
    }

    /// Every element that stays ends where the layout now puts it.
    private func endMatchesLayout(_ animation: UpdateAnimation) -> ScenarioFailure? {
        for track in animation.tracks where track.fate != .deleted && track.fate != .reloadedOut {
            guard let indexPath = track.element.indexPathAfterUpdate else { continue }
            let reference = Self.reference(track.element, indexPath, .after)
            let layout = step.layoutAfter[reference] ?? nil
            guard let layout else {
                return failure(.endMatchesLayout, element: track.element.description, time: "end",
                               expected: FixedDecimal.attributes(track.end), actual: "the layout returns no attributes")
            }
            guard !track.end.isApproximatelyEqual(to: layout, tolerance: Self.exactness) else { continue }
            return failure(.endMatchesLayout, element: track.element.description, time: "end",
                           expected: "the layout's \(FixedDecimal.attributes(layout))", actual: FixedDecimal.attributes(track.end))
        }
        return nil
    }

    /// Every view on screen when the step began starts from what it showed then.
    private func noJumps(_ animation: UpdateAnimation) -> ScenarioFailure? {
        for track in animation.tracks where track.fate != .inserted && track.fate != .reloadedIn {
            guard let indexPath = track.element.indexPathBeforeUpdate,
                  let shown = step.screenBefore[Self.reference(track.element, indexPath, .after)] else { continue }
            guard !track.start.isApproximatelyEqual(to: shown, tolerance: Self.exactness) else { continue }
            return failure(.noJumps, element: track.element.description, time: "start",
                           expected: "what the view showed, \(FixedDecimal.attributes(shown))",
                           actual: FixedDecimal.attributes(track.start))
        }
        return nil
    }

    /// The elements on screen in `state`, named by their index paths on `side`.
    private static func visible(_ state: CollectionViewState, side: ElementReference.Side) -> [ElementReference] {
        state.visibleItems.map { ElementReference(category: .cell, kind: nil, indexPath: $0, side: side) }
            + state.visibleSupplementaryElements.map {
                ElementReference(category: $0.category, kind: $0.kind, indexPath: $0.indexPath, side: side)
            }
    }

    private static func reference(_ element: AnimatedElement, _ indexPath: IndexPath, _ side: ElementReference.Side) -> ElementReference {
        ElementReference(category: element.category, kind: element.kind, indexPath: indexPath, side: side)
    }
}
