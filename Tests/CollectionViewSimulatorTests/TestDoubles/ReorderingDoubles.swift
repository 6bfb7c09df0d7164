import CollectionViewSimulator
import Foundation
import TestSupport

/// An identifier data source that counts the moves it is told about and refuses the items in
/// `refused`.
final class RecordingReorderDataSource: CollectionViewDataSource {
    var sections: [[String]]
    var refused: Set<IndexPath> = []
    /// Each move the data source was told about, as `[source, destination]`.
    private(set) var moves: [[IndexPath]] = []

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !refused.contains(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append([sourceIndexPath, destinationIndexPath])
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
}

/// A delegate that answers the reordering target question with the iOS 9 method only, keeping
/// the item out of `forbiddenSection`, or with a fixed answer.
final class RetargetingDelegate: CollectionViewDelegate {
    var forbiddenSection: Int?
    var fixedAnswer: IndexPath?
    /// Each question, as `[original, proposed]`.
    private(set) var asked: [[IndexPath]] = []

    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        asked.append([originalIndexPath, proposedIndexPath])
        if let fixedAnswer { return fixedAnswer }
        guard proposedIndexPath.section == forbiddenSection else { return proposedIndexPath }
        return collectionView.indexPathForInteractivelyMovingItem ?? originalIndexPath
    }
}

/// A flow layout that keeps every invalidation context it receives.
final class ContextRecordingFlowLayout: CollectionViewFlowLayout {
    private(set) var contexts: [CollectionViewLayoutInvalidationContext] = []

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }

    /// The contexts that carry an interactive movement.
    var movementContexts: [CollectionViewLayoutInvalidationContext] {
        contexts.filter { $0.targetIndexPathsForInteractivelyMovingItems != nil }
    }
}

/// A flow layout that answers nothing for `missingItem` (neither in a rectangle nor asked alone):
/// a batch update that moves that item's cell off screen raises UIKit's missing-attributes exception.
final class MissingItemFlowLayout: CollectionViewFlowLayout {
    var missingItem: IndexPath?

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.filter { $0.representedElementCategory != .cell || $0.indexPath != missingItem }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        indexPath == missingItem ? nil : super.layoutAttributesForItem(at: indexPath)
    }
}

/// A collection view of 320 × 480 over a default flow layout (50 × 50 items, 10-point spacing,
/// five per row) showing `sections`, laid out.
@MainActor
func reorderingView(_ sections: [[String]], layout: CollectionViewFlowLayout = CollectionViewFlowLayout())
    -> (view: CollectionView, data: RecordingReorderDataSource)
{
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    view.screenScale = 0
    let data = RecordingReorderDataSource(sections)
    FixtureOwner.keep(data, for: view)
    view.dataSource = data
    view.layoutIfNeeded()
    return (view, data)
}

extension CollectionView {
    /// The centre of the item's slot in the layout.
    func slotCenter(_ item: Int, _ section: Int = 0) -> CGPoint {
        collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.center ?? .zero
    }

    /// The attributes the view shows now for a cell.
    func shown(_ item: Int, _ section: Int = 0) -> CollectionViewLayoutAttributes? {
        presentationAttributesForVisibleElements.first {
            $0.representedElementCategory == .cell && $0.indexPath == IndexPath(item: item, section: section)
        }
    }
}
