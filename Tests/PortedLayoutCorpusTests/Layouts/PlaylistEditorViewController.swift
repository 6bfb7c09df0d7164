import UIKitCompatibility

/// A playlist editor as iOS 14-era list screens write it: a collection-view controller over a list
/// layout whose edit button switches the rows' accessories (a disclosure indicator while browsing;
/// reorder and delete controls, with their options, while editing), a diffable data source whose
/// reordering handler asks the view whether it is editing, rows tinted by UIKit's fixed colours,
/// and a drag preview cut from a cell's snapshot.
final class PlaylistEditorViewController: UICollectionViewController {
    enum Section {
        case main
    }

    private(set) var songs = ["Overture", "Aria", "Intermezzo", "Finale"]
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    init() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Playlist"
        configureDataSource()
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, song in
            var content = cell.defaultContentConfiguration()
            content.text = song
            cell.contentConfiguration = content
            cell.backgroundColor = indexPath.item.isMultiple(of: 2) ? .white : UIColor.cyan.withAlphaComponent(0.1)
            cell.accessories = [
                .disclosureIndicator(displayed: .whenNotEditing, options: .init(tintColor: .purple)),
                .reorder(displayed: .whenEditing, options: .init(showsVerticalSeparator: false)),
                .delete(displayed: .whenEditing, options: .init(backgroundColor: .magenta)),
            ]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, song in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: song)
        }
        dataSource.reorderingHandlers.canReorderItem = { [weak self] _ in
            return self?.collectionView.isEditing ?? false
        }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.songs = transaction.finalSnapshot.itemIdentifiers
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(songs)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The view a drag lifts: a snapshot of the row, as `UIDragPreview`s are made.
    func dragPreview(forItemAt indexPath: IndexPath) -> UIView? {
        return collectionView.cellForItem(at: indexPath)?.snapshotView(afterScreenUpdates: false)
    }
}
