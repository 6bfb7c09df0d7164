import CollectionViewSimulator
import Foundation

/// Checks the invariants of ``AnimationInvariant`` on a sequence of animations (the changes of one
/// collection view, in order): one list of rules, one tolerance, one message format. The checks
/// that need the layout and the data source (``AnimationInvariant/endsAtLayout``,
/// ``AnimationInvariant/noViewForMissingElement``) apply to the last animation and run only when a
/// collection view is given; with one, a NaN or infinite number its layout answered
/// (``CollectionView/nonFiniteLayoutAnswer``) is a ``AnimationInvariant/finiteValues`` violation too.
public enum AnimationInvariants {
    /// How close "the same value" is: the values went through the same arithmetic.
    public static let tolerance = 1e-6
    /// The rate at which drawn frames are sampled for ``AnimationInvariant/alphaWithinRange`` and
    /// ``AnimationInvariant/lastFrameShowsEnd``.
    public static let frameRate = 120.0

    /// Every violation, in the order of the steps; for each invariant and step the first one only,
    /// so that one broken track does not bury the others.
    ///
    /// - Parameters:
    ///   - steps: The animations, in the order the changes ran.
    ///   - collectionView: The collection view after the last change, for the layout and counts.
    ///   - invariants: The invariants to check; by default those that hold for every layout.
    @MainActor public static func violations(
        of steps: [UpdateAnimation], in collectionView: CollectionView? = nil,
        checking invariants: [AnimationInvariant] = AnimationInvariant.everyLayout
    ) -> [InvariantViolation] {
        violations(of: steps, given: collectionView.map { InvariantEvidence(after: $0, steps: steps) } ?? InvariantEvidence(), checking: invariants)
    }

    /// Every violation of `invariants` by `steps`, with what else is known of the run: the one
    /// routine behind ``violations(of:in:checking:)``, scenario checks and the fuzzer.
    package static func violations(
        of steps: [UpdateAnimation], given evidence: InvariantEvidence, checking invariants: [AnimationInvariant]
    ) -> [InvariantViolation] {
        // A search of the short list rather than a set: the enum hashes by its raw text.
        let ordered = AnimationInvariant.allCases.filter { invariants.contains($0) }
        var found: [InvariantViolation] = []
        for (index, animation) in steps.enumerated() {
            let check = InvariantStepCheck(step: index, animation: animation, evidence: evidence, earlier: Array(steps[..<index]),
                                           isLast: index == steps.count - 1)
            for invariant in ordered {
                if let violation = check.violation(of: invariant) { found.append(violation) }
            }
        }
        if invariants.contains(.finiteValues), let answer = evidence.nonFiniteLayoutAnswer {
            // The change that met it was undone (or the pass left the element out): no track shows it.
            found.append(InvariantViolation(invariant: .finiteValues, step: max(0, steps.count - 1), element: answer.element ?? answer.property,
                                            time: 0, expected: "finite layout answers", actual: answer.description))
        }
        return found
    }
}
