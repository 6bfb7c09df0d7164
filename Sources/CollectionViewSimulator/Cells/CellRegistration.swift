import Foundation

extension CollectionView {
    /// How to make and configure the cells of one kind of item (UIKit's
    /// `UICollectionView.CellRegistration<Cell, Item>`, iOS 14): a cell class and a handler that
    /// configures a cell for an item.
    ///
    /// ```swift
    /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
    ///     var content = cell.defaultContentConfiguration()
    ///     content.text = title
    ///     cell.contentConfiguration = content
    /// }
    /// // in the cell provider:
    /// collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    /// ```
    ///
    /// The view registers the class under the registration's own reuse identifier the first time
    /// the registration is used (``dequeueConfiguredReusableCell(using:for:item:)``), so its cells
    /// are pooled and reused like any registered class. UIKit's `init(cellNib:handler:)` is left
    /// out: the simulator loads no nibs.
    @MainActor
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// The configuration of a dequeued cell: `(cell, indexPath, item)`.
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The handler the dequeue runs on every cell it returns.
        let handler: Handler
        /// The reuse identifier the view registers `Cell` under: one per registration.
        let reuseIdentifier: String

        /// A registration of `Cell` configured by `handler`.
        ///
        /// - Parameter handler: Configures each dequeued cell for its item.
        public init(handler: @escaping Handler) {
            self.handler = handler
            self.reuseIdentifier = RegistrationIdentity.next("CellRegistration<\(Cell.self)>")
        }
    }

    /// How to make and configure the supplementary views of one kind (UIKit's
    /// `UICollectionView.SupplementaryRegistration<Supplementary>`, iOS 14): a view class, the
    /// element kind it shows and a handler that configures a view for an index path.
    ///
    /// ```swift
    /// let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
    ///     elementKind: UICollectionView.elementKindSectionHeader) { view, kind, indexPath in
    ///     var content = UIListContentConfiguration.groupedHeader()
    ///     content.text = "Section \(indexPath.section)"
    ///     view.contentConfiguration = content
    /// }
    /// dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
    ///     collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    /// }
    /// ```
    ///
    /// UIKit's `init(supplementaryNib:elementKind:handler:)` is left out: the simulator loads no nibs.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// The configuration of a dequeued view: `(view, elementKind, indexPath)`.
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        /// The element kind the registration's views show.
        public let elementKind: String
        /// The handler the dequeue runs on every view it returns.
        let handler: Handler
        /// The reuse identifier the view registers `Supplementary` under: one per registration.
        let reuseIdentifier: String

        /// A registration of `Supplementary` for views of `elementKind`, configured by `handler`.
        ///
        /// - Parameters:
        ///   - elementKind: The kind of supplementary element, as the layout names it.
        ///   - handler: Configures each dequeued view.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            self.reuseIdentifier = RegistrationIdentity.next("SupplementaryRegistration<\(Supplementary.self)>")
        }
    }
}

/// The reuse identifiers of registrations: each registration gets its own, so two registrations
/// of one class keep separate pools, as UIKit's do.
enum RegistrationIdentity {
    /// A new identifier starting with `prefix`.
    static func next(_ prefix: String) -> String {
        "\(prefix)#\(UUID().uuidString)"
    }
}
