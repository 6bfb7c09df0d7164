import BatchUpdates
import Foundation
import Keyframes

/// A stack of cards: every item of section 0 at the centre of the view, each one a little lower,
/// smaller and further back than the one before, written the way it is written for UIKit as an
/// example of a custom layout with no flow at all.
///
/// Item `i` (of `n`) is ``itemSize``, centred at `(midX, midY + i · itemOffset)` of the view,
/// scaled by `1 − i · scaleStep` (never below 0; a card scaled to 0 is hidden) and at zIndex
/// `n − 1 − i`, so item 0 is on top. The content is exactly the view's size.
///
/// Updates: the providers are called for every element on screen, so the layout remembers the
/// inserted and deleted index paths in ``prepare(forCollectionViewUpdates:)`` and changes only
/// those, after calling `super`: an inserted card slides in from below (it starts centred just
/// below the visible rectangle, opaque); a deleted card flies up and fades (it ends centred just
/// above the visible rectangle, transparent). The other cards get what `super` returns, so they
/// slide to their new places in the stack. An ``CollectionViewLayout/appearingEffect`` or
/// ``CollectionViewLayout/disappearingEffect`` still sets the values the layout leaves alone
/// (scale, rotation, zIndex); the centre and alpha are the layout's.
open class StackLayout: CollectionViewLayout {
    /// The size of every card (default 200 × 280).
    public var itemSize = CGSize(width: 200, height: 280) { didSet { invalidateLayout() } }
    /// How much lower each card sits than the one above it, in points (default 8).
    public var itemOffset: CGFloat = 8 { didSet { invalidateLayout() } }
    /// How much smaller each card is than the one above it, as a fraction of its size (default
    /// 0.04).
    public var scaleStep: CGFloat = 0.04 { didSet { invalidateLayout() } }

    /// The centre of the top card: the centre of the view's frame size.
    public private(set) var center: CGPoint = .zero
    /// The number of items in section 0.
    public private(set) var cellCount = 0

    private var insertIndexPaths: [IndexPath] = []
    private var deleteIndexPaths: [IndexPath] = []

    /// Creates a stack layout.
    public override init() {
        super.init()
    }

    /// Creates a stack layout from an archive, as UIKit's `init?(coder:)`: the simulator never archives a
    /// layout, so this is a stack layout initialised as `init()` initialises it.
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
    }

    /// The view's size.
    open override var collectionViewContentSize: CGSize {
        collectionView?.frame.size ?? .zero
    }

    /// Card `i`: lower by `i · itemOffset`, scaled by `1 − i · scaleStep`, at zIndex `n − 1 − i`;
    /// `nil` outside section 0's items.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, indexPath.section == 0, indexPath.item >= 0, indexPath.item < cellCount else { return nil }
        let depth = CGFloat(indexPath.item)
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        attributes.center = CGPoint(x: center.x, y: center.y + depth * itemOffset)
        let scale = max(0, 1 - depth * scaleStep)
        attributes.transform3D = Transform3D(scaleX: scale, y: scale, z: 1)
        attributes.isHidden = scale == 0
        attributes.zIndex = cellCount - 1 - indexPath.item
        return attributes
    }

    /// The cards whose frames overlap `rect`, top card first.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { rectanglesOverlap($0.frame, rect) }
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

    /// An inserted card starts just below the visible rectangle, opaque; others get `super`'s
    /// answer.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        var attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if insertIndexPaths.contains(itemIndexPath), let visible = collectionView?.bounds {
            if attributes == nil { attributes = layoutAttributesForItem(at: itemIndexPath) }
            attributes?.center = CGPoint(x: center.x, y: visible.maxY + itemSize.height / 2)
            attributes?.alpha = 1
        }
        return attributes
    }

    /// A deleted card ends just above the visible rectangle, transparent; others get `super`'s
    /// answer.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        var attributes = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
        if deleteIndexPaths.contains(itemIndexPath), let visible = collectionView?.bounds {
            if attributes == nil { attributes = layoutAttributesForItem(at: itemIndexPath) }
            attributes?.center = CGPoint(x: center.x, y: visible.minY - itemSize.height / 2)
            attributes?.alpha = 0
        }
        return attributes
    }
}
