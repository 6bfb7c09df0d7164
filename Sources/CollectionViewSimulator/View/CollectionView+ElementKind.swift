import Foundation

extension CollectionView {
    /// The element kind of a section header (`UICollectionView.elementKindSectionHeader`), with
    /// UIKit's string value.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The element kind of a section footer (`UICollectionView.elementKindSectionFooter`), with
    /// UIKit's string value.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The element kind UIKit names cells by in its reuse messages (`UICollectionElementKindCell`);
    /// cells have no kind in their layout attributes.
    nonisolated public static let elementKindCell = "UICollectionElementKindCell"
}
