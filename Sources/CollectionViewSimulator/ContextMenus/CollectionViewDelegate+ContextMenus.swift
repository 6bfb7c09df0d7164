import Foundation

/// UIKit's defaults for the context-menu methods.
///
/// UIKit asks the iOS 16 `collectionView(_:contextMenuConfigurationForItemsAt:point:)` when the
/// delegate implements it and the iOS 13 `collectionView(_:contextMenuConfigurationForItemAt:point:)`
/// otherwise. A Swift protocol with defaults cannot tell what a delegate implements, so the view
/// always asks the iOS 16 method, and its default asks the iOS 13 one for a single item: a
/// delegate implementing either behaves as on iOS, and one implementing both is asked the iOS 16
/// one only, as on iOS.
extension CollectionViewDelegate {
    /// No menu, as UIKit when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                               point: CGPoint) -> ContextMenuConfiguration? { nil }

    /// The iOS 13 method's answer for a single item; `nil` for none or several, which the
    /// iOS 13 method cannot be asked about.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> ContextMenuConfiguration? {
        singleItemContextMenuConfiguration(collectionView, indexPaths, point)
    }

    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                               animator: (any ContextMenuInteractionAnimating)?) {}

    /// Does nothing, as UIKit when the delegate does not implement the method.
    public func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                               animator: (any ContextMenuInteractionAnimating)?) {}

    /// The iOS 16 method's default: the iOS 13 method for exactly one item, else `nil`.
    func singleItemContextMenuConfiguration(_ collectionView: CollectionView, _ indexPaths: [IndexPath],
                                            _ point: CGPoint) -> ContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
}
