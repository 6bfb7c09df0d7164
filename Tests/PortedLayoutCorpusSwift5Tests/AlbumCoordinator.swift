import UIKitCompatibility

/// App code written before Swift 6, as most screens still are: coordinators, layout recipes and a
/// data provider are plain classes with no actor annotation, whose methods create and drive UIKit's
/// main-actor objects (controllers, views, compositional layouts, invalidation contexts, a diffable
/// data source). UIKit's classes and protocols are `@preconcurrency`, so Swift 5 language mode
/// accepts this silently; this file is compiled in Swift 5 mode only (Swift 6 mode diagnoses it,
/// for UIKit's classes too).
protocol AlbumLayoutRecipe: AnyObject {
    var title: String { get }
    func makeLayout() -> UICollectionViewLayout
}

/// A large photo over two small ones, repeated: a vertical group nesting a horizontal one.
final class MosaicRecipe: AlbumLayoutRecipe {
    var title: String {
        return "Mosaic"
    }

    private var largeItem: NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalWidth(0.5)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        return item
    }

    private var smallItem: NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        return item
    }

    func makeLayout() -> UICollectionViewLayout {
        let pair = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.25)),
            subitems: [smallItem, smallItem])
        let tile = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.75)),
            subitems: [largeItem, pair])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: tile))
    }
}

/// One row of thumbnails that scrolls sideways.
final class FilmstripRecipe: AlbumLayoutRecipe {
    var title: String {
        return "Filmstrip"
    }

    func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumLineSpacing = 2
        return layout
    }
}

/// The photos of an album, counted by a plain `NSObject` subclass as Objective-C-era code does.
final class AlbumPhotosProvider: NSObject, UICollectionViewDataSource {
    var photoCount: Int

    init(photoCount: Int) {
        self.photoCount = photoCount
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photoCount
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
}

/// Builds the album screens and switches their layouts, from methods no actor owns.
final class AlbumCoordinator {
    let recipes: [AlbumLayoutRecipe] = [MosaicRecipe(), FilmstripRecipe()]
    private(set) var contacts: ContactsViewController?
    private(set) var photos: UICollectionView?
    private var provider: AlbumPhotosProvider?
    private var tags: UICollectionViewDiffableDataSource<Int, String>?

    func start() {
        let screen = ContactsViewController()
        screen.loadViewIfNeeded()
        screen.collectionView.setCollectionViewLayout(recipes[0].makeLayout(), animated: false)
        contacts = screen
    }

    func showPhotos(count: Int, in frame: CGRect) {
        let provider = AlbumPhotosProvider(photoCount: count)
        let view = UICollectionView(frame: frame, collectionViewLayout: recipes[1].makeLayout())
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        view.dataSource = provider
        view.layoutIfNeeded()
        self.provider = provider
        photos = view
    }

    /// Asks the filmstrip to measure its items again, as a size-class change does.
    func refreshPhotoSizes() {
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.invalidateFlowLayoutDelegateMetrics = true
        photos?.collectionViewLayout.invalidateLayout(with: context)
    }

    /// Shows `tags` in the contacts screen's view through a diffable data source, without animation.
    func showTags(_ tags: [String]) {
        guard let collectionView = contacts?.collectionView else { return }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, _ in
            return collectionView.dequeueReusableCell(withReuseIdentifier: ContactsViewController.cellIdentifier, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(tags)
        dataSource.apply(snapshot, animatingDifferences: false)
        self.tags = dataSource
    }
}
