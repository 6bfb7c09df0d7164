import Foundation

extension CGFloat {
    /// The value rounded to the nearest pixel of a screen with `scale` pixels per point, halves
    /// away from zero (C's `round`), as UIKit snaps geometry to pixels; the value itself when
    /// `scale` is not a positive number (a ``CollectionView/screenScale`` of 0 turns snapping off).
    package func snappedToPixels(scale: CGFloat) -> CGFloat {
        scale > 0 ? (self * scale).rounded() / scale : self
    }
}
