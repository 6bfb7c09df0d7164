import BatchUpdates
import Foundation
import Keyframes

/// Apple's WWDC 2012 `CircleLayout` sample ("Advanced Collection Views and Building Custom
/// Layouts"), with Mark Pospesel's fix for the iOS 6 release, written the way it is written for
/// UIKit: an example of subclassing ``CollectionViewLayout``.
///
/// Section 0's items, 70 × 70, sit evenly on a circle of radius `min(width, height) / 2.5` around
/// the view's centre, item 0 at angle 0 (to the right), going clockwise on screen. The content is
/// exactly the view's size.
///
/// Updates: the providers are called for every element on screen, not only for inserted or deleted
/// ones, so the layout remembers the inserted and deleted index paths in
/// ``prepare(forCollectionViewUpdates:)`` and changes only those: inserted items start at the centre,
/// transparent; deleted items end at the centre, scaled to 0.1, transparent. Everything else gets
/// what `super` returns.
open class CircleLayout: CollectionViewLayout {
    /// The width and height of every item (the sample's `ITEM_SIZE`).
    public static let itemSize: CGFloat = 70

    /// The centre of the circle: the centre of the view's frame size.
    public private(set) var center: CGPoint = .zero
    /// The radius of the circle.
    public private(set) var radius: CGFloat = 0
    /// The number of items in section 0.
    public private(set) var cellCount = 0

    private var insertIndexPaths: [IndexPath] = []
    private var deleteIndexPaths: [IndexPath] = []

    /// Creates a circle layout.
    public override init() {
        super.init()
    }

    /// Creates a circle layout from an archive, as UIKit's `init?(coder:)`: the simulator never archives a
    /// layout, so this is a circle layout initialised as `init()` initialises it.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Reads the view's size and the item count.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let size = collectionView.frame.size
        cellCount = collectionView.numberOfSections > 0 ? collectionView.numberOfItems(inSection: 0) : 0
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2.5
    }

    /// The view's size.
    open override var collectionViewContentSize: CGSize {
        collectionView?.frame.size ?? .zero
    }

    /// Item `i` of `n` at angle `2πi / n`, 70 × 70; `nil` outside section 0's items.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < cellCount else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = CGSize(width: Self.itemSize, height: Self.itemSize)
        let angle = 2 * CGFloat(indexPath.item) * .pi / CGFloat(cellCount)
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    /// Every item, whatever the rectangle (as the sample does: they are all on screen).
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    /// Remembers which index paths the update inserts and deletes.
    open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            if update.updateAction == .delete, let indexPath = update.indexPathBeforeUpdate {
                deleteIndexPaths.append(indexPath)
            } else if update.updateAction == .insert, let indexPath = update.indexPathAfterUpdate {
                insertIndexPaths.append(indexPath)
            }
        }
    }

    /// Forgets the update's index paths.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        deleteIndexPaths = []
        insertIndexPaths = []
    }

    /// Inserted items start at the centre, transparent; others get `super`'s answer.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        var attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertIndexPaths.contains(itemIndexPath) {
            if attributes == nil { attributes = layoutAttributesForItem(at: itemIndexPath) }
            attributes?.alpha = 0
            attributes?.center = center
        }
        return attributes
    }

    /// Deleted items end at the centre, scaled to 0.1, transparent; others get `super`'s answer.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        var attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deleteIndexPaths.contains(itemIndexPath) {
            if attributes == nil { attributes = layoutAttributesForItem(at: itemIndexPath) }
            attributes?.alpha = 0
            attributes?.center = center
            attributes?.transform3D = Transform3D(scaleX: 0.1, y: 0.1, z: 1)
        }
        return attributes
    }
}
