import BatchUpdates
import Foundation
import TestSupport

extension IdentifierModel {
    private enum SectionRole { case stay, delete, reload, move }
    private enum FinalSection: Equatable { case old(Int), inserted(Int) }

    /// A random batch over this model mixing all eight operations, valid by construction, with
    /// the operations shuffled (their order must not matter).
    func randomBatch(using rng: inout SeededGenerator) -> GeneratedBatch {
        var generated = GeneratedBatch(after: self)
        var serial = 0
        func freshID() -> String { serial += 1; return "new\(serial)" }
        let sectionMoves = Bool.random(using: &rng)
        let roles: [SectionRole] = sections.indices.map { _ in
            switch Int.random(in: 0..<100, using: &rng) {
            case ..<15: .delete
            case ..<30: sectionMoves ? .move : .reload
            default: .stay
            }
        }
        var final: [FinalSection] = roles.indices.filter { roles[$0] == .stay || roles[$0] == .reload }.map { .old($0) }
        for section in roles.indices where roles[section] == .move {
            final.insert(.old(section), at: Int.random(in: 0...final.count, using: &rng))
        }
        for inserted in 0..<Int.random(in: 0...2, using: &rng) {
            final.insert(.inserted(inserted), at: Int.random(in: 0...final.count, using: &rng))
        }
        let anySectionMoved = roles.contains { $0 == .move }
        var stays: [Int: Int] = [:]
        for (index, entry) in final.enumerated() {
            if case .old(let s) = entry, roles[s] == .stay { stays[s] = index }
        }
        let items = itemPlan(stays: stays, reloadsAllowed: !anySectionMoved, using: &rng)
        var operations = items.operations
        var newSections: [[String]] = []
        var newSectionIDs: [String] = []
        for (index, entry) in final.enumerated() {
            switch entry {
            case .old(let s) where roles[s] == .stay:
                newSections.append(items.finalItems[s] ?? [])
                newSectionIDs.append(sectionIDs[s])
            case .old(let s) where roles[s] == .move:
                newSections.append(sections[s])
                newSectionIDs.append(sectionIDs[s])
                operations.append(.moveSection(from: s, to: index))
            case .old(let s):  // reloaded: new contents, new identity
                newSections.append((0..<Int.random(in: 0...6, using: &rng)).map { _ in freshID() })
                newSectionIDs.append(sectionIDs[s] + "'")
                operations.append(.reloadSection(s))
            case .inserted:
                newSections.append((0..<Int.random(in: 0...6, using: &rng)).map { _ in freshID() })
                newSectionIDs.append(freshID())
                operations.append(.insertSection(index))
            }
        }
        for section in roles.indices where roles[section] == .delete {
            operations.append(.deleteSection(section))
        }
        if !items.hasReloads {
            operations += noise(final: final, roles: roles, newSections: newSections, using: &rng)
        }
        generated.after = IdentifierModel(sections: newSections, sectionIDs: newSectionIDs)
        let oldIDs = Set(sections.joined())
        generated.fresh = Set(newSections.joined().filter { !oldIDs.contains($0) })
        generated.batch = BatchUpdate(operations.shuffled(using: &rng))
        return generated
    }

    /// Item deletes inside deleted sections and item inserts inside inserted sections: UIKit
    /// drops them, so they must change nothing. (Only in batches without reloads: UIKit's reload
    /// placement counts them, a quirk the model does not reproduce.)
    private func noise(final: [FinalSection], roles: [SectionRole], newSections: [[String]],
                       using rng: inout SeededGenerator) -> [BatchOperation] {
        var operations: [BatchOperation] = []
        for section in roles.indices where roles[section] == .delete && !sections[section].isEmpty {
            operations.append(.deleteItem(IndexPath(item: Int.random(in: sections[section].indices, using: &rng), section: section)))
        }
        for (index, entry) in final.enumerated() where !newSections[index].isEmpty {
            if case .inserted = entry {
                operations.append(.insertItem(IndexPath(item: Int.random(in: newSections[index].indices, using: &rng), section: index)))
            }
        }
        return operations
    }
}
