// UIKit's table-view spelling of an index path, which collection-view layouts use too. UIKit
// declares it; AppKit (macOS) and Linux do not. `@_disfavoredOverload`, as BatchUpdates' `item`
// and `section` are, so a file that also imports UIKit gets UIKit's without ambiguity.
import BatchUpdates
import Foundation

extension IndexPath {
    /// Creates an index path for a row in a section (UIKit's `IndexPath(row:section:)`): the same
    /// as `IndexPath(item: row, section: section)`.
    ///
    /// - Parameters:
    ///   - row: The row's (item's) index within its section.
    ///   - section: The section's index.
    @_disfavoredOverload
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The row of an index path: its item.
    @_disfavoredOverload
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
