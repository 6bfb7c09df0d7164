import UIKitCompatibility

/// A paging carousel as paging libraries and apps build it: the collection view is one page wide
/// and does not clip, so the next card, which starts inside the page, reaches past the collection
/// view's edge into a wider container. The
/// container hands touches on its margins to the card under them (the usual `hitTest(_:with:)`
/// forwarding), and each card takes touches a few points past its edges (`point(inside:with:)`).
final class CarouselTouchForwardingView: UIView {
    weak var collectionView: UICollectionView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        guard hit == self, let collectionView = collectionView else { return hit }
        let pointInCarousel = convert(point, to: collectionView)
        for cell in collectionView.visibleCells where cell.frame.contains(pointInCarousel) {
            return cell.hitTest(cell.convert(pointInCarousel, from: collectionView), with: event)
        }
        return hit
    }
}

/// A card that also takes touches in a small margin around it, so that a tap just off its edge
/// still opens it.
final class CarouselCardCell: UICollectionViewCell {
    static let reuseIdentifier = "CarouselCardCell"
    static let touchMargin: CGFloat = 6

    var title = ""

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        return bounds.insetBy(dx: -CarouselCardCell.touchMargin, dy: -CarouselCardCell.touchMargin).contains(point)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        title = ""
    }
}

class PeekingCarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let pageWidth: CGFloat = 280
    static let cardWidth: CGFloat = 250
    static let cardSpacing: CGFloat = 10

    var titles = (1...8).map { "Card \($0)" }
    private(set) var openedTitles: [String] = []
    private(set) var collectionView: UICollectionView!
    private(set) var touchForwardingView: CarouselTouchForwardingView!

    override func loadView() {
        let container = CarouselTouchForwardingView(frame: CGRect(x: 0, y: 0, width: 390, height: 240))
        touchForwardingView = container
        view = container
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = PeekingCarouselViewController.cardSpacing
        layout.itemSize = CGSize(width: PeekingCarouselViewController.cardWidth, height: 200)
        let pageOrigin = (view.bounds.width - PeekingCarouselViewController.pageWidth) / 2
        collectionView = UICollectionView(
            frame: CGRect(x: pageOrigin, y: 20, width: PeekingCarouselViewController.pageWidth, height: 200),
            collectionViewLayout: layout)
        collectionView.clipsToBounds = false
        collectionView.isPagingEnabled = true
        collectionView.register(CarouselCardCell.self, forCellWithReuseIdentifier: CarouselCardCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
        touchForwardingView.collectionView = collectionView
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: CarouselCardCell.reuseIdentifier, for: indexPath)
        (cell as? CarouselCardCell)?.title = titles[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        openedTitles.append(titles[indexPath.item])
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
