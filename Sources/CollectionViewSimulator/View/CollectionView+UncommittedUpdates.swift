extension CollectionView {
    /// Whether the view shows changes its data source does not have yet
    /// (`UICollectionView.hasUncommittedUpdates`): in UIKit, drop placeholders or a reorder while a
    /// drop is handled. The simulator has no drag and drop, so it is always `false`, inside a
    /// `performBatchUpdates` closure and during an interactive movement too, as in UIKit.
    public var hasUncommittedUpdates: Bool { false }
}
