import Foundation

extension CollectionView {
    /// Whether the view is in editing mode (`UICollectionView.isEditing`, iOS 14; `false` by
    /// default). A list cell's accessories declared `.whenEditing` or `.whenNotEditing` follow it
    /// in UIKit, and app code reads it, for instance in a diffable data source's
    /// `reorderingHandlers.canReorderItem`. A ``CollectionViewController`` sets it from
    /// ``ViewController/setEditing(_:animated:)``, as UIKit's `editButtonItem` does.
    ///
    /// The simulator stores it: nothing is drawn, so accessories look the same either way, and
    /// interactive moves (``beginInteractiveMovementForItem(at:)``) do not depend on it, as in UIKit.
    public var isEditing: Bool {
        get { selection.isEditing }
        set { selection.isEditing = newValue }
    }
}
