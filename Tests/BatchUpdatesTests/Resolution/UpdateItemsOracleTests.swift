import BatchUpdates
import Foundation
import TestSupport
import Testing

/// The update items a layout receives, checked against the recorded operations themselves: every
/// operation appears (reloads with where the identifier model puts the reloaded item, item
/// operations inside deleted or inserted sections, duplicate moves as often as recorded), grouped
/// deletes, inserts, reloads, moves, each group ascending as `NSIndexPath.compare(_:)` orders
/// (OpenUXKit's `_prepareLayoutForUpdates`). A failure names the seed.
@Suite("Update items oracle")
@MainActor
struct UpdateItemsOracleTests {
    @Test("random valid batches hand the layout every recorded operation, in UIKit's order",
          arguments: ResolutionOracleTests.profiles)
    func everyRecordedOperationInUIKitsOrder(behavior: ValidationBehavior) throws {
        var failures: [String] = []
        var coverage = Coverage()
        for seed in 1...UInt64(OracleSeeds.count) {
            if let problem = Self.problem(seed: seed, behavior: behavior, coverage: &coverage) {
                failures.append("seed \(seed): \(problem)")
            }
            if failures.count == 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(coverage.insideDeletedSections > 0 && coverage.insideInsertedSections > 0 && coverage.duplicateMoves > 0,
                "the batches must include operations UIKit drops from counting: \(coverage)")
    }

    struct Coverage {
        var insideDeletedSections = 0
        var insideInsertedSections = 0
        var duplicateMoves = 0
    }

    /// Generates the batch of one seed (with one move recorded twice, when it has moves), resolves
    /// it, and describes the first difference from the expected list.
    static func problem(seed: UInt64, behavior: ValidationBehavior, coverage: inout Coverage) -> String? {
        var rng = SeededGenerator(seed: seed)
        let model = IdentifierModel.random(using: &rng)
        var generated = model.randomBatch(using: &rng)
        let moves = generated.batch.operations.filter { if case .moveItem = $0 { true } else { false } }
        if let move = moves.randomElement(using: &rng) {
            generated.batch.append(move)
            coverage.duplicateMoves += 1
        }
        count(generated.batch, &coverage)
        let resolved: ResolvedBatchUpdate
        do {
            resolved = try generated.batch.resolved(itemCountsBefore: model.counts, itemCountsAfter: generated.after.counts,
                                                    behavior: behavior)
        } catch {
            return "rejected \(generated.batch): \(error)"
        }
        let expected = expectedItems(generated.batch, model: model, after: generated.after)
        guard resolved.updateItems != expected else { return nil }
        return "update items \(resolved.updateItems), expected \(expected) for \(generated.batch)"
    }

    private static func count(_ batch: BatchUpdate, _ coverage: inout Coverage) {
        let deleted = Set(batch.operations.compactMap { if case .deleteSection(let s) = $0 { s } else { nil } })
        let inserted = Set(batch.operations.compactMap { if case .insertSection(let s) = $0 { s } else { nil } })
        for operation in batch.operations {
            if case .deleteItem(let indexPath) = operation, deleted.contains(indexPath.section) { coverage.insideDeletedSections += 1 }
            if case .insertItem(let indexPath) = operation, inserted.contains(indexPath.section) { coverage.insideInsertedSections += 1 }
        }
    }

    /// The operations as update items, written from their definitions: a section operation's index
    /// path is `(section, NSNotFound)`; a reload lands where the model has the reloaded item (or
    /// section) after the update.
    static func expectedItems(_ batch: BatchUpdate, model: IdentifierModel, after: IdentifierModel) -> [CollectionViewUpdateItem] {
        var groups: [CollectionViewUpdateItem.Action: [(key: IndexPath, item: CollectionViewUpdateItem)]] = [:]
        func add(_ action: CollectionViewUpdateItem.Action, _ before: IndexPath?, _ new: IndexPath?) {
            let item = CollectionViewUpdateItem(indexPathBeforeUpdate: before, indexPathAfterUpdate: new, updateAction: action)
            groups[action, default: []].append(((action == .insert ? new : before) ?? IndexPath(), item))
        }
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        let newPaths = after.indexPaths
        for operation in batch.operations {
            switch operation {
            case .deleteItem(let indexPath): add(.delete, indexPath, nil)
            case .deleteSection(let s): add(.delete, section(s), nil)
            case .insertItem(let indexPath): add(.insert, nil, indexPath)
            case .insertSection(let s): add(.insert, nil, section(s))
            case .reloadItem(let indexPath):
                add(.reload, indexPath, newPaths[model.sections[indexPath.section][indexPath.item] + "'"])
            case .reloadSection(let s):
                add(.reload, section(s), after.sectionIDs.firstIndex(of: model.sectionIDs[s] + "'").map(section))
            case .moveItem(let from, let to): add(.move, from, to)
            case .moveSection(let from, let to): add(.move, section(from), section(to))
            }
        }
        return [CollectionViewUpdateItem.Action.delete, .insert, .reload, .move].flatMap { action in
            (groups[action] ?? []).enumerated().sorted { ($0.element.key, $0.offset) < ($1.element.key, $1.offset) }
                .map(\.element.item)
        }
    }
}
