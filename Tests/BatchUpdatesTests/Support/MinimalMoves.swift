import BatchUpdates

/// The fewest moves that turn one snapshot into another, computed independently of the diff by
/// the textbook quadratic longest-increasing-subsequence recurrence: per surviving section, the
/// items that were in that section before and are not in a longest run of increasing old
/// indexes, plus every item that changes section; sections likewise.
struct MinimalMoves {
    var items = 0
    var sections = 0

    init(old: [SnapshotSection<String, String>], new: [SnapshotSection<String, String>]) {
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($0.element.id, $0.offset) })
        let survivingSections = new.compactMap { oldSectionIndex[$0.id] }
        sections = survivingSections.count - Self.longestIncreasingLength(survivingSections)
        var home: [String: (section: String, index: Int)] = [:]
        for section in old {
            for (index, id) in section.items.enumerated() { home[id] = (section.id, index) }
        }
        for section in new {
            let survivors = section.items.compactMap { home[$0] }
            let sameSection = survivors.filter { $0.section == section.id }.map(\.index)
            items += survivors.count - sameSection.count
            items += sameSection.count - Self.longestIncreasingLength(sameSection)
        }
    }

    static func longestIncreasingLength(_ values: [Int]) -> Int {
        var lengths = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { lengths[i] = max(lengths[i], lengths[j] + 1) }
        }
        return lengths.max() ?? 0
    }
}
