import Foundation

/// An index path as the resolver handles it: two integers, ordered as `NSIndexPath.compare(_:)`
/// orders them. A section operation is `(section, NSNotFound)`, which sorts after every item of
/// its section, as in UIKit.
struct Position: Hashable, Comparable, Sendable {
    var section: Int
    var item: Int

    init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// The position of a whole section: `(section, NSNotFound)`.
    static func wholeSection(_ section: Int) -> Position {
        Position(section: section, item: NSNotFound)
    }

    var isWholeSection: Bool { item == NSNotFound }

    var indexPath: IndexPath { IndexPath(item: item, section: section) }

    static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}

extension IndexPath {
    /// The resolver's position for a two-index path, or `nil` for any other length.
    var position: Position? {
        count == 2 ? Position(section: self[0], item: self[1]) : nil
    }
}
