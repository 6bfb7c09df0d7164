import Foundation

/// A flow layout with a decoration view behind each row (column, when scrolling horizontally):
/// the "row decoration" pattern (shelves, zebra rows), written the way it is written for UIKit as
/// an example of subclassing ``CollectionViewFlowLayout``.
///
/// After `super.prepare()` it walks each section's items and groups them into rows (an item that
/// starts before the previous one ends along the line begins a new row); each row gets a
/// decoration of kind ``rowDecorationKind`` at `IndexPath(item: row, section: section)`, spanning
/// the whole content width (height) and the row's items across, at `zIndex` −1 so it is drawn
/// behind them. The walk costs one attributes query per item, as it does in UIKit: a sample, not
/// a layout for a million items.
open class RowDecorationFlowLayout: CollectionViewFlowLayout {
    /// The decoration kind of the row backgrounds.
    public static let rowDecorationKind = "RowDecoration"

    private var rowFrames: [[CGRect]] = []

    /// Creates the layout and registers its decoration kind.
    public override init() {
        super.init()
        register(nil, forDecorationViewOfKind: Self.rowDecorationKind)
    }

    /// Creates the layout from an archive, as UIKit's `init?(coder:)`: the simulator never archives a
    /// layout, so this is the layout initialised as `init()` initialises it.
    ///
    /// - Parameter coder: The archive; ignored.
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    /// Lays out the items, then finds the rows of every section.
    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            rowFrames = []
            return
        }
        rowFrames = (0..<collectionView.numberOfSections).map { section in
            let frames = (0..<collectionView.numberOfItems(inSection: section)).compactMap {
                layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
            }
            return rows(of: frames)
        }
    }

    private func rows(of itemFrames: [CGRect]) -> [CGRect] {
        let vertical = scrollDirection == .vertical
        let content = collectionViewContentSize
        var rows: [CGRect] = []
        var previous: CGRect?
        for frame in itemFrames {
            if let last = rows.last, let previous, vertical ? frame.minX >= previous.maxX : frame.minY >= previous.maxY {
                rows[rows.count - 1] = last.union(frame)
            } else {
                rows.append(frame)
            }
            previous = frame
        }
        return rows.map { row in
            vertical
                ? CGRect(x: 0, y: row.minY, width: content.width, height: row.height)
                : CGRect(x: row.minX, y: 0, width: row.width, height: content.height)
        }
    }

    /// The flow layout's elements plus the decorations of the rows that overlap `rect`.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        for (section, rows) in rowFrames.enumerated() {
            for (row, frame) in rows.enumerated() where rectanglesOverlap(frame, rect) {
                if let decoration = layoutAttributesForDecorationView(
                    ofKind: Self.rowDecorationKind, at: IndexPath(item: row, section: section)) {
                    attributes.append(decoration)
                }
            }
        }
        return attributes
    }

    /// The decoration behind row `indexPath.item` of section `indexPath.section`.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard elementKind == Self.rowDecorationKind, indexPath.count == 2, rowFrames.indices.contains(indexPath.section),
            rowFrames[indexPath.section].indices.contains(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
        attributes.frame = rowFrames[indexPath.section][indexPath.item]
        attributes.zIndex = -1
        return attributes
    }
}
