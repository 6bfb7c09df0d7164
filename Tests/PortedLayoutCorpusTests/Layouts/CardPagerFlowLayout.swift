import UIKitCompatibility

/// A horizontal pager of cards that stops on a card after a fling, as onboarding and product
/// galleries write it; the storyboard path (`init(coder:)`) and the code path share their setup, and
/// the pager remembers which card was centred across a rotation.
class CardPagerFlowLayout: UICollectionViewFlowLayout {
    private var centredItemBeforeRotation: Int?

    override init() {
        super.init()
        setUp()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setUp()
    }

    private func setUp() {
        scrollDirection = .horizontal
        itemSize = CGSize(width: 280, height: 400)
        minimumLineSpacing = 20
        sectionInset = UIEdgeInsets(top: 0, left: 47.5, bottom: 0, right: 47.5)
    }

    private var pageWidth: CGFloat {
        return itemSize.width + minimumLineSpacing
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        centredItemBeforeRotation = Int(round(oldBounds.minX / pageWidth))
    }

    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        centredItemBeforeRotation = nil
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        guard let item = centredItemBeforeRotation else { return super.targetContentOffset(forProposedContentOffset: proposedContentOffset) }
        return CGPoint(x: CGFloat(item) * pageWidth, y: proposedContentOffset.y)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView = collectionView else { return proposedContentOffset }
        let current = round(collectionView.contentOffset.x / pageWidth)
        let step: CGFloat = velocity.x > 0.3 ? 1 : velocity.x < -0.3 ? -1 : 0
        let lastPage = max(0, ceil((collectionViewContentSize.width - collectionView.bounds.width) / pageWidth))
        let page = min(max(current + step, 0), lastPage)
        return CGPoint(x: min(page * pageWidth, max(0, collectionViewContentSize.width - collectionView.bounds.width)),
                       y: proposedContentOffset.y)
    }
}
