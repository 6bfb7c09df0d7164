import Foundation

extension CollectionView {
    /// What kind of view a set of layout attributes describes: `UICollectionView.ElementCategory`,
    /// with UIKit's raw values.
    public enum ElementCategory: Int, Sendable, Hashable, Codable, CustomStringConvertible {
        /// A cell, identified by its item's index path.
        case cell = 0
        /// A supplementary view (a header, a footer, or a kind of the layout's own).
        case supplementaryView = 1
        /// A decoration view, owned by the layout and unrelated to the data.
        case decorationView = 2

        /// `cell`, `supplementaryView` or `decorationView`.
        public var description: String {
            switch self {
            case .cell: "cell"
            case .supplementaryView: "supplementaryView"
            case .decorationView: "decorationView"
            }
        }
    }
}
