import UIKitCompatibility

/// The list half of a list/grid switcher: one full-width row per item, sized in `prepare()`.
class ListFlowLayout: UICollectionViewFlowLayout {
    let rowHeight: CGFloat = 80

    override init() {
        super.init()
        minimumLineSpacing = 1
        minimumInteritemSpacing = 0
        scrollDirection = .vertical
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let width = collectionView.bounds.width - collectionView.adjustedContentInset.left - collectionView.adjustedContentInset.right
        itemSize = CGSize(width: width, height: rowHeight)
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        return collectionView?.contentOffset ?? proposedContentOffset
    }
}

/// The grid half of a list/grid switcher: as many columns of 148-point-wide cards as fit, with the
/// cells stretched to fill the width, sized in `prepare()`.
class GridFlowLayout: UICollectionViewFlowLayout {
    let minimumColumnWidth: CGFloat = 148
    let aspectRatio: CGFloat = 115.0 / 148.0

    override init() {
        super.init()
        minimumLineSpacing = 8
        minimumInteritemSpacing = 8
        sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        scrollDirection = .vertical
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let available = collectionView.bounds.inset(by: collectionView.adjustedContentInset).width
            - sectionInset.left - sectionInset.right
        let columns = max(1, floor((available + minimumInteritemSpacing) / (minimumColumnWidth + minimumInteritemSpacing)))
        let width = floor((available - (columns - 1) * minimumInteritemSpacing) / columns)
        itemSize = CGSize(width: width, height: (width * aspectRatio).rounded())
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        return collectionView?.contentOffset ?? proposedContentOffset
    }
}
