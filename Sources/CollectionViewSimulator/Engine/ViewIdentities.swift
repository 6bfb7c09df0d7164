/// View identities during one change: the views on screen before keep theirs, new views get new
/// ones, and the views on screen after are recorded for the next change.
struct ViewIdentities {
    /// The identity of each view on screen before, by the element it showed.
    private var before: [ElementID: Int]
    private var next: Int
    /// The identity of each view on screen after, by the element it shows.
    var visibleAfter: [ElementID: Int] = [:]

    init(before: [ElementID: Int], next: Int) {
        self.before = before
        self.next = next
    }

    /// The identity of the view that showed `key` before (a new one if it had none).
    mutating func old(_ key: ElementID) -> Int {
        if let id = before[key] { return id }
        before[key] = new()
        return before[key] ?? 0
    }

    /// A new identity.
    mutating func new() -> Int {
        defer { next += 1 }
        return next
    }

    /// The next identity not yet handed out.
    var nextID: Int { next }
}
