import CollectionViewSimulator
import Foundation

/// A deliberately broken flow layout: it remembers the most items each section ever had and keeps
/// answering `layoutAttributesForElements(in:)` for them, so after a delete it reports attributes
/// for an item the data source no longer has; with ``rightToLeftOnly``, only in a view that reads
/// right to left.
final class StaleItemsFlowLayout: CollectionViewFlowLayout {
    private var itemCounts: [Int] = []
    /// Whether the layout is broken only in a right-to-left view (and answers as the flow layout
    /// does in a left-to-right one).
    var rightToLeftOnly = false

    override func prepare() {
        super.prepare()
        guard let view = collectionView else { return }
        for section in 0..<view.numberOfSections {
            let count = view.numberOfItems(inSection: section)
            if itemCounts.indices.contains(section) {
                itemCounts[section] = max(itemCounts[section], count)
            } else {
                itemCounts.append(count)
            }
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let answer = super.layoutAttributesForElements(in: rect) ?? []
        if rightToLeftOnly, collectionView?.effectiveUserInterfaceLayoutDirection != .rightToLeft { return answer }
        return answer + staleCells(counted: itemCounts)
    }
}

extension CollectionViewLayout {
    /// 10 × 10 cells for the items a broken layout `counted` that its view's sections no longer hold.
    func staleCells(counted: [Int]) -> [CollectionViewLayoutAttributes] {
        guard let view = collectionView else { return [] }
        var result: [CollectionViewLayoutAttributes] = []
        for (section, remembered) in counted.enumerated() where section < view.numberOfSections {
            let count = view.numberOfItems(inSection: section)
            for item in count..<max(count, remembered) {
                let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
                result.append(attributes)
            }
        }
        return result
    }
}
