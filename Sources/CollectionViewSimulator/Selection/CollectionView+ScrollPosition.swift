import Foundation

extension CollectionView {
    /// Where ``scrollToItem(at:at:animated:fileID:filePath:line:column:)`` and
    /// ``selectItem(at:animated:scrollPosition:fileID:filePath:line:column:)`` put an item in the
    /// visible area (`UICollectionView.ScrollPosition`): at most one vertical and one horizontal
    /// option count; `[]` does not scroll.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates a position from its raw bits.
        ///
        /// - Parameter rawValue: The bits, UIKit's values.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Scroll so that the item is at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Scroll so that the item is centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// Scroll so that the item is at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// Scroll so that the item is at the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Scroll so that the item is centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// Scroll so that the item is at the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
