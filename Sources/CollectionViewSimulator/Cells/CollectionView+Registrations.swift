import Foundation

/// The iOS 14 way to make views: dequeuing through a registration runs its handler.
extension CollectionView {
    /// A cell for an item, configured by a registration's handler (UIKit's
    /// `dequeueConfiguredReusableCell(using:for:item:)`): the registration's class is registered
    /// under its own identifier on first use, the cell is dequeued as
    /// ``dequeueReusableCell(withReuseIdentifier:for:)`` does (reused after `prepareForReuse()`
    /// or new, logged in ``displayEvents``), then the handler runs on it before it is returned.
    ///
    /// While a diffable data source reconfigures an item, the item's existing cell is returned
    /// and configured again, as UIKit's `reconfigureItems(_:)` does. With a `nil` item the cell
    /// is returned without running the handler (UIKit's documentation does not say what its
    /// handler, which takes a non-optional item, gets then).
    ///
    /// - Parameters:
    ///   - registration: The cell class and its configuration.
    ///   - indexPath: The item the cell is for.
    ///   - item: The item's identifier or model, passed to the handler.
    /// - Returns: The configured cell.
    public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let key = ReuseKey(kind: Self.elementKindCell, identifier: registration.reuseIdentifier)
        if cells.registrations[key] == nil { cells.register(Cell.self, for: key) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(reuseFrame: .zero)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view configured by a registration's handler (UIKit's
    /// `dequeueConfiguredReusableSupplementary(using:for:)`): registered on first use, dequeued
    /// as ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`` does for the
    /// registration's element kind, then configured by the handler.
    ///
    /// - Parameters:
    ///   - registration: The view class, its element kind and its configuration.
    ///   - indexPath: The element's index path.
    /// - Returns: The configured view.
    public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let key = ReuseKey(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if cells.registrations[key] == nil { cells.register(Supplementary.self, for: key) }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(reuseFrame: .zero)
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
