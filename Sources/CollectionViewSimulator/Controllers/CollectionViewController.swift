import Foundation

/// A screen whose root view is a collection view (UIKit's `UICollectionViewController`, the name
/// UIKitCompatibility gives it): it creates the view with its layout when the view loads, and is
/// the view's data source and delegate, so a subclass overrides the data-source methods
/// (`override func collectionView(_:numberOfItemsInSection:)` …) as in UIKit.
///
/// ```swift
/// let controller = PhotosViewController(collectionViewLayout: UICollectionViewFlowLayout())
/// controller.loadViewIfNeeded()                              // viewDidLoad registers and loads
/// controller.beginAppearanceTransition(true, animated: false)   // clears the selection
/// controller.collectionView.performBatchUpdates { … }
/// ```
///
/// The collection view holds its data source and delegate strongly (see
/// ``CollectionView/dataSource``), so the controller and its view keep each other alive.
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let initialLayout: CollectionViewLayout
    private var storedCollectionView: CollectionView?

    /// Whether the collection view's built-in long-press reordering is on (UIKit's default `true`).
    /// The simulator has no gestures: recorded for code that reads it; drive reordering with the
    /// view's `beginInteractiveMovementForItem(at:)` methods.
    open var installsStandardGestureForInteractiveMovement = true

    /// Whether ``viewWillAppear(_:)`` deselects the selected items (UIKit's default `true`).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether pushing this controller animates a layout-to-layout transition (UIKit's default
    /// `false`). A ``NavigationController`` push animates nothing: recorded for code that reads it.
    open var useLayoutToLayoutNavigationTransitions = false

    /// Creates a controller whose collection view will use `layout`.
    ///
    /// - Parameter layout: The layout of the collection view the controller creates.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init()
    }

    /// Creates a controller from an archive (UIKit's `init?(coder:)`): the simulator never archives,
    /// so this is a controller with a flow layout.
    ///
    /// - Parameter coder: The archive; ignored.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, created with the layout when the view loads: reading it loads the
    /// view. Setting it replaces the root view and makes the controller its data source and
    /// delegate.
    open var collectionView: CollectionView! {
        get {
            loadViewIfNeeded()
            return storedCollectionView
        }
        set {
            storedCollectionView = newValue
            view = newValue
            newValue?.dataSource = self
            newValue?.delegate = self
        }
    }

    /// The collection view's layout (the one given at creation until the view loads).
    open var collectionViewLayout: CollectionViewLayout {
        storedCollectionView?.collectionViewLayout ?? initialLayout
    }

    /// Creates the collection view with the layout, of ``ViewController/defaultViewFrame``'s size,
    /// as the root view, the controller being its data source and delegate.
    open override func loadView() {
        collectionView = CollectionView(frame: Self.defaultViewFrame, collectionViewLayout: initialLayout)
    }

    /// Enters or leaves editing mode and puts the collection view in the same mode
    /// (``CollectionView/isEditing``), so a list's `.whenEditing` accessories and a reordering
    /// handler that reads the view's `isEditing` follow the screen's edit button.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether the change is animated.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    /// Deselects every selected item when ``clearsSelectionOnViewWillAppear`` is `true`, as UIKit
    /// does; overrides call `super`.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let view = storedCollectionView else { return }
        for indexPath in view.indexPathsForSelectedItems ?? [] { view.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: Data source and delegate, for subclasses to override

    /// One section, as UIKit assumes; override it.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No items; override it.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell from the simulator's built-in registration; override it to dequeue your own.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: CellStore.builtInIdentifier, for: indexPath)
    }

    /// A plain view of the kind from the simulator's built-in registration; override it.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: CellStore.builtInIdentifier, for: indexPath)
    }

    /// Does nothing; override it.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// Does nothing; override it.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// Does nothing; override it.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}

    /// Does nothing; override it.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}

    /// Does nothing; override it (UIKit calls it whenever the offset changes: see
    /// ``CollectionViewDelegate/scrollViewDidScroll(_:)``).
    open func scrollViewDidScroll(_ scrollView: CollectionView) {}

    /// Does nothing; override it.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: CollectionView) {}

    /// Does nothing; override it.
    open func scrollViewWillBeginDecelerating(_ scrollView: CollectionView) {}

    /// Does nothing; override it.
    open func scrollViewDidEndDecelerating(_ scrollView: CollectionView) {}

    /// Does nothing; override it.
    open func scrollViewWillBeginDragging(_ scrollView: CollectionView) {}

    /// Leaves the target as the layout answered; override it to move it (write `targetContentOffset.pointee`).
    open func scrollViewWillEndDragging(_ scrollView: CollectionView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}

    /// Does nothing; override it.
    open func scrollViewDidEndDragging(_ scrollView: CollectionView, willDecelerate decelerate: Bool) {}

    /// No menu; override it (or the iOS 16 method, which asks this one for a single item).
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> ContextMenuConfiguration? { nil }

    /// The iOS 13 method's answer for a single item, `nil` otherwise; override it.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> ContextMenuConfiguration? {
        singleItemContextMenuConfiguration(collectionView, indexPaths, point)
    }

    /// Does nothing; override it.
    open func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                             animator: (any ContextMenuInteractionAnimating)?) {}

    /// Does nothing; override it.
    open func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                             animator: (any ContextMenuInteractionAnimating)?) {}
}
