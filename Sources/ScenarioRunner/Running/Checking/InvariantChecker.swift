import CollectionViewSimulator
import Foundation
import Keyframes
import TimelineOutput

/// Checks the invariants of `Scenarios/README.md` on one step; each reports its first violation
/// per animation, so that one broken track does not bury the others' messages. A step without an
/// animation (one that failed, or a change without animation) holds every invariant.
struct InvariantChecker {
    let scenario: String
    let step: StepResult

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
                return failure(.noOverlaps, element: "\(first.scenarioName) and \(second.scenarioName)", time: "end",
                               expected: "frames that do not overlap",
                               actual: "\(FixedDecimal.rect(a)) and \(FixedDecimal.rect(b)) overlap by \(FixedDecimal.format(width)) × \(FixedDecimal.format(height))")
            }
        }
        return nil
    }

    /// Every element on screen before has a track by its index path before, every one on screen
    /// after a track by its index path after, and every track one of them.
    private func allVisibleItemsHaveTracks(_ animation: UpdateAnimation) -> ScenarioFailure? {
        let before = Self.visible(animation.before), after = Self.visible(animation.after)
        for (elements, isBefore) in [(before, true), (after, false)] {
            for element in elements where animation.track(of: element, isBeforeUpdate: isBefore) == nil {
                return failure(.allVisibleItemsHaveTracks, element: element.scenarioName(isBeforeUpdate: isBefore), time: nil,
                               expected: "a track for an element on screen \(isBefore ? "before" : "after") the step",
                               actual: "none")
            }
        }
        let (wereVisible, areVisible) = (Set(before), Set(after))
        for track in animation.tracks {
            let wasVisible = track.indexPathBeforeUpdate.map { wereVisible.contains(track.element.moved(to: $0)) } ?? false
            let isVisible = track.indexPathAfterUpdate.map { areVisible.contains(track.element.moved(to: $0)) } ?? false
            guard !wasVisible, !isVisible else { continue }
            return failure(.allVisibleItemsHaveTracks, element: track.scenarioName, time: nil,
                           expected: "tracks only for elements on screen before or after the step",
                           actual: "a track (\(track.fate)) for an element on screen neither before nor after")
        }
        return nil
    }

    /// At the last frame of the frame grid through the step's end every track shows its end values.
    private func lastFrameEqualsEnd(_ animation: UpdateAnimation) -> ScenarioFailure? {
        let spec = step.step.animation
        let grid = FrameGrid(rate: spec.frameRate, through: spec.delay + spec.duration)
        let frame = grid.count - 1
        let time = grid[frame]
        for track in animation.tracks {
            let shown = track.value(at: time)
            guard !shown.isApproximatelyEqual(to: track.end, tolerance: AnimationInvariants.tolerance) else { continue }
            return failure(.lastFrameEqualsEnd, element: track.scenarioName,
                           time: "frame \(frame) (\(FixedDecimal.format(time)) s)",
                           expected: FixedDecimal.attributes(track.end), actual: FixedDecimal.attributes(shown))
        }
        return nil
    }

    /// Every element that stays ends where the layout now puts it.
    private func endMatchesLayout(_ animation: UpdateAnimation) -> ScenarioFailure? {
        for track in animation.tracks where track.staysAfterChange {
            guard let indexPath = track.indexPathAfterUpdate else { continue }
            let layout = step.layoutAfter[track.element.moved(to: indexPath)] ?? nil
            guard let layout else {
                return failure(.endMatchesLayout, element: track.scenarioName, time: "end",
                               expected: FixedDecimal.attributes(track.end), actual: "the layout returns no attributes")
            }
            guard !track.end.isApproximatelyEqual(to: layout, tolerance: AnimationInvariants.tolerance) else { continue }
            return failure(.endMatchesLayout, element: track.scenarioName, time: "end",
                           expected: "the layout's \(FixedDecimal.attributes(layout))", actual: FixedDecimal.attributes(track.end))
        }
        return nil
    }

    /// Every view on screen when the step began starts from what it showed then.
    private func noJumps(_ animation: UpdateAnimation) -> ScenarioFailure? {
        for track in animation.tracks where track.fate != .inserted && track.fate != .reloadedIn {
            guard let indexPath = track.indexPathBeforeUpdate,
                  let shown = step.screenBefore[track.element.moved(to: indexPath)] else { continue }
            guard !track.start.isApproximatelyEqual(to: shown, tolerance: AnimationInvariants.tolerance) else { continue }
            return failure(.noJumps, element: track.scenarioName, time: "start",
                           expected: "what the view showed, \(FixedDecimal.attributes(shown))",
                           actual: FixedDecimal.attributes(track.start))
        }
        return nil
    }

    /// The elements on screen in `state`.
    private static func visible(_ state: CollectionViewState) -> [ElementID] {
        state.visibleItems.map(ElementID.cell) + state.visibleSupplementaryElements
    }
}
