import UIKitCompatibility

/// A saved-places screen as iOS 14-era app code writes it, with the chrome around its list: a
/// large title, the controller's edit button, a refresh control whose action reloads through a
/// diffable snapshot and ends refreshing when the update's animation completes, a "Sort" bar
/// button with a menu, an action sheet that confirms deleting a place tapped while editing, and
/// a detail screen pushed from `didSelectItemAt`. Controls use UIKit's closure API (`UIAction`),
/// which compiles on iOS and here alike.
final class SavedPlacesViewController: UICollectionViewController {
    enum Section {
        case main
    }

    private(set) var places: [String]
    /// The callbacks the screen received, in order, for the test to read.
    private(set) var appearanceLog: [String] = []
    private let fetchPlaces: () -> [String]
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    init(places: [String], fetchPlaces: @escaping () -> [String]) {
        self.places = places
        self.fetchPlaces = fetchPlaces
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    }

    required init?(coder: NSCoder) {
        places = []
        fetchPlaces = { [] }
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Saved Places"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down"), menu: UIMenu(children: [
            UIAction(title: "Name") { [weak self] _ in self?.sortByName() },
        ]))
        collectionView.allowsSelectionDuringEditing = true

        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in
            self?.reload()
        }, for: .valueChanged)
        collectionView.refreshControl = refreshControl

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, place in
            var content = cell.defaultContentConfiguration()
            content.text = place
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(displayed: .whenNotEditing)]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, place in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: place)
        }
        applySnapshot(animated: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearanceLog.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearanceLog.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        appearanceLog.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearanceLog.append("viewDidDisappear")
    }

    private func applySnapshot(animated: Bool, completion: (() -> Void)? = nil) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(places)
        dataSource.apply(snapshot, animatingDifferences: animated, completion: completion)
    }

    private func reload() {
        places = fetchPlaces()
        applySnapshot(animated: true) { [weak self] in
            self?.collectionView.refreshControl?.endRefreshing()
        }
    }

    private func sortByName() {
        places.sort()
        applySnapshot(animated: true)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let place = dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        if isEditing {
            confirmDeletion(of: place)
        } else {
            navigationController?.pushViewController(PlaceDetailViewController(place: place), animated: true)
        }
    }

    private func confirmDeletion(of place: String) {
        let alert = UIAlertController(title: "Delete \(place)?", message: "It will be removed from all your lists.",
                                      preferredStyle: .actionSheet)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            guard let self = self else { return }
            self.places.removeAll { $0 == place }
            var snapshot = self.dataSource.snapshot()
            snapshot.deleteItems([place])
            self.dataSource.apply(snapshot, animatingDifferences: true)
        }
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = delete
        present(alert, animated: true)
    }
}
