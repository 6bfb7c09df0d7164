import Foundation
import Keyframes

/// Apple's WWDC 2012 `LineLayout` sample ("Advanced Collection Views and Building Custom
/// Layouts"): one line of items that grow as they approach the centre of the view and snap to it
/// when scrolling ends, written the way it is written for UIKit as an example of subclassing
/// ``CollectionViewFlowLayout``.
///
/// It scrolls horizontally; items are 200 × 200, 50 points apart. ``prepare()`` sets the section
/// insets to half the view's size minus half the item's, so every item, the first and the last
/// included, can scroll to the centre, and a column holds exactly one item.
///
/// **Zoom.** For an item whose centre is `d` points from the centre of the visible rectangle along
/// the scrolling direction:
///
///     scale = 1 + zoomFactor · (1 − |d| / activeDistance)   when |d| < activeDistance
///     scale = 1                                             otherwise
///
/// so the centred item is `1 + zoomFactor` times its size and the zoom falls linearly to none at
/// `activeDistance` either side. Items within `activeDistance` get `transform3D` = a scale of
/// `scale` in x and y and `zIndex` = `scale` rounded (1 with the defaults, above their
/// neighbours; 0 if the zoom factor makes it non-finite); the others keep the flow layout's
/// attributes (identity, zIndex 0), as in the sample. ``shouldInvalidateLayout(forBoundsChange:)`` answers `true`, so every scroll step
/// re-queries the layout and the zoom follows the scroll. Unlike the sample, which zoomed only in
/// `layoutAttributesForElements(in:)`, the single-item query zooms too, so both agree.
///
/// **Snapping.** ``targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`` moves
/// the proposed offset so that the item whose centre is nearest the proposed visible centre sits
/// exactly at the centre; the velocity is ignored, as in the sample, and a tie goes to the lower
/// index path.
open class ZoomingLineLayout: CollectionViewFlowLayout {
    /// How far from the visible centre, in points along the scrolling direction, an item starts to
    /// zoom (default 200, the sample's `ACTIVE_DISTANCE`). Zero, negative or non-finite values
    /// turn the zoom off.
    public var activeDistance: CGFloat = 200 { didSet { invalidateLayout() } }

    /// How much larger than its size the centred item is (default 0.3, the sample's
    /// `ZOOM_FACTOR`: 1.3 times).
    public var zoomFactor: CGFloat = 0.3 { didSet { invalidateLayout() } }

    /// Creates the layout: horizontal, 200 × 200 items, 50-point line spacing.
    public override init() {
        super.init()
        itemSize = CGSize(width: 200, height: 200)
        scrollDirection = .horizontal
        minimumLineSpacing = 50
    }

    /// Creates the layout from an archive, as UIKit's `init?(coder:)`: the simulator never archives a
    /// layout, so this is the layout initialised as `init()` initialises it.
    ///
    /// - Parameter coder: The archive; ignored.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Centres the line: insets of half the view's size minus half the item's on every side
    /// (never negative), then the flow layout's placement.
    open override func prepare() {
        if let size = collectionView?.bounds.size {
            let horizontal = max(0, (size.width - itemSize.width) / 2)
            let vertical = max(0, (size.height - itemSize.height) / 2)
            let inset = EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
            if sectionInset != inset { sectionInset = inset }
        }
        super.prepare()
    }

    /// Every bounds change, scrolling included, invalidates the layout: the zoom depends on the
    /// scroll position.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    /// The flow layout's elements, cells zoomed by their distance from the visible centre.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let attributes = super.layoutAttributesForElements(in: rect)
        attributes?.forEach(zoom)
        return attributes
    }

    /// The flow layout's attributes for the item, zoomed by its distance from the visible centre.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = super.layoutAttributesForItem(at: indexPath)
        attributes.map(zoom)
        return attributes
    }

    /// The scale of an item whose centre is `distance` points from the visible centre (the formula
    /// in the type's documentation).
    ///
    /// - Parameter distance: The signed distance along the scrolling direction.
    /// - Returns: A value from 1 (at `activeDistance` and beyond) to `1 + zoomFactor` (centred).
    public func scale(forDistanceFromCenter distance: CGFloat) -> CGFloat {
        guard zooms(atDistance: distance) else { return 1 }
        return 1 + zoomFactor * (1 - abs(distance) / activeDistance)
    }

    /// Whether an item `distance` points from the visible centre is within ``activeDistance``.
    private func zooms(atDistance distance: CGFloat) -> Bool {
        activeDistance > 0 && activeDistance.isFinite && abs(distance) < activeDistance
    }

    /// The offset at which the item nearest the proposed visible centre is centred.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let size = collectionView?.bounds.size else { return proposedContentOffset }
        let horizontal = scrollDirection == .horizontal
        let proposedCenter = horizontal ? proposedContentOffset.x + size.width / 2 : proposedContentOffset.y + size.height / 2
        guard let nearest = nearestItemCenter(to: proposedCenter, near: CGRect(origin: proposedContentOffset, size: size)) else {
            return proposedContentOffset
        }
        return horizontal
            ? CGPoint(x: nearest - size.width / 2, y: proposedContentOffset.y)
            : CGPoint(x: proposedContentOffset.x, y: nearest - size.height / 2)
    }

    /// Zooms a cell's attributes by its distance from the centre of the view's bounds.
    private func zoom(_ attributes: CollectionViewLayoutAttributes) {
        guard attributes.representedElementCategory == .cell, let bounds = collectionView?.bounds else { return }
        let distance = scrollDirection == .horizontal ? attributes.center.x - bounds.midX : attributes.center.y - bounds.midY
        guard zooms(atDistance: distance) else { return }
        let scale = scale(forDistanceFromCenter: distance)
        attributes.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
        // A non-finite or absurd zoom factor must not trap in the conversion.
        let rounded = scale.rounded()
        attributes.zIndex = abs(rounded) < 1_000_000 ? Int(rounded) : 0
    }

    /// The centre, along the scrolling direction, of the cell nearest `center`: among the cells in
    /// `rect`, or among all cells when none is there (a proposal beyond the content).
    private func nearestItemCenter(to center: CGFloat, near rect: CGRect) -> CGFloat? {
        let horizontal = scrollDirection == .horizontal
        var candidates = (super.layoutAttributesForElements(in: rect) ?? []).filter { $0.representedElementCategory == .cell }
        if candidates.isEmpty {
            let content = CGRect(origin: .zero, size: collectionViewContentSize)
            candidates = (super.layoutAttributesForElements(in: content) ?? []).filter { $0.representedElementCategory == .cell }
        }
        let centers = candidates.map { horizontal ? $0.center.x : $0.center.y }
        return centers.min { abs($0 - center) < abs($1 - center) }
    }
}
