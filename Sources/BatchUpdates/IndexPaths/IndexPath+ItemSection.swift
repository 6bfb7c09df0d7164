import Foundation

#if canImport(UIKit)
// UIKit declares `IndexPath(item:section:)`, `item` and `section`; its declarations are used as they are.
import UIKit
#elseif canImport(AppKit)
// AppKit declares the same members for `NSCollectionView`; its declarations are used as they are.
import AppKit
#else
extension IndexPath {
    /// Creates an index path for an item in a section, as UIKit's `IndexPath(item:section:)` does.
    ///
    /// UIKit and AppKit declare this initialiser on Apple platforms; this package declares it where
    /// neither exists (Linux), so the same source compiles everywhere.
    ///
    /// - Parameters:
    ///   - item: The item's index within its section.
    ///   - section: The section's index.
    public init(item: Int, section: Int) {
        // Two single steps keep the index path in its inline two-index storage; building it from
        // an array literal allocates the array first, which doubles the cost of a lookup.
        self.init(index: section)
        append(item)
    }

    /// The section of an index path: its first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item of an index path: its second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
