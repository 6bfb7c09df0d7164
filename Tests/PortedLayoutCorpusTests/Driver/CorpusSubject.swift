import CollectionViewSimulator
import Foundation

/// One layout of the corpus: how to make it, the view it lives in, and what its own code says
/// UIKit does with it.
struct CorpusSubject: Sendable, CustomStringConvertible {
    /// The layout's type name.
    let name: String
    /// Makes the layout under test.
    let makeLayout: @MainActor @Sendable () -> CollectionViewLayout
    /// Makes the layout the animated transition goes to.
    let makeOtherLayout: @MainActor @Sendable () -> CollectionViewLayout
    /// Makes the view's delegate, for layouts that ask it (`collectionView?.delegate as? …`).
    var makeDelegate: (@MainActor @Sendable () -> any CollectionViewDelegate)?
    /// Registers the app's cell class (reuse identifier ``CorpusDataSource/cellIdentifier``) and
    /// supplementary classes (reuse identifier: the kind), which the data source then dequeues:
    /// for layouts whose views size themselves. Without it the data source only counts.
    var registerViews: (@MainActor @Sendable (CollectionView) -> Void)?
    /// The view's size (the rotation swaps it).
    var size = CGSize(width: 375, height: 667)
    /// The item counts per section.
    var counts = [30, 12]
    /// Where the animated scroll goes.
    var scrollTarget = CGPoint(x: 0, y: 400)
    /// The fling's velocity, in points per millisecond.
    var flingVelocity = CGPoint(x: 0, y: 1.2)
    /// UIKit's exception for a step, read from the layout's code (an unguarded
    /// `numberOfItems(inSection: 0)` raises once the last section is gone).
    var uikitRaises: [CorpusStep: String] = [:]
    /// Checks that fail for a behaviour the simulator does not have yet, by step: the behaviour.
    var knownGaps: [CorpusStep: String] = [:]
    /// What the layout's own code promises after every step while it is the view's layout (a
    /// carousel centres a card, a pager stops on a page): the broken promises.
    var promises: (@MainActor @Sendable (CollectionView, CorpusStep) -> [String])?

    var description: String { name }
}
