import BatchUpdates
import Foundation

/// The one identity of an element of a collection view: a cell, a supplementary view of a kind or a
/// decoration view of a kind, at an index path.
///
/// It is what the engine keys views by, what tracks and hooks name, and what scenario files write.
/// Its order is the one stable order of every listing: cells, then supplementary views, then
/// decoration views; by section, then item; then by kind. Its text form is parsed and printed in
/// one place (``description`` and ``init(_:)``): `cell 0-3`, `header 1`, `footer 1`,
/// `supplementary KIND 0-2`, `decoration KIND 0-1`; it is also its `Codable` form.
///
/// ```swift
/// let id = ElementID.cell(IndexPath(item: 3, section: 0))
/// id.description                        // "cell 0-3"
/// ElementID("header 1") == .header(1)   // true
/// ```
public struct ElementID: Sendable, Hashable {
    /// Which kind of view, with the kind string of supplementary and decoration views.
    public enum Role: Sendable, Hashable {
        /// A cell, identified by its item's index path.
        case cell
        /// A supplementary view of a kind (headers and footers are the flow layout's two kinds).
        case supplementary(kind: String)
        /// A decoration view of a kind.
        case decoration(kind: String)
    }

    /// Which kind of view.
    public var role: Role
    /// The element's index path, `[section, item]`.
    public var indexPath: IndexPath {
        didSet { pair = Self.pair(of: indexPath) }
    }
    /// The section and item of a two-index path (nearly every element's), read once: hashing,
    /// comparing and ordering elements read them many times, and `IndexPath`'s accessors cost
    /// several times what reading two numbers does. `nil` for a path of another length.
    private var pair: Pair?

    /// A two-index path's numbers.
    private struct Pair: Sendable, Equatable {
        let section: Int
        let item: Int

        /// The word the hashes feed: the section in the high half, the item in the low half
        /// (values past 32 bits only share bits; `==` tells such hashes apart).
        var word: UInt64 { UInt64(truncatingIfNeeded: section) &<< 32 ^ UInt64(truncatingIfNeeded: item) }
    }

    /// Creates an identity.
    ///
    /// - Parameters:
    ///   - role: Cell, supplementary view of a kind or decoration view of a kind.
    ///   - indexPath: The element's index path.
    public init(_ role: Role, at indexPath: IndexPath) {
        self.role = role
        self.indexPath = indexPath
        pair = Self.pair(of: indexPath)
    }

    private static func pair(of indexPath: IndexPath) -> Pair? {
        indexPath.count == 2 ? Pair(section: indexPath[0], item: indexPath[1]) : nil
    }

