import CollectionViewSimulator
import Foundation

/// A custom layout (not flow, not compositional) of stacked sections, each a full-width header
/// estimated at 30 points above 44-point rows, that grows a header to the height its view
/// prefers, as self-sizing custom layouts do: it keeps the fitted heights by section and answers
/// `true` to `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` for
/// headers only (cells keep 44).
final class HeaderListLayout: CollectionViewLayout {
    static let estimatedHeaderHeight: CGFloat = 30
    var headerHeights: [Int: CGFloat] = [:]
    private var frames: [ElementID: CGRect] = [:]
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        frames = [:]
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let headerHeight = headerHeights[section] ?? Self.estimatedHeaderHeight
            frames[.supplementary(TitledSectionsDataSource.kind, at: IndexPath(item: 0, section: section))] =
                CGRect(x: 0, y: y, width: width, height: headerHeight)
            y += headerHeight
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                frames[.cell(IndexPath(item: item, section: section))] = CGRect(x: 0, y: y, width: width, height: 44)
                y += 44
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: height)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        frames.keys.sorted().filter { frames[$0]?.intersects(rect) == true }.compactMap(attributes(of:))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(of: .cell(indexPath))
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(of: .supplementary(elementKind, at: indexPath))
    }

    private func attributes(of element: ElementID) -> CollectionViewLayoutAttributes? {
        guard let frame = frames[element] else { return nil }
        let attributes = element.category == .cell
            ? CollectionViewLayoutAttributes(forCellWith: element.indexPath)
            : CollectionViewLayoutAttributes(forSupplementaryViewOfKind: element.kind ?? "", with: element.indexPath)
        attributes.frame = frame
        return attributes
    }

    override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                         withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        guard preferredAttributes.representedElementCategory == .supplementaryView,
              preferredAttributes.size.height != originalAttributes.size.height else { return false }
        headerHeights[preferredAttributes.indexPath.section] = preferredAttributes.size.height
        return true
    }

    override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                      withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        context.contentSizeAdjustment = CGSize(width: 0, height: preferredAttributes.size.height - originalAttributes.size.height)
        return context
    }
}
