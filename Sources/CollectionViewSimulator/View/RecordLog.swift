/// A log that keeps its most recent entries only: a collection view's records for readers (its
/// animated changes, its display events), which would otherwise grow with every change for as
/// long as the view lives.
///
/// Readers see at most ``limit`` entries, the newest. Old entries are dropped in batches, once
/// the log holds twice the limit, so that appending stays O(1) amortised.
struct RecordLog<Entry> {
    /// The most entries readers see; `nil` keeps every one.
    var limit: Int? {
        didSet { trim(to: limit) }
    }
    /// The entries kept, oldest first: the last ``limit`` of them are the log.
    private var kept: [Entry] = []

    /// An empty log of at most `limit` entries.
    init(limit: Int?) {
        self.limit = limit
    }

    /// The log, oldest first.
    var entries: ArraySlice<Entry> {
        guard let limit, kept.count > limit else { return kept[...] }
        return kept.suffix(limit)
    }

    /// The number of entries in the log.
    var count: Int { limit.map { min($0, kept.count) } ?? kept.count }

    /// The newest entry.
    var last: Entry? { kept.last }

    /// Adds `entry` as the newest, dropping the oldest entries past the limit now and then.
    mutating func append(_ entry: Entry) {
        kept.append(entry)
        if let limit, kept.count >= 2 * limit { trim(to: limit) }
    }

    /// Forgets every entry but the newest `count`.
    mutating func removeAll(keepingLast count: Int = 0) {
        trim(to: count)
    }

    private mutating func trim(to count: Int?) {
        guard let count, kept.count > count else { return }
        kept.removeFirst(kept.count - count)
    }
}