    /// The element a set of layout attributes describes.
    ///
    /// - Parameter attributes: Attributes with a category, a kind (for supplementary and decoration
    ///   views) and an index path.
    @MainActor public init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind,
                  indexPath: attributes.indexPath)
    }

    /// Whether `attributes` describe this element (`ElementID(attributes) == self`), their index
    /// path compared first: a search through many attributes rejects most by it alone.
    @MainActor func isElement(of attributes: CollectionViewLayoutAttributes) -> Bool {
        attributes.indexPath == indexPath && ElementID(attributes) == self
    }

    /// The element of a UIKit category and kind (the kind is ignored for a cell; a missing kind is
    /// the empty kind).
    ///
    /// - Parameters:
    ///   - category: UIKit's element category.
    ///   - kind: The supplementary or decoration kind.
    ///   - indexPath: The element's index path.
    public init(category: CollectionView.ElementCategory, kind: String?, indexPath: IndexPath) {
        switch category {
        case .cell: self.init(.cell, at: indexPath)
        case .supplementaryView: self.init(.supplementary(kind: kind ?? ""), at: indexPath)
        case .decorationView: self.init(.decoration(kind: kind ?? ""), at: indexPath)
        }
    }

    /// The cell at `indexPath`.
    public static func cell(_ indexPath: IndexPath) -> ElementID {
        ElementID(.cell, at: indexPath)
    }

    /// The section header of `section` (a flow layout's header: item 0).
    public static func header(_ section: Int) -> ElementID {
        .supplementary(CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    /// The section footer of `section` (item 0).
    public static func footer(_ section: Int) -> ElementID {
        .supplementary(CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
    }

    /// A supplementary view of `kind` at `indexPath`.
    public static func supplementary(_ kind: String, at indexPath: IndexPath) -> ElementID {
        ElementID(.supplementary(kind: kind), at: indexPath)
    }

    /// A decoration view of `kind` at `indexPath`.
    public static func decoration(_ kind: String, at indexPath: IndexPath) -> ElementID {
        ElementID(.decoration(kind: kind), at: indexPath)
    }

    /// UIKit's category: `representedElementCategory`.
    /// Whether the element is a supplementary view.
    var isSupplementaryView: Bool { category == .supplementaryView }

    public var category: CollectionView.ElementCategory {
        switch role {
        case .cell: .cell
        case .supplementary: .supplementaryView
        case .decoration: .decorationView
        }
    }

    /// The supplementary or decoration kind (`representedElementKind`); `nil` for a cell.
    public var kind: String? {
        switch role {
        case .cell: nil
        case .supplementary(let kind), .decoration(let kind): kind
        }
    }

    /// The same element at another index path (where an update moves it).
    ///
    /// - Parameter indexPath: The new index path.
    /// - Returns: An identity with the same role.
    public func moved(to indexPath: IndexPath) -> ElementID {
        ElementID(role, at: indexPath)
    }

    /// Hashes the role's category and the index path, a two-index path by its section and item:
    /// values `==` compares, fed faster than `IndexPath`'s own hashing (which dominated the engine's
    /// dictionaries on Linux). A cell's two-index path, the key of nearly every lookup, is fed as
    /// one word: its section in the high half and its item in the low half (values past 32 bits
    /// only share bits, and a shared hash is still told apart by `==`). The kind is left out:
    /// hashing its text cost more than the few elements of one category at one index path that
    /// then share a hash (a section's header and footer) cost `==`.
    public func hash(into hasher: inout Hasher) {
        if let pair, case .cell = role {
            hasher.combine(pair.word)
            return
        }
        hasher.combine(category.rawValue)
        if let pair {
            hasher.combine(pair.section)
            hasher.combine(pair.item)
        } else {
            hasher.combine(indexPath)
        }
    }

    /// The hash `Set` and `Dictionary` ask for: an element at a two-index path (a cell, the key of
    /// nearly every lookup, or a header) as one word, mixed with the table's seed by SplitMix64's
    /// finaliser, instead of through a `Hasher` that is created, fed and finalized per lookup
    /// (SipHash, several times the cost, was 2–3% of an update and of the fuzzer: callgrind,
    /// 2026-11-28). The word is ``hash(into:)``'s cell word with the category in its top bits (a
    /// cell's is 0); the seed, spread first, still gives each table its own order. Other paths hash
    /// as ``hash(into:)`` says, with the seed. (Hashed collections call this requirement; a
    /// `Hasher` fed an `ElementID` calls ``hash(into:)``: each agrees with `==`.) The package's one
    /// underscored requirement, for a measured reason.
    public func _rawHashValue(seed: Int) -> Int {
        guard let pair else {
            var hasher = Hasher()
            hasher.combine(seed)
            hash(into: &hasher)
            return hasher.finalize()
        }
        let word = pair.word ^ UInt64(category.rawValue) &<< 62
        return Int(truncatingIfNeeded: SplitMix64.finalized(word ^ UInt64(truncatingIfNeeded: seed) &* SplitMix64.increment))
    }

    /// The same role at the same index path; two-index paths compared by their numbers, and two
    /// cells without comparing kinds.
    public static func == (lhs: ElementID, rhs: ElementID) -> Bool {
        switch (lhs.pair, rhs.pair) {
        case let (left?, right?): guard left == right else { return false }
        case (nil, nil): guard lhs.indexPath == rhs.indexPath else { return false }
        default: return false
        }
        if case .cell = lhs.role, case .cell = rhs.role { return true }
        return lhs.role == rhs.role
    }
}

extension ElementID: Comparable {
    /// The stable order: category (cells, supplementary, decoration), section, item, kind.
    public static func < (lhs: ElementID, rhs: ElementID) -> Bool {
        let (left, right) = (lhs.category.rawValue, rhs.category.rawValue)
        if left != right { return left < right }
        if let leftPair = lhs.pair, let rightPair = rhs.pair {
            if leftPair != rightPair { return (leftPair.section, leftPair.item) < (rightPair.section, rightPair.item) }
        } else {
            if precedes(lhs.indexPath, rhs.indexPath) { return true }
            if precedes(rhs.indexPath, lhs.indexPath) { return false }
        }
        return (lhs.kind ?? "") < (rhs.kind ?? "")
    }

    /// Index path order (section, then item; a shorter path before the longer one it starts):
    /// `lexicographicallyPrecedes`, with two-index paths compared by their two numbers, which
    /// costs several times less than the generic walk.
    static func precedes(_ lhs: IndexPath, _ rhs: IndexPath) -> Bool {
        guard lhs.count == 2, rhs.count == 2 else { return lhs.lexicographicallyPrecedes(rhs) }
        let (leftSection, rightSection) = (lhs[0], rhs[0])
        return leftSection != rightSection ? leftSection < rightSection : lhs[1] < rhs[1]
    }

    /// The numbers that order the element before its kind: category, section, item; `nil` for an
    /// index path of another length.
    var orderNumbers: (category: Int, section: Int, item: Int)? {
        guard let pair else { return nil }
        return (category.rawValue, pair.section, pair.item)
    }
}

extension Sequence where Element == ElementID {
    /// The elements in ``ElementID``'s order (`<`), as the standard library's `sorted()` gives
    /// them, comparing numbers read once from each element instead of reading its index path at
    /// every comparison: every change sorts the elements on screen several times, and through the
    /// index path's accessors that sorting was a large part of a batch update's cost. Elements
    /// the numbers do not tell apart are compared with `<` (``ElementID/orderedPositions(count:element:tieBreak:)``).
    ///
    /// - Returns: The elements, sorted.
    func sorted() -> [ElementID] {
        let elements = Array(self)
        let order = ElementID.orderedPositions(count: elements.count, element: { elements[$0] }) { elements[$0] < elements[$1] }
        var sorted: [ElementID] = []
        sorted.reserveCapacity(elements.count)
        for position in order { sorted.append(elements[position]) }
        return sorted
    }
}
