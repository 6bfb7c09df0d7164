import BatchUpdates
import Foundation

/// The one old → new mapping of elements across a change, used by the engine's animation builder
/// and by the base layout's update snapshots alike.
///
/// Cells follow the item map. Supplementary and decoration views keep their item and follow the
/// section map, unless the layout listed them in `indexPathsToDelete…` (they do not survive) or
/// `indexPathsToInsert…` (they are new): the answers in ``reported``, empty until the engine has
/// asked them (after `prepare(forCollectionViewUpdates:)`, as UIKit asks). Supplementary views
/// of a ``sectionIndependentKinds`` kind (a compositional layout's own header and footer, at 0-0
/// whatever the sections) stay where they are unless reported; those of an ``itemAnchoredKinds``
/// kind (a compositional layout's badges) follow the item map, as their cell does.
struct ElementMapping {
    /// The index path after the change of an item before it; `nil` if the change deletes it.
    var newIndexPathForOldItem: (IndexPath) -> IndexPath?
    /// The index path before the change of an item after it; `nil` if the change inserts it.
    var oldIndexPathForNewItem: (IndexPath) -> IndexPath?
    /// The section after the change of a section before it; `nil` if the change deletes it.
    var newSectionForOldSection: (Int) -> Int?
    /// The section before the change of a section after it; `nil` if the change inserts it.
    var oldSectionForNewSection: (Int) -> Int?
    /// The layout's `indexPathsToDelete/Insert…` answers.
    var reported = ReportedIndexPaths()
    /// The supplementary kinds that belong to no section
    /// (``CollectionViewLayout/sectionIndependentSupplementaryKinds``): their index paths do not
    /// follow the section map.
    var sectionIndependentKinds: Set<String> = []
    /// The supplementary kinds that belong to an item
    /// (``CollectionViewLayout/itemAnchoredSupplementaryKinds``): their index paths follow the
    /// item map.
    var itemAnchoredKinds: Set<String> = []

    /// Every element stays where it is (a bounds change, a layout transition).
    static var identity: ElementMapping {
        ElementMapping(newIndexPathForOldItem: { $0 }, oldIndexPathForNewItem: { $0 },
                       newSectionForOldSection: { $0 }, oldSectionForNewSection: { $0 })
    }

    /// The mapping of a resolved batch update.
    init(_ batch: ResolvedBatchUpdate) {
        self.init(newIndexPathForOldItem: batch.newIndexPath(forOld:), oldIndexPathForNewItem: batch.oldIndexPath(forNew:),
                  newSectionForOldSection: batch.newSection(forOld:), oldSectionForNewSection: batch.oldSection(forNew:))
    }

    /// A mapping from its four maps.
    init(newIndexPathForOldItem: @escaping (IndexPath) -> IndexPath?, oldIndexPathForNewItem: @escaping (IndexPath) -> IndexPath?,
         newSectionForOldSection: @escaping (Int) -> Int?, oldSectionForNewSection: @escaping (Int) -> Int?) {
        self.newIndexPathForOldItem = newIndexPathForOldItem
        self.oldIndexPathForNewItem = oldIndexPathForNewItem
        self.newSectionForOldSection = newSectionForOldSection
        self.oldSectionForNewSection = oldSectionForNewSection
    }

    /// Where an element before the change is after it; `nil` when it does not survive.
    func newElement(forOld element: ElementID) -> ElementID? {
        // `if case`, not `==`: comparing roles copies their kinds.
        if case .cell = element.role { return newIndexPathForOldItem(element.indexPath).map(element.moved(to:)) }
        guard !reported.isDeleted(element) else { return nil }
        if isSectionIndependent(element) { return element }
        if isItemAnchored(element) { return newIndexPathForOldItem(element.indexPath).map(element.moved(to:)) }
        return element.indexPath.first.flatMap(newSectionForOldSection).map { element.moved(to: element.indexPath.replacingSection(with: $0)) }
    }

    /// Whether the element is a supplementary view of a kind that belongs to no section.
    private func isSectionIndependent(_ element: ElementID) -> Bool {
        guard case .supplementary(let kind) = element.role else { return false }
        return sectionIndependentKinds.contains(kind)
    }

    /// Whether the element is a supplementary view of a kind that sits on an item.
    private func isItemAnchored(_ element: ElementID) -> Bool {
        guard case .supplementary(let kind) = element.role, element.indexPath.count == 2 else { return false }
        return itemAnchoredKinds.contains(kind)
    }

    /// Where an element after the change was before it; `nil` when it is new.
    func oldElement(forNew element: ElementID) -> ElementID? {
        if case .cell = element.role { return oldIndexPathForNewItem(element.indexPath).map(element.moved(to:)) }
        guard !reported.isInserted(element) else { return nil }
        if isSectionIndependent(element) { return element }
        if isItemAnchored(element) { return oldIndexPathForNewItem(element.indexPath).map(element.moved(to:)) }
        return element.indexPath.first.flatMap(oldSectionForNewSection).map { element.moved(to: element.indexPath.replacingSection(with: $0)) }
    }
}

extension IndexPath {
    /// The same path with its first index (the section) replaced.
    fileprivate func replacingSection(with section: Int) -> IndexPath {
        var path = self
        path[0] = section
        return path
    }
}
