import Foundation

/// A batch's operations sorted by what they do, as UIKit's count check reads them: deletes and move sources by
/// their index paths before the update, inserts and move destinations by their index paths after
/// it. Reloads change contents, not positions, so they are not listed.
struct OperationPlan {
    var deletedSections = Set<Int>()
    var insertedSections = Set<Int>()
    var sectionMoves: [(from: Int, to: Int)] = []
    var deletedItems = Set<IndexPath>()
    var insertedItems = Set<IndexPath>()
    var itemMoves: [(from: IndexPath, to: IndexPath)] = []

    init(_ operations: [BatchOperation]) {
        for operation in operations {
            switch operation {
            case .deleteSection(let section): deletedSections.insert(section)
            case .insertSection(let section): insertedSections.insert(section)
            case .moveSection(let from, let to): sectionMoves.append((from, to))
            case .deleteItem(let indexPath): deletedItems.insert(indexPath)
            case .insertItem(let indexPath): insertedItems.insert(indexPath)
            case .moveItem(let from, let to): itemMoves.append((from, to))
            case .reloadItem, .reloadSection: break
            }
        }
    }

    /// The number of sections UIKit expects after the update: before + inserted − deleted.
    func sectionCount(before: Int) -> Int {
        max(0, before + insertedSections.count - deletedSections.count)
    }

    /// Item moves into new section `section`.
    func moves(into section: Int) -> [(from: IndexPath, to: IndexPath)] {
        itemMoves.filter { $0.to.section == section }
    }

    /// Whether old item `indexPath` leaves its place: deleted or moved away.
    func removes(_ indexPath: IndexPath) -> Bool {
        deletedItems.contains(indexPath) || itemMoves.contains { $0.from == indexPath }
    }
}
