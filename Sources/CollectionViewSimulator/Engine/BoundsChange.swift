import Foundation

/// A change of the collection view's bounds as the layout pass after it needs to know it: the
/// bounds before the change and whether the layout asked to be invalidated for it (UXKit's
/// `layoutInvalidatedSinceLastCellUpdate`). Changes made before one layout pass merge: the
/// bounds before the first, and whether any invalidated the layout.
struct BoundsChange: Equatable {
    /// The bounds before the change.
    var oldBounds: CGRect
    /// Whether the layout answered `shouldInvalidateLayout(forBoundsChange:)` with `true`.
    var invalidatedLayout: Bool

    /// This change followed by `later` before any layout pass.
    func merged(with later: BoundsChange) -> BoundsChange {
        BoundsChange(oldBounds: oldBounds, invalidatedLayout: invalidatedLayout || later.invalidatedLayout)
    }
}
