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
/// A view's number is its identity in the animations (``ViewTrack/viewID``): a view keeps its
/// number when it is reused, so a track names the view object that showed it.
struct CellStore {
    /// The registered classes, by kind and identifier (UIKit: the last registration wins; `nil`
    /// unregisters).
    private(set) var registrations: [ReuseKey: CollectionReusableView.Type] = [:]
    /// Views that ended display, waiting to be dequeued again, oldest first, by kind and identifier.
    private(set) var pools: [ReuseKey: [CollectionReusableView]] = [:]
    /// Every view the collection view created, by number.
    private(set) var views: [Int: CollectionReusableView] = [:]
    /// The number of every view created, by object.
    private var numbers: [ObjectIdentifier: Int] = [:]
    /// Every exception raised about registering and dequeuing, in order.
    var errors: [CellReuseError] = []
    /// The first exception raised during the batch update in progress, which the update throws.
    var raised: CellReuseError?
    /// The number the next view created takes, when the change in progress has chosen it.
    var pendingNumber: Int?

    /// The identifier of the built-in registrations: a plain ``CollectionViewCell`` for cells and
    /// a plain ``CollectionReusableView`` for every supplementary kind, which the data source's
    /// default methods dequeue.
    static let builtInIdentifier = "CollectionViewSimulator.plainView"

    /// Registers `viewClass` for `key`, or unregisters with `nil`.
    mutating func register(_ viewClass: CollectionReusableView.Type?, for key: ReuseKey) {
        registrations[key] = viewClass
    }

    /// A pooled view for `key` (after `prepareForReuse()`), or a new one of the registered class,
    /// not yet numbered (``adopt(_:number:)``); `nil` when nothing is registered for `key`.
    mutating func dequeue(_ key: ReuseKey) -> (view: CollectionReusableView, isNew: Bool)? {
        if var pool = pools[key], !pool.isEmpty {
            let view = pool.removeFirst()
            pools[key] = pool
            view.prepareForReuse()
            return (view, false)
        }
        guard let viewClass = registrations[key] ?? builtInClass(for: key) else { return nil }
        let view = viewClass.init(reuseFrame: .zero)
        view.reuseIdentifier = key.identifier
        return (view, true)
    }

    /// The class of a built-in registration (one the app registers under the same identifier wins).
    private func builtInClass(for key: ReuseKey) -> CollectionReusableView.Type? {
        guard key.identifier == Self.builtInIdentifier else { return nil }
        return key.kind == CollectionView.elementKindCell ? CollectionViewCell.self : CollectionReusableView.self
    }

    /// Keeps `view` as a view of the collection view with `number`.
    mutating func adopt(_ view: CollectionReusableView, number: Int) {
        views[number] = view
        numbers[ObjectIdentifier(view)] = number
    }

    /// The number of a view the collection view created or adopted; `nil` for any other.
    func number(of view: CollectionReusableView) -> Int? {
        numbers[ObjectIdentifier(view)]
    }

    /// Puts a view that ended display back into the pool of its kind and identifier (a view
    /// without an identifier is not reused).
    mutating func enqueue(_ view: CollectionReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        pools[ReuseKey(kind: kind, identifier: identifier), default: []].append(view)
    }
}
