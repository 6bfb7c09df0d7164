import CollectionViewSimulator
import Foundation

/// The data source of a scenario's collection view: the data model's sections as runs
/// (``ItemIdentifiers``), so that a view that only counts its items never names generated ones.
/// Like ``IdentifierDataSource``, it lets every item be dragged and moves its identifier when a
/// movement ends.
final class ScenarioDataSource: CollectionViewDataSource {
    /// The items of every section, in order.
    var sections: [ItemIdentifiers]

    init(_ sections: [ItemIdentifiers]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: CollectionView) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].count : 0
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        contains(indexPath)
    }

    /// Moves the identifier, as an app's model does when an interactive movement ends; nothing
    /// when either index path does not exist.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {
        guard contains(sourceIndexPath), sections.indices.contains(destinationIndexPath.section) else { return }
        let identifier = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        guard (0...sections[destinationIndexPath.section].count).contains(destinationIndexPath.item) else {
            sections[sourceIndexPath.section].insert(identifier, at: sourceIndexPath.item)
            return
        }
        sections[destinationIndexPath.section].insert(identifier, at: destinationIndexPath.item)
    }

    private func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section) && sections[indexPath.section].indices.contains(indexPath.item)
    }
}
