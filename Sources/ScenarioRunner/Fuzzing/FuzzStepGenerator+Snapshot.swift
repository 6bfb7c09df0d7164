import BatchUpdates
import Foundation

extension FuzzStepGenerator {
    /// One to four `NSDiffableDataSourceSnapshot` calls on the data source's snapshot (sections
    /// `"0"`, `"1"`, … by position; the items of `sections`), drawn against a copy of it so that they
    /// are valid, except that about one call in twelve is one UIKit raises for (an identifier added
    /// twice, an item or section the snapshot does not hold, an item moved relative to itself);
    /// no call follows it, since the step stops there.
    ///
    /// Items the data model named (`#1`, …) are never named, as for `apply`: a file that names one
    /// reserves it.
    mutating func snapshot(_ sections: [[String]]) -> FuzzStep.Action {
        var model = sections.enumerated().map { (name: String($0.offset), items: $0.element) }
        var operations: [SnapshotOperation] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            if random.chance(1.0 / 12) {
                operations.append(invalidSnapshotOperation(model))
                break
            }
            if let operation = validSnapshotOperation(&model) { operations.append(operation) }
        }
        return .snapshot(operations)
    }

    /// A call UIKit raises for on a snapshot holding `model`.
    private mutating func invalidSnapshotOperation(_ model: [(name: String, items: [String])]) -> SnapshotOperation {
        let named = model.flatMap(\.items).filter { !$0.hasPrefix("#") }
        let item = named.randomElement(using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where item != nil: return .appendItems([item ?? ""], toSection: nil)
        case 1:
            let name = newItemName()
            return .appendItems([name, name], toSection: model.last?.name)
        case 2: return .insertItems([newItemName()], random.chance(0.5) ? .before : .after, item: "gone")
        case 3 where item != nil: return .moveItem(item ?? "", random.chance(0.5) ? .before : .after, item: item ?? "")
        case 4 where !model.isEmpty: return .appendSections([model[Int.random(in: 0..<model.count, using: &random)].name])
        case 5: return .appendItems([newItemName()], toSection: "nowhere")
        default: return .reloadItems(["gone"])
        }
    }

    /// A call valid on a snapshot holding `model`, which it then changes as the call does; `nil`
    /// when the call drawn needs something the snapshot lacks.
    private mutating func validSnapshotOperation(_ model: inout [(name: String, items: [String])]) -> SnapshotOperation? {
        let total = model.reduce(0) { $0 + $1.items.count }
        let named = model.flatMap(\.items).filter { !$0.hasPrefix("#") }
        func locate(_ item: String) -> (section: Int, index: Int)? {
            for (section, entry) in model.enumerated() { if let index = entry.items.firstIndex(of: item) { return (section, index) } }
            return nil
        }
        let placement: SnapshotOperation.Placement = random.chance(0.5) ? .before : .after
        switch Int.random(in: 0..<11, using: &random) {
        case 0 where !model.isEmpty && total < maxItems:
            let items = (0..<Int.random(in: 1...2, using: &random)).map { _ in newItemName() }
            let section = random.chance(0.3) ? nil : Int.random(in: 0..<model.count, using: &random)
            model[section ?? model.count - 1].items += items
            return .appendItems(items, toSection: section.map { model[$0].name })
        case 1 where total < maxItems:
            guard let other = named.randomElement(using: &random), let place = locate(other) else { return nil }
            let item = newItemName()
            model[place.section].items.insert(item, at: place.index + (placement == .after ? 1 : 0))
            return .insertItems([item], placement, item: other)
        case 2:
            guard let item = named.randomElement(using: &random), let place = locate(item) else { return nil }
            model[place.section].items.remove(at: place.index)
            return .deleteItems([item])
        case 3:
            guard named.count > 1, let item = named.randomElement(using: &random),
                  let other = named.filter({ $0 != item }).randomElement(using: &random), let from = locate(item) else { return nil }
            model[from.section].items.remove(at: from.index)
            guard let to = locate(other) else { return nil }
            model[to.section].items.insert(item, at: to.index + (placement == .after ? 1 : 0))
            return .moveItem(item, placement, item: other)
        case 4:
            guard let item = named.randomElement(using: &random) else { return nil }
            return random.chance(0.5) ? .reloadItems([item]) : .reconfigureItems([item])
        case 5 where model.count < 4:
            let name = newSectionName()
            model.append((name, []))
            return .appendSections([name])
        case 6 where !model.isEmpty:
            let section = Int.random(in: 0..<model.count, using: &random)
            let name = model.remove(at: section).name
            return .deleteSections([name])
        case 7 where model.count > 1:
            let from = Int.random(in: 0..<model.count, using: &random)
            let moved = model.remove(at: from)
            let other = Int.random(in: 0..<model.count, using: &random)
            let otherName = model[other].name
            model.insert(moved, at: other + (placement == .after ? 1 : 0))
            return .moveSection(moved.name, placement, section: otherName)
        case 8 where !model.isEmpty && model.count < 4:
            let other = Int.random(in: 0..<model.count, using: &random)
            let name = newSectionName(), otherName = model[other].name
            model.insert((name, []), at: other + (placement == .after ? 1 : 0))
            return .insertSections([name], placement, section: otherName)
        case 9 where !model.isEmpty:
            return .reloadSections([model[Int.random(in: 0..<model.count, using: &random)].name])
        default:
            return nil
        }
    }
}
