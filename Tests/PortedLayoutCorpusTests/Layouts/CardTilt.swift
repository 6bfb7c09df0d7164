import QuartzCore

/// The tilt a card deck gives the card at an index path, kept in a file of its own that, as in the
/// app it comes from, imports only QuartzCore (which brings Foundation's geometry with it).
enum CardTilt {
    static func transform(for indexPath: IndexPath, in bounds: CGRect) -> CATransform3D {
        let angle = CGFloat(indexPath.item % 3 - 1) * .pi / 90
        let lift = min(bounds.height, 600) / 600 * CGFloat(indexPath.item)
        return CATransform3DTranslate(CATransform3DMakeRotation(angle, 0, 0, 1), 0, -lift, 0)
    }
}
