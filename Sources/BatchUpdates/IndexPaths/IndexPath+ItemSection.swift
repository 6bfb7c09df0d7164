import Foundation

// UIKit's `IndexPath(item:section:)`, `item` and `section`, declared here on every platform so that
// every module (and every user file) resolves them through the same import, BatchUpdates, which the
// other modules re-export. UIKit and AppKit declare the same members on Apple platforms; these are
// `@_disfavoredOverload`, so in a file that also imports UIKit or AppKit theirs are chosen and the
// call is not ambiguous, and no product links AppKit to get them.
extension IndexPath {
    /// Creates an index path for an item in a section, as UIKit's `IndexPath(item:section:)` does.
    ///
    /// - Parameters:
    ///   - item: The item's index within its section.
    ///   - section: The section's index.
    @_disfavoredOverload
    public init(item: Int, section: Int) {
        // Two single steps keep the index path in its inline two-index storage; building it from
        // an array literal allocates the array first, which doubles the cost of a lookup.
        self.init(index: section)
        append(item)
    }

    /// The section of an index path: its first index.
    @_disfavoredOverload
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The item of an index path: its second index.
    @_disfavoredOverload
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
