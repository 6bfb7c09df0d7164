import BatchUpdates
import Foundation
import Keyframes

/// What runs behind a ``CollectionView``: its cached counts, the state of updates and animations
/// (clock, view identities, running tracks, history, timings), the selection, and the code of
/// every change — the one pipeline (`performChange`, in `AnimatedChange.swift`), batch updates,
/// bounds changes and scrolls, layout transitions, layout passes and running animations, each in
/// its own `UpdateEngine+X.swift` file.
///
/// The view keeps UIKit's stored properties and this one object, and forwards its UIKit-named
/// methods here. The engine reads and writes the view's geometry and layout through ``view``.
///
/// The state that a change may roll back is one value, ``state``, so that a change that throws
/// restores it with one assignment; `engine.clock`, `engine.history` … read and write its fields
/// directly (dynamic member lookup).
@dynamicMemberLookup
@MainActor
final class UpdateEngine {
    /// The view this engine runs; it owns the engine.
    ///
    /// `unowned(unsafe)`: the view holds the only reference to its engine (nothing else keeps one),
    /// so the view outlives every use of this property. The checked `unowned` retained and
    /// released the view at each of the engine's many reads of it, on the runtime's slow path
    /// (a weakly referenced object keeps its counts in a side table): about 2% of a fuzzing step.
    unowned(unsafe) let view: CollectionView

    /// The state of updates and animations; restored as a whole when a change throws.
    var state = UpdateEngineState()
    /// The last listing of what is on screen, with the version of the attributes it lists
    /// (``shownElements(in:)``).
    var keptShownElements: (revision: Int, shown: ShownElements)?

    /// A resolution of the next batch that its caller already made
    /// (``CollectionView/offerResolution(_:behavior:)``); the next outermost `performBatchUpdates`
    /// takes it, and uses it only when its own would have the same inputs.
    var offeredResolution: OfferedResolution?

    /// The item count of every section as last read from the data source: UIKit's cached counts,
    /// which stay as they are until `reloadData()` or a batch update replaces them. `nil` means
    /// "read the data source on the next question".
    var cachedItemCounts: [Int]?

    /// Selection and highlighting: see `Selection/`. The cells on screen show it.
    var selection = SelectionState() {
        didSet { showSelectionOnCells() }
    }

    /// Registered classes, reuse pools and the view objects: see `Cells/`.
    var cells = CellStore()
    /// What the last display pass made the collection view's own subviews (see `Cells/`).
    var lastArrangement: SubviewArrangement?
    /// Whether display passes keep ``lastArrangement``; tests turn it off to compare a view that
    /// arranges its subviews from nothing every pass.
    var keepsArrangement = true
    /// What the layers of the views the display passes arrange noted since the last pass.
    let subviewWatch = SubviewWatch()
    /// Every exception the view's UIKit-named methods raised, oldest first.
    var raisedExceptions: [UIKitException] = []

    /// The interactive movement (reordering) in progress, if any: see `Reordering/`.
    var interactiveMovement: InteractiveMovementState?
    /// The row whose swipe actions are showing, if any: see `SwipeActions/`.
    var swipedRow: SwipedRow?
    /// The context menu showing, if any: see `ContextMenus/`.
    var shownContextMenu: ShownContextMenu?

    /// When the last fling started and ends on the clock, for the view's `isDecelerating`.
    var deceleration: (start: Double, end: Double)?
    /// The simulated finger, during a drag or a fling's release (`UpdateEngine+Dragging.swift`).
    var touch = ScrollTouch.none

    /// The content offset the delegate was last told of (`scrollViewDidScroll(_:)`; see
    /// `UpdateEngine+ScrollReports.swift`).
    var reportedContentOffset = CGPoint.zero
    /// The animated scroll whose frames the delegate is being told of, by its ``scrollGeneration``;
    /// `nil` when none is.
    var reportingScroll: Int?
    /// The offset of the animated scroll's frame the delegate is being told of, which the view's
    /// `contentOffset` and `bounds` read meanwhile; `nil` otherwise.
    var presentedContentOffset: CGPoint?
    /// The animated scroll running on the clock, which a change made meanwhile stops at its
    /// current frame; `nil` when none was started since the last stop.
    var runningScroll: RunningScroll?
    /// Advances whenever an animated scroll's remaining delegate calls must be dropped (another
    /// change interrupts it, or the offset is set elsewhere); each queued call checks it.
    var scrollGeneration = 0

    /// The window a view outside any window's hierarchy answers, as a view on screen would.
    let standaloneWindow = Window()

    /// Creates the engine of `view`.
    init(view: CollectionView) {
        self.view = view
    }

    /// A field of ``state``, read and written as if it were the engine's own.
    subscript<Value>(dynamicMember field: WritableKeyPath<UpdateEngineState, Value>) -> Value {
        get { state[keyPath: field] }
        set { state[keyPath: field] = newValue }
    }

    /// The cached counts, reading the data source first if there are none. Negative answers count
    /// as 0.
    var itemCounts: [Int] {
        if let cachedItemCounts { return cachedItemCounts }
        let counts = readItemCounts()
        cachedItemCounts = counts
        return counts
    }

    /// The counts the data source reports now (not the cached ones).
    func readItemCounts() -> [Int] {
        guard let dataSource = view.dataSource else { return [] }
        if let counts = (dataSource as? any DiffableDataSourceDriving)?.ownItemCounts { return counts }
        let sections = max(0, dataSource.numberOfSections(in: view))
        // A loop, not `map`: a main-actor closure checks its executor on every call.
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections { counts.append(max(0, dataSource.collectionView(view, numberOfItemsInSection: section))) }
        return counts
    }

    /// The timing a change runs with: none inside `performWithoutAnimation`, otherwise the one
    /// given, or `fallback` (the update timing unless said otherwise).
    func effectiveTiming(_ timing: TrackTiming?, fallback: TrackTiming? = nil) -> TrackTiming {
        state.animationsDisabled > 0 ? TrackTiming(duration: 0, curve: .linear) : timing ?? fallback ?? state.updateTiming
    }
}

extension UpdateEngine {
    /// `reloadData()`: forgets the cached counts, the supplementary views asked for, and the
    /// selection (by its reload policy), and invalidates the layout. An animated scroll still
    /// running carries on, as UIKit's display link carries it on through a reload (its
    /// `reloadData` leaves the scroll animation alone, and while one runs its content-size update
    /// skips the offset adjustment): the scroll stops at the frame it shows, the view is laid out
    /// there with the new data, and the rest of the scroll follows from that screen — the same
    /// frames, the same curve, the remaining delegate calls and the end call
    /// (``carryOn(_:recording:)``), even where the new content is shorter than the scroll's target.
    ///
    /// - Returns: The rest of the scroll, or `nil` when none was running.
    @discardableResult
    func reloadData() -> UpdateAnimation? {
        defer { endOperation() }
        var recorder = LayoutCallRecorder(view.collectionViewLayout)
        // Inside a batch's closure or an all-or-nothing change, the change around it ends the
        // scroll at its end, as a batch update ends any scroll: nothing is carried on from there.
        let carriesOn = state.batchDepth == 0 && state.heldCompletions == nil
        let remainder = carriesOn ? stopRunningScrollToCarryOn(recording: &recorder) : nil
        endScrollReports()
        cachedItemCounts = nil
        endDisplayOfAllViews()
        selection.reloadData(itemCounts: selection.reloadPolicy == .keep ? readItemCounts() : [])
        view.collectionViewLayout.invalidateLayout()
        guard let remainder else { return nil }
        layoutIfNeeded(recording: &recorder)
        return carryOn(remainder, recording: recorder)
    }
}
