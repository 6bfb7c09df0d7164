import UIKitCompatibility

/// A two-column waterfall whose notes and section headers size themselves: the layout places
/// every note at an estimated height, then keeps the height each view prefers (answered to
/// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`) and lays out
/// again. Fitted heights belong to the notes, so they follow them through an update.
class SelfSizingWaterfallLayout: UICollectionViewLayout {
    var numberOfColumns = 2
    var spacing: CGFloat = 8
    var estimatedItemHeight: CGFloat = 120
    var estimatedHeaderHeight: CGFloat = 40

    private var itemHeights: [IndexPath: CGFloat] = [:]
    private var headerHeights: [Int: CGFloat] = [:]
    private var itemCounts: [Int] = []
    private var cache: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    private var headerCache: [Int: UICollectionViewLayoutAttributes] = [:]
    private var contentHeight: CGFloat = 0

    private var contentWidth: CGFloat {
        guard let collectionView = collectionView else { return 0 }
        return collectionView.bounds.width - collectionView.adjustedContentInset.left - collectionView.adjustedContentInset.right
    }

    override var collectionViewContentSize: CGSize {
        return CGSize(width: contentWidth, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        cache.removeAll()
        headerCache.removeAll()
        contentHeight = 0
        guard let collectionView = collectionView else { return }
        itemCounts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        let columnWidth = floor((contentWidth - spacing * CGFloat(numberOfColumns + 1)) / CGFloat(numberOfColumns))
        for (section, count) in itemCounts.enumerated() {
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
            header.frame = CGRect(x: 0, y: contentHeight, width: contentWidth, height: headerHeights[section] ?? estimatedHeaderHeight)
            headerCache[section] = header
            var columns = [CGFloat](repeating: header.frame.maxY + spacing, count: numberOfColumns)
            for item in 0..<count {
                let indexPath = IndexPath(item: item, section: section)
                let column = columns.firstIndex(of: columns.min() ?? 0) ?? 0
                let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                attributes.frame = CGRect(x: spacing + CGFloat(column) * (columnWidth + spacing), y: columns[column],
                                          width: columnWidth, height: itemHeights[indexPath] ?? estimatedItemHeight)
                cache[indexPath] = attributes
                columns[column] = attributes.frame.maxY + spacing
            }
            contentHeight = columns.max() ?? header.frame.maxY
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let headers = headerCache.values.filter { $0.frame.intersects(rect) }
        let items = cache.values.filter { $0.frame.intersects(rect) }
        return (headers + items).sorted { ($0.indexPath, $0.representedElementCategory == .cell ? 1 : 0) < ($1.indexPath, $1.representedElementCategory == .cell ? 1 : 0) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        return cache[indexPath]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                       at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == UICollectionView.elementKindSectionHeader else { return nil }
        return headerCache[indexPath.section]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView = collectionView else { return false }
        return newBounds.width != collectionView.bounds.width
    }

    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        let height = preferredAttributes.frame.height.rounded()
        guard height != originalAttributes.frame.height.rounded() else { return false }
        switch preferredAttributes.representedElementCategory {
        case .cell:
            itemHeights[preferredAttributes.indexPath] = height
        case .supplementaryView:
            headerHeights[preferredAttributes.indexPath.section] = height
        default:
            return false
        }
        return true
    }

    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes,
                                                withOriginalAttributes: originalAttributes)
        context.contentSizeAdjustment = CGSize(width: 0, height: preferredAttributes.frame.height - originalAttributes.frame.height)
        return context
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        carryFittedHeights(through: updateItems)
    }

    /// Moves the fitted heights to the index paths after the update: deletions from the back
    /// first (index paths before the update), then insertions from the front (after it).
    private func carryFittedHeights(through updateItems: [UICollectionViewUpdateItem]) {
        var items: [[CGFloat?]] = itemCounts.enumerated().map { section, count in
            (0..<count).map { itemHeights[IndexPath(item: $0, section: section)] }
        }
        var headers: [CGFloat?] = itemCounts.indices.map { headerHeights[$0] }
        var moving: [IndexPath: CGFloat?] = [:]
        let removals = updateItems.filter { $0.updateAction == .delete || $0.updateAction == .move || $0.updateAction == .reload }
        for update in removals.sorted(by: { ($0.indexPathBeforeUpdate ?? []) > ($1.indexPathBeforeUpdate ?? []) }) {
            guard let before = update.indexPathBeforeUpdate, items.indices.contains(before.section) else { continue }
            if before.item == NSNotFound {
                if update.updateAction == .reload { items[before.section] = []; headers[before.section] = nil; continue }
                items.remove(at: before.section)
                headers.remove(at: before.section)
            } else if items[before.section].indices.contains(before.item) {
                if update.updateAction == .reload { items[before.section][before.item] = nil; continue }
                let height = items[before.section].remove(at: before.item)
                if let after = update.indexPathAfterUpdate { moving[after] = height }
            }
        }
        let insertions = updateItems.filter { $0.updateAction == .insert || $0.updateAction == .move }
        for update in insertions.sorted(by: { ($0.indexPathAfterUpdate ?? []) < ($1.indexPathAfterUpdate ?? []) }) {
            guard let after = update.indexPathAfterUpdate else { continue }
            if after.item == NSNotFound {
                guard after.section <= items.count else { continue }
                items.insert([], at: after.section)
                headers.insert(nil, at: after.section)
            } else if items.indices.contains(after.section), after.item <= items[after.section].count {
                items[after.section].insert(moving[after] ?? nil, at: after.item)
            }
        }
        itemHeights = [:]
        headerHeights = [:]
        for (section, heights) in items.enumerated() {
            headerHeights[section] = headers[section]
            for (item, height) in heights.enumerated() {
                itemHeights[IndexPath(item: item, section: section)] = height
            }
        }
    }
}

/// A note whose height follows its text: 20 points a line and 24 of margins. Its text is the
/// model's note for the item it shows (`SelfSizingNotes`).
class SelfSizingNoteCell: UICollectionViewCell {
    var lines = 1

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        lines = SelfSizingNotes.lines(at: layoutAttributes.indexPath)
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.height = CGFloat(lines) * 20 + 24
        return attributes
    }
}

/// A section title that wraps onto one to three lines of 16 points, with 28 of margins.
class SelfSizingNoteHeader: UICollectionReusableView {
    var lines = 1

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        lines = 1 + layoutAttributes.indexPath.section % 3
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.height = CGFloat(lines) * 16 + 28
        return attributes
    }
}

/// The notes' model: how many lines each note's text takes.
@MainActor enum SelfSizingNotes {
    static func lines(at indexPath: IndexPath) -> Int {
        return 1 + (indexPath.item * 5 + indexPath.section * 3) % 6
    }

    static func register(in collectionView: UICollectionView, cellIdentifier: String) {
        collectionView.register(SelfSizingNoteCell.self, forCellWithReuseIdentifier: cellIdentifier)
        collectionView.register(SelfSizingNoteHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: UICollectionView.elementKindSectionHeader)
    }
}
