import CollectionViewSimulator
import Foundation

/// What the invariant checks know of a run besides its animations. Each front end gathers it its
/// own way (`expectInvariants` from a live collection view, a scenario step from what the runner
/// recorded); a check whose evidence is missing is skipped.
package struct InvariantEvidence {
    /// What each element on screen showed as the first animation began, by its index path then:
    /// what ``AnimationInvariant/startsWhereViewWas`` and
    /// ``AnimationInvariant/noJumpBetweenAnimations`` compare the first animation with.
    package var shownBefore: [ElementID: AnimatedAttributes]?
    /// The layout's attributes for an element after the last animation (`nil` when it returns
    /// none), for ``AnimationInvariant/endsAtLayout``.
    package var layoutAfter: ((ElementID) -> AnimatedAttributes?)?
    /// The data source's item counts by section after the last animation, for
    /// ``AnimationInvariant/noViewForMissingElement``.
    package var itemCounts: [Int]?
    /// A NaN or infinite number the layout answered, a ``AnimationInvariant/finiteValues`` violation.
    package var nonFiniteLayoutAnswer: NonFiniteLayoutAnswer?

    /// Evidence of the given kinds.
    package init(shownBefore: [ElementID: AnimatedAttributes]? = nil, layoutAfter: ((ElementID) -> AnimatedAttributes?)? = nil,
                 itemCounts: [Int]? = nil, nonFiniteLayoutAnswer: NonFiniteLayoutAnswer? = nil) {
        self.shownBefore = shownBefore
        self.layoutAfter = layoutAfter
        self.itemCounts = itemCounts
        self.nonFiniteLayoutAnswer = nonFiniteLayoutAnswer
    }

    /// What a live collection view knows after the last of `steps`: its layout's attributes for
    /// the elements that last animation leaves on screen (asked now, on the main actor, so that
    /// the checks themselves stay plain functions of values), its data source's counts (asked of
    /// the data source itself, since the view's own counts are what it last read) and a
    /// non-finite layout answer.
    @MainActor package init(after collectionView: CollectionView, steps: [UpdateAnimation]) {
        let source = collectionView.dataSource
        let sections = source?.numberOfSections(in: collectionView) ?? collectionView.numberOfSections
        itemCounts = (0..<max(0, sections)).map { section in
            source?.collectionView(collectionView, numberOfItemsInSection: section) ?? collectionView.numberOfItems(inSection: section)
        }
        let layout = collectionView.collectionViewLayout
        var answers: [ElementID: AnimatedAttributes?] = [:]
        for track in steps.last?.tracks ?? [] {
            guard let path = track.indexPathAfterUpdate else { continue }
            let element = track.element.moved(to: path)
            answers[element] = layout.shownLayoutAttributes(for: element).map(AnimatedAttributes.init)
        }
        layoutAfter = { element in answers[element] ?? nil }
        nonFiniteLayoutAnswer = collectionView.nonFiniteLayoutAnswer
    }
}
