import Foundation

/// The identity of an element in one state of a layout: its category, kind and index path.
struct ElementKey: Hashable {
    /// Cell, supplementary or decoration view.
    var category: CollectionView.ElementCategory
    /// The supplementary or decoration kind; `nil` for cells.
    var kind: String?
    /// The element's index path.
    var indexPath: IndexPath

    /// The key of the element that a set of attributes describes.
    init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(
            category: attributes.representedElementCategory, kind: attributes.representedElementKind,
            indexPath: attributes.indexPath)
    }

    /// A key from its parts.
    init(category: CollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// The same element at another index path.
    func moved(to indexPath: IndexPath) -> ElementKey {
        ElementKey(category: category, kind: kind, indexPath: indexPath)
    }
}
