import BatchUpdates
import Foundation
import TestSupport

/// A data source of identifiers, and a generator of random batches that are valid by
/// construction: it decides what the data looks like after the update (which items stay, which go,
/// where moved and inserted ones land) and reads every operation's index paths off the two arrays,
/// as an app would. It knows nothing of how the resolver works.
///
/// Only batches that UIKit performs without corruption are generated: no item operations inside
/// moved sections, and reloads only where no move changes their item's position (UIKit places a
/// reload's insert ignoring moves, §2.4).
struct IdentifierModel {
    /// Sections of item identifiers.
    var sections: [[String]]
    /// One identifier per section.
    var sectionIDs: [String]

    var counts: [Int] { sections.map(\.count) }

    /// Where every identifier is.
    var indexPaths: [String: IndexPath] {
        var result: [String: IndexPath] = [:]
        for (section, items) in sections.enumerated() {
            for (item, id) in items.enumerated() { result[id] = IndexPath(item: item, section: section) }
        }
        return result
    }

    static func random(using rng: inout SeededGenerator) -> IdentifierModel {
        let sectionCount = Int.random(in: 0...5, using: &rng)
        var serial = 0
        var sections: [[String]] = []
        for _ in 0..<sectionCount {
            let count = Int.random(in: 0...8, using: &rng)
            sections.append((0..<count).map { _ in serial += 1; return "i\(serial)" })
        }
        return IdentifierModel(sections: sections, sectionIDs: (0..<sectionCount).map { "s\($0)" })
    }
}

/// One generated batch: the batch, the model after it, and what the oracle expects.
struct GeneratedBatch {
    var batch = BatchUpdate()
    var after: IdentifierModel
    /// Identifiers that exist after the update but not before (inserted, reloaded, in new sections).
    var fresh: Set<String> = []
}
