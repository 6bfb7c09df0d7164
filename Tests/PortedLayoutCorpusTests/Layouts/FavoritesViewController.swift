import UIKitCompatibility

/// A card with a one-pixel border and a favourite star, as feed and catalogue apps write their
/// cells: the border stays one pixel wide on any screen (`traitCollectionDidChange`), the star sits
/// in the top-right corner (`layoutSubviews`), and a tap on the star finds its item through the
/// collection view the cell is in, walking up `superview` rather than keeping a back-pointer.
final class FavoriteCardCell: UICollectionViewCell {
    let starView = UIView()
    /// What the screen does when the star of the cell's item is tapped.
    var onToggleFavorite: ((IndexPath) -> Void)?
    private(set) var layoutPasses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(starView)
        updateHairline()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutPasses += 1
        starView.frame = CGRect(x: bounds.width - 28, y: 4, width: 24, height: 24)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.displayScale != traitCollection.displayScale {
            updateHairline()
        }
    }

    /// The collection view showing the cell: its nearest superview that is one.
    var enclosingCollectionView: UICollectionView? {
        return sequence(first: self as UIView, next: { $0.superview }).lazy.compactMap { $0 as? UICollectionView }.first
    }

    /// The star's action.
    func starTapped() {
        guard let collectionView = superview as? UICollectionView ?? enclosingCollectionView,
              let indexPath = collectionView.indexPath(for: self) else { return }
        onToggleFavorite?(indexPath)
    }

    private func updateHairline() {
        let scale = traitCollection.displayScale
        layer.borderWidth = scale > 0 ? 1 / scale : 1
    }
}

/// A grid of cards whose stars mark favourites, with an empty-state view over the grid while the
/// list is empty, added as apps add one: a subview of the collection view.
final class FavoritesViewController: UICollectionViewController {
    var titles = (1...12).map { "Card \($0)" }
    private(set) var favorites: Set<String> = []
    let emptyStateView = UIView()

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 160, height: 120)
        layout.minimumLineSpacing = 10
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(FavoriteCardCell.self, forCellWithReuseIdentifier: "card")
        emptyStateView.frame = collectionView.bounds
        emptyStateView.isHidden = !titles.isEmpty
        collectionView.addSubview(emptyStateView)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return titles.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        if let card = cell as? FavoriteCardCell {
            card.onToggleFavorite = { [weak self] indexPath in self?.toggleFavorite(at: indexPath) }
        }
        return cell
    }

    private func toggleFavorite(at indexPath: IndexPath) {
        let title = titles[indexPath.item]
        if favorites.contains(title) {
            favorites.remove(title)
        } else {
            favorites.insert(title)
        }
    }

    /// Removes a card, showing the empty state once none is left.
    func removeCard(at indexPath: IndexPath) {
        titles.remove(at: indexPath.item)
        collectionView.deleteItems(at: [indexPath])
        emptyStateView.isHidden = !titles.isEmpty
    }
}
