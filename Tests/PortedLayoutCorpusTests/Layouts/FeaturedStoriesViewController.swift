import UIKitCompatibility

/// A shelf of featured stories that moves one card per swipe, as store and news apps build it: a
/// plain horizontal flow layout lays the cards out, and the controller picks the card to stop on
/// in `scrollViewWillEndDragging`, from the card the drag started on and the swipe's direction.
/// Auto-advance pauses while a finger is on the shelf and resumes once it comes to rest.
class FeaturedStoriesViewController: UICollectionViewController {
    static let cardWidth: CGFloat = 280
    static let cardSpacing: CGFloat = 12
    /// Swipes slower than this (points per millisecond) settle on the nearest card instead.
    static let swipeVelocity: CGFloat = 0.3

    var stories = (1...10).map { "Story \($0)" }
    private(set) var isAutoAdvancePaused = false
    private(set) var settledCards: [Int] = []
    private var cardAtDragStart = 0

    private var cardPitch: CGFloat {
        return FeaturedStoriesViewController.cardWidth + FeaturedStoriesViewController.cardSpacing
    }

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: FeaturedStoriesViewController.cardWidth, height: 180)
        layout.minimumLineSpacing = FeaturedStoriesViewController.cardSpacing
        layout.sectionInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        collectionView.decelerationRate = .fast
        collectionView.showsHorizontalScrollIndicator = false
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return stories.count
    }

    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        isAutoAdvancePaused = true
        cardAtDragStart = card(at: scrollView.contentOffset.x)
    }

    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        var card = cardAtDragStart
        if velocity.x > FeaturedStoriesViewController.swipeVelocity {
            card += 1
        } else if velocity.x < -FeaturedStoriesViewController.swipeVelocity {
            card -= 1
        } else {
            card = self.card(at: targetContentOffset.pointee.x)
        }
        card = max(0, min(card, stories.count - 1))
        targetContentOffset.pointee.x = CGFloat(card) * cardPitch
    }

    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate {
            didSettle(scrollView)
        }
    }

    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        didSettle(scrollView)
    }

    private func didSettle(_ scrollView: UIScrollView) {
        isAutoAdvancePaused = false
        settledCards.append(card(at: scrollView.contentOffset.x))
    }

    private func card(at offset: CGFloat) -> Int {
        return Int((offset / cardPitch).rounded())
    }
}
