import Foundation

/// Where a reusable view is registered and pooled: its element kind
/// (``CollectionView/elementKindCell`` for cells) and its reuse identifier.
struct ReuseKey: Hashable, Comparable {
    let kind: String
    let identifier: String

    static func < (lhs: ReuseKey, rhs: ReuseKey) -> Bool {
        (lhs.kind, lhs.identifier) < (rhs.kind, rhs.identifier)
    }
}

/// Everything a collection view keeps about its reusable view objects: the registered classes,
/// the reuse pools, every view it created (by number), and the exceptions raised about them.
///
/// Views are numbered in the order they are created (``DisplayEvent/cellID``, ``ViewTrack/cellID``):
/// a view keeps its number when it is reused, so a track names the view object that showed it.
@MainActor struct CellStore {
    /// The registered classes, by kind and identifier (UIKit: the last registration wins; `nil`
    /// unregisters).
    private(set) var registrations: [ReuseKey: CollectionReusableView.Type] = [:]
    /// Views that ended display, waiting to be dequeued again, oldest first, by kind and identifier.
    private(set) var pools: [ReuseKey: [CollectionReusableView]] = [:]
    /// The numbers of the pooled views, ascending, across every pool: the order the collection
    /// view keeps its hidden pooled subviews in, kept as views enter and leave their pools so that
    /// a display pass does not sort a pool that outgrew the screen long ago.
    private(set) var pooledNumbers: [Int] = []
    /// Pooled views without a number, oldest first (none in practice: a view ends display, and so
    /// enters its pool, only after the collection view numbered it).
    private(set) var unnumberedPooled: [CollectionReusableView] = []
    /// The version of the pools (and of the pooled views' numbers): a new stamp whenever they change.
    private(set) var poolRevision = RevisionStamp.next()
    /// The version of which views are the collection view's own (``number(of:)``): a new stamp
    /// whenever a view is numbered.
    private(set) var ownershipRevision = RevisionStamp.next()
    /// The last view numbered, with ``ownershipRevision`` just before and just after: a display
    /// pass can tell that the only view numbered since it arranged the subviews is the one it adds.
    private(set) var lastAdoption: (number: Int, revisionBefore: Int, revisionAfter: Int)?
    /// The version of ``onScreen`` and ``leaving``, the views a display pass draws: a new stamp
    /// whenever either changes.
    private(set) var screenRevision = RevisionStamp.next()
    /// Every view the collection view created, by number.
    private(set) var views = NumberedViews()
    /// The number of every view created, by object.
    private var numbers: [ObjectIdentifier: Int] = [:]
    /// Every exception raised about registering and dequeuing, in order.
    var errors: [CellReuseError] = []
    /// The number of the next view created.
    private(set) var nextNumber = 1
    /// The view object showing each element on screen, by the element (its index path now).
    var onScreen: [ElementID: Int] = [:] {
        didSet { screenRevision = RevisionStamp.next() }
    }
    /// Views made for elements about to come on screen before their display (self-sizing asks
    /// them for their preferred attributes first); the display takes them instead of asking the
    /// data source again, and those it does not show go back to their pools.
    var prepared: [ElementID: CollectionReusableView] = [:]
    /// Whether self-sizing is asking the data source for a view ahead of its display: the view's
    /// dequeue is held and logged when the display takes it, at the display's time (a frame of a
    /// scroll), so that the events stay in time order.
    var isPreparing = false
    /// The held dequeue events of ``prepared`` views, by view number.
    private var heldDequeues: [Int: (kind: DisplayEvent.Kind, element: ElementID)] = [:]
    /// A view object animating off screen: the element it showed, when it ends display on the
    /// clock, and the identity of the view it leaves as (``ViewTrack/viewID``). An animated scroll
    /// passes one object on from a view that left to one that came, so an earlier view's track can
    /// still name the object.
    typealias Leaving = (element: ElementID, end: Double, viewID: Int)

    /// Views animating off screen, by number. With ``onScreen``, the views between their
    /// `willDisplay` and `didEndDisplaying`.
    var leaving: [Int: Leaving] = [:] {
        didSet { screenRevision = RevisionStamp.next() }
    }
    /// The display events so far, in order (since the last ``discardEvents()``), the last
    /// ``CollectionView/displayEventLimit`` of them.
    var events = RecordLog<DisplayEvent>(limit: CollectionView.defaultDisplayEventLimit)
    /// Whether views that leave end before views that come are asked for, at one moment.
    var displayOrder = DisplayOrder.endThenDisplay
    /// The cell a reconfiguring data source's next cell dequeue returns (`reconfigureItems`).
    var reconfiguring: CollectionViewCell?
    /// The time stamped on events while a change shows its views (a scroll's frame); the clock otherwise.
    var eventTime: Double?

    /// The identifier of the built-in registrations: a plain ``CollectionViewCell`` for cells and
    /// a plain ``CollectionReusableView`` for every supplementary kind, which the data source's
    /// default methods dequeue.
    static let builtInIdentifier = "CollectionViewSimulator.plainView"
    /// The identifier decoration views are pooled under, with their kind.
    static let decorationIdentifier = "CollectionViewSimulator.decorationView"

    /// Registers `viewClass` for `key`, or unregisters with `nil`.
    mutating func register(_ viewClass: CollectionReusableView.Type?, for key: ReuseKey) {
        registrations[key] = viewClass
    }

