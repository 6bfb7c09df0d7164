import Foundation

/// The flow layout's own right-to-left placement. UIKit's flow layout answers `false` to
/// `flipsHorizontallyInOppositeLayoutDirection` (it inherits the base class's answer; the header
/// of `UICollectionViewLayout` says "Base implementation returns false") and lays itself out right
/// to left when its collection view reads right to left and does not flip it (UIKit records the
/// property's answer when the layout is created; its flow sections compute right to left unless
/// the collection view is to mirror them; the simulator reads the property when it lays out). A subclass that overrides the property to answer `true`
/// (the common fix for horizontally scrolling flows in right-to-left apps) gets left-to-right
/// frames from `super` and the collection view mirrors them, so nothing is mirrored twice.
///
/// The simulator computes every section left to right and mirrors the answers here, within the
/// content width, with the one ``HorizontalMirror`` rule the collection view uses for a layout it
/// flips: what a right-to-left view shows is the same either way, and only what a subclass reads
/// from `super` differs.
extension CollectionViewFlowLayout {
    /// The flow layout's own mirror, or `nil` when it lays out left to right: its collection view
    /// reads right to left and does not flip it (``flipsHorizontallyInOppositeLayoutDirection`` is
    /// `false`). The content width is the layout's own ``collectionViewContentSize``.
    var ownRightToLeftMirror: HorizontalMirror? {
        guard let view = owningView, view.effectiveUserInterfaceLayoutDirection == .rightToLeft,
              !flipsHorizontallyInOppositeLayoutDirection else { return nil }
        return HorizontalMirror(contentWidth: geometry.contentSize.width)
    }
}
