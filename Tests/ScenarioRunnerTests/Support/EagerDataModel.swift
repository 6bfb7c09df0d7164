import BatchUpdates
import Foundation
@testable import ScenarioRunner

/// The data model as it was before identifiers became lazy (issue #15): every identifier a string
/// from the start. The oracle that ``DataModel`` must agree with, item for item.
struct EagerDataModel {
    var sections: [[String]]
    private let reserved: Set<String>
    private var next = 1

    init(_ data: DataSpec, reserving reserved: Set<String>) {
        self.reserved = reserved
        sections = []
        sections = resolved(data)
    }

    mutating func makeIdentifier() -> String {
        while true {
            let candidate = "#\(next)"
            next += 1
            if !reserved.contains(candidate) { return candidate }
        }
    }

    mutating func resolved(_ data: DataSpec) -> [[String]] {
        data.sections.enumerated().map { index, section in
            switch section {
            case .identifiers(let identifiers):
                return identifiers
            case .count(let count):
                let kept = sections.indices.contains(index) ? Array(sections[index].prefix(count)) : []
                return kept + (0..<max(0, count - kept.count)).map { _ in makeIdentifier() }
            }
        }
    }

    mutating func applying(_ operations: [BatchOperation], behavior: ValidationBehavior) -> [[String]] {
        let batch = BatchUpdate(operations)
        let sources = batch.sectionSources(sectionCountBefore: sections.count)
        let counts = batch.expectedItemCountsAfter(itemCountsBefore: sections.map(\.count))
        guard let resolved = try? batch.resolved(
            itemCountsBefore: sections.map(\.count), itemCountsAfter: counts, behavior: behavior) else {
            return sources.enumerated().map { newSection, source in
                let survivors = source.map { source in
                    sections[source].indices.filter { !batch.removesItem(at: IndexPath(item: $0, section: source)) }.map { sections[source][$0] }
                } ?? []
                let count = counts[newSection]
                return Array(survivors.prefix(count)) + (0..<max(0, count - survivors.count)).map { _ in makeIdentifier() }
            }
        }
        let reloads = Dictionary(resolved.updateItems.filter { $0.updateAction == .reload }.compactMap { item in
            item.indexPathAfterUpdate.flatMap { after in item.indexPathBeforeUpdate.map { (after, $0) } }
        }, uniquingKeysWith: { first, _ in first })
        return counts.enumerated().map { newSection, count in
            (0..<count).map { item in
                let new = IndexPath(item: item, section: newSection)
                let reloadedSection = reloads[IndexPath(indexes: [newSection, NSNotFound])].map { IndexPath(item: item, section: $0[0]) }
                let old = resolved.oldIndexPath(forNew: new) ?? reloads[new] ?? reloadedSection
                return old.flatMap(identifier(at:)) ?? makeIdentifier()
            }
        }
    }

    private func identifier(at indexPath: IndexPath) -> String? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }
}
