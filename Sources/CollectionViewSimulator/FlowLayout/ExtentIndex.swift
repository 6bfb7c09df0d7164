import Foundation

/// Finds, by binary search, which of a sequence of extents (sections, lines) may overlap a range
/// along the scrolling direction, so a one-screen query never scans the whole layout.
///
/// Extents are stored in layout order. The running maximum of their ends is non-decreasing, so the
/// first candidate is found by binary search whatever the extents are. The last candidate is found
/// by binary search when the starts are non-decreasing (always, unless negative insets or line
/// spacings make extents go backwards); otherwise every later extent stays a candidate.
struct ExtentIndex {
    private var starts: [CGFloat] = []
    private var reach: [CGFloat] = []
    private var startsAscend = true

    /// An index over no extents.
    init() {}

    /// Appends the next extent in layout order.
    mutating func append(start: CGFloat, end: CGFloat) {
        if let last = starts.last, start < last { startsAscend = false }
        starts.append(start)
        reach.append(max(reach.last ?? -.infinity, end))
    }

    /// Reserves room for `count` extents.
    mutating func reserveCapacity(_ count: Int) {
        starts.reserveCapacity(count)
        reach.reserveCapacity(count)
    }

    /// The indices of extents that may overlap `low..<high`: a superset of the overlapping ones;
    /// callers test each candidate.
    func candidates(from low: CGFloat, to high: CGFloat) -> Range<Int> {
        let first = firstIndex { reach[$0] > low }
        let end = startsAscend ? firstIndex { starts[$0] >= high } : starts.count
        return first..<max(first, end)
    }

    private func firstIndex(where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
