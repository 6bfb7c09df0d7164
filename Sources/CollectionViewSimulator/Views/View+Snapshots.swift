import Foundation

extension View {
    /// A view standing in for a snapshot of this view's contents (UIKit's
    /// `snapshotView(afterScreenUpdates:)`): a new plain view the size of ``bounds``, in no
    /// hierarchy.
    ///
    /// Nothing is drawn in the simulator, so a snapshot has no pixels, only the geometry a
    /// transition or a drag preview moves around, which is what a layout-driven animation shows.
    ///
    /// - Parameter afterUpdates: Whether UIKit would wait for pending changes; ignored (there is no
    ///   rendering to wait for).
    /// - Returns: The snapshot view; never `nil` here (UIKit returns `nil` when it cannot render).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> View? {
        resizableSnapshotView(from: bounds, afterScreenUpdates: afterUpdates, withCapInsets: .zero)
    }

    /// A view standing in for a snapshot of part of this view (UIKit's
    /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`): a new plain view whose
    /// bounds have the size of `rect` and origin zero, as UIKit's snapshot has. Paging libraries
    /// cut a page into such pieces and move each one with its own transform.
    ///
    /// - Parameters:
    ///   - rect: The part of the view, in its bounds' coordinates.
    ///   - afterUpdates: Ignored, as in ``snapshotView(afterScreenUpdates:)``.
    ///   - capInsets: The edges UIKit would keep unstretched when the snapshot is resized; ignored
    ///     (nothing is drawn).
    /// - Returns: The snapshot view; never `nil` here.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: EdgeInsets) -> View? {
        View(frame: CGRect(origin: .zero, size: rect.size))
    }
}
