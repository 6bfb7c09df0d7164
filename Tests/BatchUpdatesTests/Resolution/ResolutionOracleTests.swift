import BatchUpdates
import Foundation
import TestSupport
import Testing

/// Random batches generated from an identifier model, checked against what the model says UIKit
/// shows. A failure names the seed; `oracleMismatches(seed:)` replays one batch.
@Suite("Resolution oracle")
@MainActor
struct ResolutionOracleTests {
    /// The profiles whose counting the identifier model follows (the raw-index option counts
    /// some valid batches' moves differently; `UIKitLoopRuleTests` covers it).
    nonisolated static let profiles: [ValidationBehavior] = [.modern, .classic]

    @Test("random valid batches (BATCHSIM_ORACLE_SEEDS, 1,000 by default) map every old identifier to where the data source has it",
          arguments: profiles)
    func randomBatchesMatchTheModel(behavior: ValidationBehavior) throws {
        var failures: [String] = []
        var operationKinds = Set<String>()
        for seed in 1...UInt64(OracleSeeds.count) {
            let mismatches = Self.oracleMismatches(seed: seed, behavior: behavior, kinds: &operationKinds)
            if let first = mismatches.first { failures.append("seed \(seed): \(first)") }
            if failures.count == 5 { break }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        #expect(operationKinds == ["insert", "delete", "reload", "move", "insert section", "delete section",
                                   "reload section", "move section"], "the generator must mix all eight operations")
    }

    /// UIKit checks the count of every section that exists before and after the update (inserted
    /// and reloaded sections are not checked), so one item more in any such section must fail.
    @Test("the same batches with a surviving section's count off by one are rejected",
          arguments: profiles)
    func perturbedCountsAreRejected(behavior: ValidationBehavior) throws {
        var accepted: [UInt64] = []
        var checked = 0
        for seed in 1...UInt64(2_000) {
            var rng = SeededGenerator(seed: seed)
            let model = IdentifierModel.random(using: &rng)
            let generated = model.randomBatch(using: &rng)
            let survivors = generated.after.sectionIDs.indices.filter { model.sectionIDs.contains(generated.after.sectionIDs[$0]) }
            guard let section = survivors.randomElement(using: &rng) else { continue }
            var after = generated.after.counts
            after[section] += 1
            checked += 1
            if (try? generated.batch.resolved(itemCountsBefore: model.counts, itemCountsAfter: after, behavior: behavior)) != nil {
                accepted.append(seed)
            }
        }
        let firstAccepted = Array(accepted.prefix(5))
        #expect(firstAccepted.isEmpty, "seeds whose wrong counts were accepted")
        #expect(checked > 1_000)
    }

    /// Generates the batch of one seed, resolves it, and lists every disagreement with the model.
    static func oracleMismatches(seed: UInt64, behavior: ValidationBehavior, kinds: inout Set<String>) -> [String] {
        var rng = SeededGenerator(seed: seed)
        let model = IdentifierModel.random(using: &rng)
        let generated = model.randomBatch(using: &rng)
        for operation in generated.batch.operations {
            kinds.insert(String(operation.description.split(separator: " ").prefix(2).joined(separator: " ")
                .replacingOccurrences(of: #" \d.*"#, with: "", options: .regularExpression)))
        }
        let resolved: ResolvedBatchUpdate
        do {
            resolved = try generated.batch.resolved(itemCountsBefore: model.counts, itemCountsAfter: generated.after.counts,
                                                    behavior: behavior)
        } catch {
            return ["rejected \(generated.batch): \(error)"]
        }
        var mismatches = itemMismatches(model, generated, resolved)
        mismatches += sectionMismatches(model, generated, resolved)
        // An item insert inside an inserted section maps as the model says; its warning is about
        // the animation UIKit's update code builds for it (K1), which the model does not cover.
        let warnings = resolved.warnings.filter { if case .itemOperationInInsertedSection = $0 { false } else { true } }
        if !warnings.isEmpty { mismatches.append("unexpected warnings \(warnings)") }
        for item in resolved.updateItems where item.updateAction == .reload && !item.isSectionUpdate {
            guard let before = item.indexPathBeforeUpdate, let after = item.indexPathAfterUpdate else { continue }
            let old = model.sections[before.section][before.item]
            if generated.after.sections[after.section][after.item] != old + "'" {
                mismatches.append("reload of \(old) lands at \(after.compactDescription)")
            }
        }
        return mismatches.map { "\($0) in \(generated.batch)" }
    }

    private static func itemMismatches(_ model: IdentifierModel, _ generated: GeneratedBatch,
                                       _ resolved: ResolvedBatchUpdate) -> [String] {
        var mismatches: [String] = []
        let oldPaths = model.indexPaths
        let newPaths = generated.after.indexPaths
        for (id, old) in oldPaths {
            let new = resolved.newIndexPath(forOld: old)
            if new != newPaths[id] {
                mismatches.append("\(id) at \(old.compactDescription) maps to \(new?.compactDescription ?? "nil"), expected \(newPaths[id]?.compactDescription ?? "nil")")
            }
            if let new, resolved.oldIndexPath(forNew: new) != old {
                mismatches.append("\(id) does not round-trip through \(new.compactDescription)")
            }
        }
        for (id, new) in newPaths {
            let expected = generated.fresh.contains(id) ? nil : oldPaths[id]
            if resolved.oldIndexPath(forNew: new) != expected {
                mismatches.append("\(id) at new \(new.compactDescription) maps back to \(resolved.oldIndexPath(forNew: new)?.compactDescription ?? "nil")")
            }
        }
        return mismatches
    }

    private static func sectionMismatches(_ model: IdentifierModel, _ generated: GeneratedBatch,
                                          _ resolved: ResolvedBatchUpdate) -> [String] {
        var mismatches: [String] = []
        for (old, id) in model.sectionIDs.enumerated() {
            let expected = generated.after.sectionIDs.firstIndex(of: id)
            if resolved.newSection(forOld: old) != expected {
                mismatches.append("section \(id) at \(old) maps to \(resolved.newSection(forOld: old).map(String.init) ?? "nil")")
            }
            if let expected, resolved.oldSection(forNew: expected) != old {
                mismatches.append("section \(id) does not round-trip")
            }
        }
        return mismatches
    }
}
