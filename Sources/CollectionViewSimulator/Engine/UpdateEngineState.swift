import BatchUpdates
import Foundation
import Keyframes

/// What a collection view keeps between and during updates.
@MainActor struct UpdateEngineState {
    /// The simulated clock, in seconds; it moves only when asked (`advanceTime(by:)`).
    var clock: Double = 0
    /// Completion handlers waiting for their animation to end.
    var pendingCompletions: [PendingCompletion] = []
    /// While several changes run as one (`allOrNothing`), the completion handlers they would have
    /// called, with their `finished` flag, called once all succeed; `nil` otherwise.
    var heldCompletions: [(handler: (Bool) -> Void, finished: Bool)]?
    /// Nesting depth of `performBatchUpdates`; only the outermost call processes the batch.
    var batchDepth = 0
    /// The operations recorded by the batch being built.
    var pendingBatch = BatchUpdate()
    /// The completion handlers of the batch being built, outermost first.
    var batchCompletions: [(Bool) -> Void] = []
    /// Whether a transition is installing a layout itself (the property's observer stands aside).
    var installingLayoutQuietly = false
    /// The interactive transition in progress, if any.
    var interactiveTransition: InteractiveTransitionState?
    /// Nesting depth of `performWithoutAnimation`.
    var animationsDisabled = 0
    /// The attributes of the elements on screen as of the last layout pass: UIKit's "old data",
    /// which an update reads instead of asking the layout about the state before it.
    var visibleAttributes: [ElementID: CollectionViewLayoutAttributes] = [:] {
        didSet { visibleRevision = RevisionStamp.next() }
    }
    /// The version of `visibleAttributes` (a ``RevisionStamp``; 0 for the empty table it starts
    /// with), for which the engine keeps its listing of what is on screen
    /// (``UpdateEngine/shownElements(in:)``).
    var visibleRevision = 0
    /// The rectangle `visibleAttributes` was loaded for; `nil` when it must be reloaded.
    var loadedRect: CGRect?
    /// The bounds changes since the last layout pass, merged; `nil` when there were none.
    var pendingBoundsChange: BoundsChange?

    /// The identity of every view on screen, by the element it shows now.
    var viewIDs: [ElementID: Int] = [:]
    /// The next view identity to hand out.
    var nextViewID = 1
    /// Each view's latest track and when its change began on the clock, for what it shows now.
    var runningTracks: [Int: (track: ViewTrack, startTime: Double)] = [:]
    /// The animated changes so far, in order, the last ``CollectionView/animationHistoryLimit`` of them.
    var history = RecordLog<UpdateAnimation>(limit: CollectionView.defaultAnimationHistoryLimit)

    var updateTiming = TrackTiming(duration: 0.25, curve: .linear)
    var scrollTiming = TrackTiming(duration: 0.3, curve: .easeInEaseOut)
    var layoutTransitionTiming = TrackTiming(duration: 0.25, curve: .easeInEaseOut)
    var validationBehavior = ValidationBehavior.modern
    var missingAttributesFallback = MissingAttributesFallback.transparentCopy
    var rightToLeftStart = CollectionView.RightToLeftStart.firstItems
    var providerOrder = ProviderOrder.updateStages
    var transitionBoundsChangeLayout = TransitionBoundsChangeLayout.oldLayout
    var selfSizingPass = SelfSizingPass.afterUpdateLayout
    var appliedPropertiesSampling = AppliedPropertiesSampling.endpoints
    /// Whether a batch update is asking the layout (its questions to the view are checked).
    var isUpdating = false
    /// UIKit's exception for a question the layout asked during the update, raised once it ends.
    var raisedByLayout: BatchUpdateError?
    /// The first NaN or infinite number a layout answered since it was last cleared.
    var nonFiniteAnswer: NonFiniteLayoutAnswer?
}

/// A completion handler and the time its animation ends.
struct PendingCompletion {
    let endTime: Double
    let handler: (Bool) -> Void
}

/// What the engine uses when a cell's `initial…` or `final…` provider returns `nil`.
public enum MissingAttributesFallback: Sendable, Hashable {
    /// A copy of the element's attributes with alpha 0, so that it fades in or out: what UIKit does
    /// (observed; UIKit's decompiled update code falls back to this), the default.
    case transparentCopy
    /// The element's own attributes at both ends, so that it appears or vanishes without a fade:
    /// what the documentation of the providers says ("uses the item's final attributes for both
    /// the start and end points").
    case unchanged
}
