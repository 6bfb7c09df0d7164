/// A log that keeps its most recent entries only: a collection view's records for readers (its
/// animated changes, its display events), which would otherwise grow with every change for as
/// long as the view lives.
///
/// Readers see at most ``limit`` entries, the newest. Entries readers no longer see are dropped
/// in batches, once there are as many of them as entries readers see, so that appending stays
/// O(1) amortised.
///
/// A change that must be undone when it fails takes a ``Checkpoint`` instead of a copy of the
/// log: a copy would share the entries' storage, and the change's first append would then copy
/// every entry, up to 100,000 display events on every change of a long-lived view. While a
/// checkpoint is open nothing is dropped, so ``rollBack(to:)`` puts the log back exactly by
/// removing what was appended after it.
struct RecordLog<Entry> {
    /// The most entries readers see; `nil` keeps every one. Lowering it forgets the oldest
    /// entries; raising it brings none back.
    var limit: Int? {
        get { storedLimit }
        set {
            storedLimit = newValue
            if let newValue, count > newValue { start = kept.count - newValue }
            dropForgottenIfDue()
        }
    }
    private var storedLimit: Int?
    /// The entries kept, oldest first: those from ``start`` on are the log, those before it are
    /// forgotten and not yet dropped.
    private var kept: [Entry] = []
    private var start = 0
    /// How many checkpoints are open (taken, and neither closed nor rolled back to).
    private var openCheckpoints = 0

    /// An empty log of at most `limit` entries.
    init(limit: Int?) {
        storedLimit = limit
    }

    /// The log, oldest first.
    var entries: ArraySlice<Entry> { kept[start...] }

    /// The number of entries in the log.
    var count: Int { kept.count - start }

    /// The newest entry.
    var last: Entry? { count > 0 ? kept.last : nil }

    /// How many entries are stored, forgotten ones included: at most twice ``count`` while no
    /// checkpoint is open.
    var storedCount: Int { kept.count }

    /// Adds `entry` as the newest, forgetting the oldest one past the limit.
    mutating func append(_ entry: Entry) {
        kept.append(entry)
        if let storedLimit, count > storedLimit { start += 1 }
        dropForgottenIfDue()
    }

    /// Forgets every entry but the newest `count`.
    mutating func removeAll(keepingLast count: Int = 0) {
        start = max(start, kept.count - max(0, count))
        dropForgottenIfDue()
    }

    /// Drops the forgotten entries once they are as many as the entries in the log (and at least
    /// one), unless a checkpoint is open.
    private mutating func dropForgottenIfDue() {
        guard openCheckpoints == 0, start > 0, start >= count else { return }
        kept.removeFirst(start)
        start = 0
    }
}

extension RecordLog {
    /// Where the log stood when ``openCheckpoint()`` took it.
    struct Checkpoint {
        fileprivate let keptCount: Int
        fileprivate let start: Int
        fileprivate let limit: Int?
    }

    /// Takes a checkpoint to go back to with ``rollBack(to:)``; until it is closed or rolled back
    /// to, no entry is dropped (readers see the same entries as without it). Checkpoints nest.
    mutating func openCheckpoint() -> Checkpoint {
        openCheckpoints += 1
        return Checkpoint(keptCount: kept.count, start: start, limit: storedLimit)
    }

    /// The log, leaving an empty one without a limit in its place: the caller then holds the only
    /// reference to the entries, so that rolling it back copies none.
    mutating func taken() -> RecordLog {
        var log = RecordLog(limit: nil)
        swap(&log, &self)
        return log
    }

    /// Keeps everything done since `checkpoint` and closes it.
    mutating func close(_ checkpoint: Checkpoint) {
        openCheckpoints -= 1
        dropForgottenIfDue()
    }

    /// Puts the log back as it was at `checkpoint` (its entries and its limit) and closes it:
    /// removes the entries appended since, brings back the ones forgotten since.
    mutating func rollBack(to checkpoint: Checkpoint) {
        assert(kept.count >= checkpoint.keptCount && openCheckpoints > 0, "a checkpoint of another log, or one already closed")
        kept.removeLast(max(0, kept.count - checkpoint.keptCount))
        (start, storedLimit) = (min(checkpoint.start, kept.count), checkpoint.limit)
        openCheckpoints -= 1
        dropForgottenIfDue()
    }
}
