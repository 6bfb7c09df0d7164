import UIKitCompatibility

/// A contacts screen as apps write it before diffable data sources: a collection-view controller
/// over a sticky-header flow layout, with its own model, cell class and batch updates.
class ContactsViewController: UICollectionViewController {
    static let cellIdentifier = "ContactCell"

    var sections: [[String]] = [["Ada", "Alan", "Anita"], ["Barbara", "Bjarne"], ["Grace"]]
    private(set) var appearances = 0
    private(set) var loads = 0

    init() {
        super.init(collectionViewLayout: StickyHeaderFlowLayout())
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        collectionView.register(ContactCell.self, forCellWithReuseIdentifier: ContactsViewController.cellIdentifier)
        collectionView.backgroundColor = .systemBackground
        installsStandardGestureForInteractiveMovement = false
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        return sections.count
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return sections[section].count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ContactsViewController.cellIdentifier, for: indexPath)
        (cell as? ContactCell)?.name = sections[indexPath.section][indexPath.item]
        return cell
    }

    func add(_ name: String, toSection section: Int) {
        collectionView.performBatchUpdates({
            sections[section].append(name)
            collectionView.insertItems(at: [IndexPath(item: sections[section].count - 1, section: section)])
        })
    }

    func removeSection(_ section: Int) {
        collectionView.performBatchUpdates({
            sections.remove(at: section)
            collectionView.deleteSections(IndexSet(integer: section))
        }, completion: nil)
    }

    func contact(at point: CGPoint) -> String? {
        guard let indexPath = collectionView.indexPathForItem(at: point) else { return nil }
        return sections[indexPath.section][indexPath.item]
    }
}

final class ContactCell: UICollectionViewCell {
    var name = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray6
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        name = ""
    }
}

/// A gallery screen that builds its collection view in `viewDidLoad`, as apps without storyboards
/// do, over a paged grid.
final class GalleryViewController: UIViewController {
    private(set) var collectionView: UICollectionView!
    var photoCount = 20

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = PagingGridLayout()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
}

extension GalleryViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photoCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
}
