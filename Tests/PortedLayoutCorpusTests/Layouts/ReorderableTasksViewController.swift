import UIKitCompatibility

/// A to-do screen as apps write a reorderable list since iOS 14: a view controller that builds a
/// list layout in `viewDidLoad`, a cell registration, and a subclass of the diffable data source
/// that decides which rows move (`canMoveItemAt`) and writes the new order back to the app's
/// model after `super` has reordered the snapshot (`moveItemAt`). The drag is the long-press
/// handler apps write around the interactive-movement calls, taking the gesture's state and
/// location. Cells get a rounded border; snapshots are applied without `try`.
final class ReorderableTasksViewController: UIViewController {
    enum Section: Hashable, Sendable {
        case today
    }

    struct Task: Hashable, Sendable {
        let title: String
        var isDone: Bool
    }

    /// The data source: done tasks stay where they are; a move reorders the snapshot, then the model.
    final class DataSource: UICollectionViewDiffableDataSource<Section, Task> {
        var didReorder: (([Task]) -> Void)?

        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            guard let task = itemIdentifier(for: indexPath) else { return false }
            return !task.isDone
        }

        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                                     to destinationIndexPath: IndexPath) {
            super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
            didReorder?(snapshot().itemIdentifiers(inSection: .today))
        }
    }

    private(set) var tasks = [
        Task(title: "Write the spec", isDone: true),
        Task(title: "Review the layout", isDone: false),
        Task(title: "Fix the flaky test", isDone: false),
        Task(title: "Ship", isDone: false),
    ]
    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: DataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        configureHierarchy()
        configureDataSource()
        applySnapshot(animated: false)
    }

    private func configureHierarchy() {
        let configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Task> { cell, _, task in
            var content = cell.defaultContentConfiguration()
            content.text = task.title
            content.secondaryText = task.isDone ? "Done" : nil
            cell.contentConfiguration = content
            cell.accessories = task.isDone ? [.checkmark()] : [.reorder(displayed: .always)]
            cell.layer.borderWidth = task.isDone ? 0 : 1
            cell.layer.borderColor = UIColor.systemGray4.cgColor
            cell.layer.cornerRadius = 8
        }
        dataSource = DataSource(collectionView: collectionView) { collectionView, indexPath, task in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: task)
        }
        dataSource.didReorder = { [weak self] tasks in
            self?.tasks = tasks
        }
    }

    private func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Task>()
        snapshot.appendSections([.today])
        snapshot.appendItems(tasks, toSection: .today)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// What a long-press gesture's action does with the recogniser's state and location.
    func handleReorderGesture(state: UIGestureRecognizer.State, location: CGPoint) {
        switch state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: location) else { break }
            collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    /// Whether the list is being dragged upwards, as a scroll-view delegate reads it to hide a toolbar.
    var isScrollingUp: Bool {
        collectionView.panGestureRecognizer.translation(in: collectionView.superview).y < 0
    }

    /// Marks a task done, as a tap on its row would.
    func complete(_ title: String) {
        guard let index = tasks.firstIndex(where: { $0.title == title }) else { return }
        tasks[index].isDone = true
        applySnapshot(animated: true)
    }
}
