// UIKit's table-view spelling of an index path, which collection-view layouts use too. UIKit
// declares it where it exists; AppKit (macOS) and Linux do not.
#if !canImport(UIKit)
import Foundation

extension IndexPath {
    /// Creates an index path for a row in a section (UIKit's `IndexPath(row:section:)`): the same
    /// as `IndexPath(item: row, section: section)`.
    ///
    /// - Parameters:
    ///   - row: The row's (item's) index within its section.
    ///   - section: The section's index.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The row of an index path: its item.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
#endif
