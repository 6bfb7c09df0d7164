import CollectionViewSimulator
import Foundation

/// One thing the corpus does to every layout, on a fresh view.
enum CorpusStep: String, CaseIterable, Sendable, CustomStringConvertible {
    case insert, delete, move, reload, insertSection, deleteSection, deleteLastSection
    case transition, scroll, fling, rotation

    var description: String { rawValue }

    /// Performs the step on a laid-out view whose data source is `data`.
    ///
    /// - Returns: The step's animation.
    /// - Throws: The simulator's error, where the step is invalid or UIKit would raise.
    @MainActor func perform(on view: CollectionView, data: CorpusDataSource, subject: CorpusSubject) throws -> UpdateAnimation {
        switch self {
        case .insert:
            return try batch(view) { data.counts[0] += 1; try view.throwing.insertItems(at: [IndexPath(item: 1, section: 0)]) }
        case .delete:
            return try batch(view) { data.counts[0] -= 1; try view.throwing.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        case .move:
            return try batch(view) { try view.throwing.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) }
        case .reload:
            return try batch(view) { try view.throwing.reloadItems(at: [IndexPath(item: 1, section: 0)]) }
        case .insertSection:
            return try batch(view) { data.counts.insert(3, at: 0); try view.throwing.insertSections(IndexSet(integer: 0)) }
        case .deleteSection:
            return try batch(view) { data.counts.removeLast(); try view.throwing.deleteSections(IndexSet(integer: data.counts.count)) }
        case .deleteLastSection:
            return try batch(view) {
                let all = IndexSet(integersIn: 0..<data.counts.count)
                data.counts = []
                try view.throwing.deleteSections(all)
            }
        case .transition:
            return view.setCollectionViewLayout(subject.makeOtherLayout(), animated: true)
        case .scroll:
            return view.setContentOffset(subject.scrollTarget, animated: true)
        case .fling:
            return view.fling(withVelocity: subject.flingVelocity)
        case .rotation:
            let size = view.frame.size
            return view.setFrame(CGRect(x: 0, y: 0, width: size.height, height: size.width), animated: true)
        }
    }

    @MainActor private func batch(_ view: CollectionView, _ updates: () throws -> Void) throws -> UpdateAnimation {
        try view.throwing.performBatchUpdates(updates, completion: nil)
    }
}
