import Foundation

/// A set of item index paths an update names (inserted, deleted, moved from or to), held as
/// section-and-item pairs in order: an update lists its items ascending already, so building one
/// is appending two numbers per item, and asking is a binary search, where a `Set<IndexPath>`
/// hashed every path through Foundation's `IndexPath` on both sides.
struct UpdatedItems {
    /// One item's section and item.
    private struct Pair: Comparable {
        let section: Int
        let item: Int

        static func < (lhs: Pair, rhs: Pair) -> Bool {
            lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
        }
    }

    /// The items, ascending once ``sort()`` has run (duplicates kept: they change no answer).
    private var pairs: [Pair] = []
    /// Whether ``pairs`` is known to be ascending.
    private var isSorted = true
    /// Paths of another length than two, which no resolved update names but a hand-made update
    /// item may.
    private var others: Set<IndexPath> = []

    /// Room for `count` items.
    mutating func reserveCapacity(_ count: Int) {
        pairs.reserveCapacity(count)
    }

    /// Adds an index path.
    mutating func insert(_ indexPath: IndexPath) {
        guard indexPath.count == 2 else {
            others.insert(indexPath)
            return
        }
        let pair = Pair(section: indexPath[0], item: indexPath[1])
        if let last = pairs.last, pair < last { isSorted = false }
        pairs.append(pair)
    }

    /// Puts the items in order; ``contains(_:)`` needs it after items were added out of order.
    mutating func sort() {
        guard !isSorted else { return }
        pairs.sort()
        isSorted = true
    }

    /// Whether `indexPath` was added with ``insert(_:)``.
    func contains(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return others.contains(indexPath) }
        let wanted = Pair(section: indexPath[0], item: indexPath[1])
        guard isSorted else { return pairs.contains(wanted) }
        return pairs.sortedIndex(of: wanted) != nil
    }

    /// Whether no path was added.
    var isEmpty: Bool { pairs.isEmpty && others.isEmpty }
}