    /// A pooled view for `key` (after `prepareForReuse()`), or a new one of the registered class,
    /// not yet numbered (``adopt(_:number:)``); `nil` when nothing is registered for `key`.
    ///
    /// - Parameter fallback: The class to create when nothing is registered (decoration views).
    mutating func dequeue(_ key: ReuseKey, fallback: CollectionReusableView.Type? = nil) -> (view: CollectionReusableView, isNew: Bool)? {
        // Taken from the pool in place: a copy of the pool would be copied again to remove from it.
        if let view = pools[key]?.first {
            pools[key]?.removeFirst()
            forgetPooled(view)
            poolRevision = RevisionStamp.next()
            view.prepareForReuse()
            return (view, false)
        }
        guard let viewClass = registrations[key] ?? builtInClass(for: key) ?? fallback else { return nil }
        let view = viewClass.init(reuseFrame: .zero)
        view.reuseIdentifier = key.identifier
        return (view, true)
    }

    /// The class of a built-in registration (one the app registers under the same identifier wins).
    private func builtInClass(for key: ReuseKey) -> CollectionReusableView.Type? {
        guard key.identifier == Self.builtInIdentifier else { return nil }
        return key.kind == CollectionView.elementKindCell ? CollectionViewCell.self : CollectionReusableView.self
    }

    /// Keeps `view` as a view of the collection view with the next number, and returns it.
    @discardableResult
    mutating func adopt(_ view: CollectionReusableView) -> Int {
        let number = nextNumber
        nextNumber += 1
        // A view already pooled (an app handing back a view it kept) is listed under its new number.
        let isPooled = forgetPooled(view)
        views[number] = view
        numbers[ObjectIdentifier(view)] = number
        let revisionBefore = ownershipRevision
        ownershipRevision = RevisionStamp.next()
        lastAdoption = (number, revisionBefore, ownershipRevision)
        if isPooled {
            pooledNumbers.insert(number, at: pooledNumbers.lowerBound(of: number))
            poolRevision = RevisionStamp.next()
        }
        return number
    }

    /// The number of a view the collection view created or adopted; `nil` for any other.
    func number(of view: CollectionReusableView) -> Int? {
        numbers[ObjectIdentifier(view)]
    }

    /// Puts a view that ended display back into the pool of its kind and identifier. A view whose
    /// identifier is not registered (a stand-in, a view the data source made itself) is not reused.
    mutating func enqueue(_ view: CollectionReusableView, kind: String) {
        guard let key = poolKey(of: view, kind: kind) else { return }
        pools[key, default: []].append(view)
        if let number = number(of: view) {
            pooledNumbers.insert(number, at: pooledNumbers.lowerBound(of: number))
        } else {
            unnumberedPooled.append(view)
        }
        poolRevision = RevisionStamp.next()
    }

    /// Removes a view from ``pooledNumbers`` (or ``unnumberedPooled``) as it leaves its pool or is
    /// numbered again; whether it was there.
    @discardableResult
    private mutating func forgetPooled(_ view: CollectionReusableView) -> Bool {
        if let number = number(of: view) {
            guard let index = pooledNumbers.sortedIndex(of: number) else { return false }
            pooledNumbers.remove(at: index)
            return true
        }
        guard let index = unnumberedPooled.firstIndex(where: { $0 === view }) else { return false }
        unnumberedPooled.remove(at: index)
        return true
    }

    /// Whether ``enqueue(_:kind:)`` keeps `view` in a pool.
    func pools(_ view: CollectionReusableView, kind: String) -> Bool {
        poolKey(of: view, kind: kind) != nil
    }

    /// The pool a view that ended display goes back to; `nil` when it is not reused.
    private func poolKey(of view: CollectionReusableView, kind: String) -> ReuseKey? {
        guard let identifier = view.reuseIdentifier else { return nil }
        let key = ReuseKey(kind: kind, identifier: identifier)
        guard registrations[key] != nil || identifier == Self.builtInIdentifier || identifier == Self.decorationIdentifier
        else { return nil }
        return key
    }

    /// Records a view's dequeue (created or reused), or holds it while ``isPreparing``.
    mutating func logDequeue(_ kind: DisplayEvent.Kind, _ element: ElementID, cellID: Int, clock: Double) {
        if isPreparing {
            heldDequeues[cellID] = (kind, element)
        } else {
            log(kind, element, cellID: cellID, clock: clock)
        }
    }

    /// Records the held dequeue of a prepared view, now that it is displayed or goes back to its pool.
    mutating func logHeldDequeue(of view: CollectionReusableView, clock: Double) {
        guard let number = number(of: view), let held = heldDequeues.removeValue(forKey: number) else { return }
        log(held.kind, held.element, cellID: number, clock: clock)
    }

    /// Records a display event at ``eventTime``, or at `clock` outside a change.
    mutating func log(_ kind: DisplayEvent.Kind, _ element: ElementID, cellID: Int, clock: Double) {
        events.append(DisplayEvent(kind, element, cellID: cellID, time: eventTime ?? clock))
    }

    /// Forgets the events logged so far (``CollectionView/discardRecords()``); nothing else reads them.
    mutating func discardEvents() {
        events.removeAll()
    }
}
