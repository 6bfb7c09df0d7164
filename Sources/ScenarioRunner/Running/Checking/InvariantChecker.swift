import CollectionViewSimulator
import Foundation
import TimelineOutput

/// Checks invariants of ``AnimationInvariant`` on one step through ``AnimationInvariants``, the
/// one set `expectInvariants` uses too: the step's animations, what was on screen as it began, and
/// the layout and data after it. A step without an animation (one that failed, or a change
/// without animation) holds every invariant.
struct InvariantChecker {
    let scenario: String
    let step: StepResult

    /// A failure for each broken invariant of `invariants`, naming the rule, element and time.
    func check(_ invariants: [AnimationInvariant]) -> [ScenarioFailure] {
        AnimationInvariants.violations(of: step.stages, given: step.invariantEvidence, checking: invariants).map { violation in
            ScenarioFailure(scenario: scenario, step: step.index, element: violation.element, property: violation.invariant.rawValue,
                            time: "\(TraceFormat.number(violation.time)) s", expected: violation.expected, actual: violation.actual)
        }
    }
}

extension StepResult {
    /// What the invariant checks know of the step besides its animations. A layout or item
    /// identifiers the run did not record (the fuzzer checks settled views instead) leave their
    /// checks out.
    ///
    /// A reload replaces every view, so nothing was shown before by the views of its animation
    /// (the rest of a scroll it carries on): they start from the new data's screen, which neither
    /// ``AnimationInvariant/startsWhereViewWas`` nor ``AnimationInvariant/noJumpBetweenAnimations``
    /// holds to the old views' places.
    var invariantEvidence: InvariantEvidence {
        let layoutAfter = layoutAfter
        let shownBefore: [ElementID: AnimatedAttributes] = if case .reloadData = step.action { [:] } else { screenBefore }
        return InvariantEvidence(
            shownBefore: shownBefore,
            layoutAfter: layoutAfter.isEmpty ? nil : { element in layoutAfter[element] ?? nil },
            itemCounts: itemIdentifiers.after.isEmpty ? nil : itemIdentifiers.after.itemCounts)
    }
}
