import Foundation

extension CollectionView {
    /// Registers a class for creating new cells (UIKit's `register(_:forCellWithReuseIdentifier:)`).
    ///
    /// As UIKit's documentation says: a class registered again under the same identifier replaces
    /// the old entry, and `nil` unregisters the identifier. A class that is not a
    /// ``CollectionViewCell`` registers nothing and records UIKit's exception
    /// (``CellReuseError/notACellClass(className:identifier:)``) in ``reuseErrors``.
    ///
    /// ```swift
    /// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    /// ```
    ///
    /// - Parameters:
    ///   - cellClass: A ``CollectionViewCell`` subclass, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let key = ReuseKey(kind: Self.elementKindCell, identifier: identifier)
        guard let cellClass else { return cells.register(nil, for: key) }
        guard let viewClass = cellClass as? CollectionViewCell.Type else {
            return cells.errors.append(.notACellClass(className: String(describing: cellClass), identifier: identifier))
        }
        cells.register(viewClass, for: key)
    }

    /// Registers a class for creating supplementary views of a kind (UIKit's
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`), with the same rules as
    /// ``register(_:forCellWithReuseIdentifier:)``; the class must be a ``CollectionReusableView``.
    ///
    /// - Parameters:
    ///   - viewClass: A ``CollectionReusableView`` subclass, or `nil` to unregister.
    ///   - elementKind: The supplementary view's kind, as the layout names it.
    ///   - identifier: The reuse identifier.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else { return cells.register(nil, for: key) }
        guard let reusable = viewClass as? CollectionReusableView.Type else {
            return cells.errors.append(.notAReusableViewClass(className: String(describing: viewClass), kind: elementKind,
                                                              identifier: identifier))
        }
        cells.register(reusable, for: key)
    }

    /// A cell for the data source's `collectionView(_:cellForItemAt:)` (UIKit's
    /// `dequeueReusableCell(withReuseIdentifier:for:)`): a cell of the identifier's pool that
    /// ended display, after its `prepareForReuse()`, or a new one of the registered class
    /// (created through ``CollectionReusableView/init(reuseFrame:)``, so its own `init(frame:)` runs).
    ///
    /// As UIKit's documentation of the method and of `prepareForReuse()` say: a new cell is made
    /// from the registered class when the identifier's queue is empty, and a reused one gets
    /// `prepareForReuse()` "before the corresponding dequeue method returns the view to your code".
    /// The collection view sizes and places the cell (`apply(_:)`) after the data source returns
    /// it. While a diffable data source reconfigures an item, the dequeue returns the item's
    /// existing cell, without `prepareForReuse()` (see
    /// ``CollectionViewDiffableDataSource/cellProvider``).
    ///
    /// An identifier with no registered class raises UIKit's exception
    /// (``CellReuseError/notRegistered(kind:identifier:)``). UIKit's method cannot throw, so this
    /// one returns a plain stand-in cell and the exception becomes the error a batch update in
    /// progress throws; it is always kept in ``reuseErrors``.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier the cell's class was registered with.
    ///   - indexPath: The item the cell is for.
    /// - Returns: A reused or new cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = cells.reconfiguring {
            cells.reconfiguring = nil
            return cell
        }
        let key = ReuseKey(kind: Self.elementKindCell, identifier: identifier)
        if let cell = engine.dequeueReusableView(key, for: .cell(indexPath)) as? CollectionViewCell { return cell }
        raise(.notRegistered(kind: key.kind, identifier: identifier))
        return engine.standIn(CollectionViewCell(frame: .zero), key, for: .cell(indexPath))
    }

    /// A supplementary view for the data source's
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` (UIKit's
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`): reused from the pool
    /// of its kind and identifier or new, with the rules and exceptions of
    /// ``dequeueReusableCell(withReuseIdentifier:for:)``.
    ///
    /// - Parameters:
    ///   - elementKind: The supplementary view's kind.
    ///   - identifier: The reuse identifier its class was registered with.
    ///   - indexPath: The element's index path.
    /// - Returns: A reused or new view.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        let element = ElementID.supplementary(elementKind, at: indexPath)
        if let view = engine.dequeueReusableView(key, for: element) { return view }
        raise(.notRegistered(kind: elementKind, identifier: identifier))
        return engine.standIn(CollectionReusableView(frame: .zero), key, for: element)
    }

    /// UIKit's exceptions about registering and dequeuing views so far, in order (see
    /// ``CellReuseError``): what UIKit would have stopped the app with. A batch update also throws
    /// the first one raised while it runs.
    public var reuseErrors: [CellReuseError] { cells.errors }

    /// Runs a data source's configuration of the item's cell on screen again: the cell dequeue
    /// inside `configure` returns that cell, as UIKit's `reconfigureItems(_:)` does. Nothing
    /// happens when the item has no cell on screen.
    func reconfigureCell(at indexPath: IndexPath, _ configure: () -> CollectionViewCell?) {
        guard let cell = cellForItem(at: indexPath) else { return }
        cells.reconfiguring = cell
        defer { cells.reconfiguring = nil }
        _ = configure()
    }

    /// Records a reuse exception; a batch update in progress throws the first one once it ends.
    func raise(_ error: CellReuseError) {
        cells.errors.append(error)
    }
}
