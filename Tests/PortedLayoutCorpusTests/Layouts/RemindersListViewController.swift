import UIKitCompatibility

/// A reminders list in the style of Apple's list tutorials and its "Implementing Modern Collection
/// Views" sample: a list layout, a cell registration that fills a list content configuration and
/// puts a done badge at the leading edge as a custom view accessory (`.customView(configuration:)`),
/// a diffable data source, snapshots applied without `try`.
final class ReminderDoneBadge: UIView {
    var isDone = false {
        didSet { alpha = isDone ? 1 : 0.4 }
    }
}

class RemindersListViewController: UIViewController {
    struct Reminder: Hashable, Sendable {
        let title: String
        var isDone: Bool
    }

    enum Section: Hashable {
        case today
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Reminder>!
    var reminders = [Reminder(title: "Water the plants", isDone: false), Reminder(title: "Call the bakery", isDone: true),
                     Reminder(title: "Book the train", isDone: false)]

    override func viewDidLoad() {
        super.viewDidLoad()
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Reminder> { cell, _, reminder in
            var content = cell.defaultContentConfiguration()
            content.text = reminder.title
            cell.contentConfiguration = content
            cell.accessories = [.customView(configuration: self.doneBadgeConfiguration(for: reminder)),
                                .disclosureIndicator(displayed: .always)]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Reminder>(collectionView: collectionView) {
            collectionView, indexPath, reminder in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: reminder)
        }
        applySnapshot()
    }

    private func doneBadgeConfiguration(for reminder: Reminder) -> UICellAccessory.CustomViewConfiguration {
        let badge = ReminderDoneBadge(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        badge.isDone = reminder.isDone
        return UICellAccessory.CustomViewConfiguration(
            customView: badge, placement: .leading(displayed: .always), reservedLayoutWidth: .custom(32),
            tintColor: .systemBlue, maintainsFixedSize: true)
    }

    func applySnapshot(animatingDifferences: Bool = false) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Reminder>()
        snapshot.appendSections([.today])
        snapshot.appendItems(reminders)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func toggleDone(at index: Int) {
        reminders[index].isDone.toggle()
        applySnapshot(animatingDifferences: true)
    }
}
