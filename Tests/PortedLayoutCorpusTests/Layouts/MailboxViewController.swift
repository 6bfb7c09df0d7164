import UIKitCompatibility

/// A mailbox as iOS 14-era list screens write it: a view controller that adds a list-layout
/// collection view to its view, a diffable data source of message identifiers, trailing swipe
/// actions (a destructive "Delete" that removes the message through a snapshot, then completes; a
/// "Flag"), a leading "Read" toggle that only a tap performs, and a context menu from the
/// delegate whose actions pin or delete.
final class MailboxViewController: UIViewController, UICollectionViewDelegate {
    enum Section {
        case inbox
    }

    struct Message {
        var subject: String
        var isRead = false
    }

    private(set) var collectionView: UICollectionView!
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Int>!
    private(set) var messages: [Int: Message] = [:]
    private(set) var flagged: Set<Int> = []
    private(set) var pinned: Int?
    private(set) var menuEvents: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        for id in 0..<30 {
            messages[id] = Message(subject: "Message \(id)")
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        collectionView.selectionFollowsFocus = true
        collectionView.remembersLastFocusedIndexPath = true
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func createLayout() -> UICollectionViewLayout {
        var config = UICollectionLayoutListConfiguration(appearance: .plain)
        config.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let id = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
                self?.deleteMessage(id)
                completion(true)
            }
            delete.image = UIImage(systemName: "trash")
            let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, sourceView, completion in
                guard sourceView.bounds.height > 0 else { return completion(false) }
                self?.flagged.insert(id)
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        config.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let id = self.dataSource.itemIdentifier(for: indexPath),
                  let message = self.messages[id] else { return nil }
            let toggle = UIContextualAction(style: .normal, title: message.isRead ? "Unread" : "Read") { [weak self] _, _, completion in
                self?.messages[id]?.isRead.toggle()
                completion(true)
            }
            toggle.backgroundColor = .systemBlue
            let configuration = UISwipeActionsConfiguration(actions: [toggle])
            configuration.performsFirstActionWithFullSwipe = false
            return configuration
        }
        return UICollectionViewCompositionalLayout.list(using: config)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { [weak self] cell, _, id in
            var content = cell.defaultContentConfiguration()
            content.text = self?.messages[id]?.subject
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: id)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.inbox])
        snapshot.appendItems(messages.keys.sorted())
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func deleteMessage(_ id: Int) {
        messages[id] = nil
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    // MARK: UICollectionViewDelegate

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
        return UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { [weak self] _ in
            let pin = UIAction(title: "Pin", image: UIImage(systemName: "pin")) { _ in
                self?.pinned = id
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.deleteMessage(id)
            }
            return UIMenu(title: "", children: [pin, delete])
        }
    }

    func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        menuEvents.append("display")
    }

    func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {
        animator?.addCompletion { [weak self] in
            self?.menuEvents.append("ended")
        }
    }
}
