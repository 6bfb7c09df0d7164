import UIKitCompatibility

/// A page of a horizontally paging view that turns like a cube face as it leaves the centre, as
/// transform-driven paging libraries write their page views: the cell reads how far its page is
/// from the visible one and sets its layer's 3D transform, hiding its back once it has turned away.
final class CubePageCell: UICollectionViewCell {
    /// How far the page is from the visible one, in pages: 0 centred, −1 one page to the left.
    private(set) var progress: CGFloat = 0

    /// The largest turn, reached one page away from the centre.
    let maximumAngle: CGFloat = .pi / 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.isDoubleSided = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the page about its inner edge by its distance from the centre of `collectionView`.
    func transform(in collectionView: UICollectionView) {
        let pageWidth = max(collectionView.bounds.width, 1)
        progress = (center.x - collectionView.contentOffset.x - pageWidth / 2) / pageWidth
        let clamped = max(-1, min(1, progress))
        var transform = CATransform3DIdentity
        transform.m34 = -1 / 500
        layer.anchorPoint = CGPoint(x: clamped > 0 ? 0 : 1, y: 0.5)
        layer.transform = CATransform3DRotate(transform, clamped * maximumAngle, 0, 1, 0)
        // A page turned fully away shows its back, which a cube never shows.
        layer.isDoubleSided = abs(clamped) < 1
    }
}
