import UIKitCompatibility

/// A photo grid as apps set one up in `viewDidLoad`: the everyday scroll-view and collection-view
/// settings (indicators, bounce, keyboard dismissal, inset adjustment, prefetching, editing
/// selection, self-sizing invalidation), tags and accessibility identifiers for UI tests, and
/// cells styled for their state by a `configurationUpdateHandler`.
class PhotoGridViewController: UICollectionViewController, UICollectionViewDataSourcePrefetching {
    static let photoIdentifier = "PhotoCell"
    static let gridTag = 1001
    static let checkmarkTag = 2002

    private(set) var photos: [String] = (1...30).map { "Photo \($0)" }
    private(set) var prefetched: Set<Int> = []
    private(set) var styledSelections: [Int: Bool] = [:]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: PhotoGridViewController.photoIdentifier)
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = true
        collectionView.alwaysBounceVertical = true
        collectionView.bounces = true
        collectionView.isScrollEnabled = true
        collectionView.scrollsToTop = true
        collectionView.keyboardDismissMode = .onDrag
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        collectionView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        collectionView.scrollIndicatorInsets = collectionView.verticalScrollIndicatorInsets
        collectionView.isPrefetchingEnabled = true
        collectionView.prefetchDataSource = self
        collectionView.remembersLastFocusedIndexPath = true
        collectionView.allowsSelectionDuringEditing = true
        collectionView.allowsMultipleSelectionDuringEditing = true
        collectionView.allowsMultipleSelection = true
        collectionView.dragInteractionEnabled = false
        collectionView.selfSizingInvalidation = .enabledIncludingConstraints
        collectionView.tag = PhotoGridViewController.gridTag
        collectionView.accessibilityIdentifier = "photo-grid"
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridViewController.photoIdentifier, for: indexPath)
        if cell.viewWithTag(PhotoGridViewController.checkmarkTag) == nil {
            let checkmark = UIView(frame: CGRect(x: 76, y: 76, width: 20, height: 20))
            checkmark.tag = PhotoGridViewController.checkmarkTag
            cell.contentView.addSubview(checkmark)
        }
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = photos[indexPath.item]
        cell.accessibilityIdentifier = "photo-\(indexPath.item)"
        let item = indexPath.item
        cell.configurationUpdateHandler = { [weak self] cell, state in
            cell.viewWithTag(PhotoGridViewController.checkmarkTag)?.isHidden = !state.isSelected
            cell.contentView.alpha = state.isHighlighted ? 0.5 : 1
            self?.styledSelections[item] = state.isSelected
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.formUnion(indexPaths.map(\.item))
    }

    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        prefetched.subtract(indexPaths.map(\.item))
    }
}
