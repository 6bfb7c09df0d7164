import UIKitCompatibility

/// The attributes of a section background: its colour and corner radius.
class SectionBackgroundAttributes: UICollectionViewLayoutAttributes {
    var color: UIColor = .white
    var cornerRadius: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? SectionBackgroundAttributes {
            copy.color = color
            copy.cornerRadius = cornerRadius
        }
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? SectionBackgroundAttributes else { return false }
        return MainActor.assumeIsolated {
            other.color == color && other.cornerRadius == cornerRadius && super.isEqual(other)
        }
    }
}

/// The view behind each section: it takes its colour and corners from the attributes.
class SectionBackgroundView: UICollectionReusableView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray6
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? SectionBackgroundAttributes else { return }
        backgroundColor = attributes.color
        layer.cornerRadius = attributes.cornerRadius
    }
}

/// A flow layout that draws a rounded, tinted card behind every section's items, and fades the
/// cards of inserted and deleted sections.
class DecorationRowsFlowLayout: UICollectionViewFlowLayout {
    static let backgroundKind = "SectionBackground"
    private var decorationAttributes: [Int: SectionBackgroundAttributes] = [:]
    private var insertedSections = IndexSet()
    private var deletedSections = IndexSet()

    override class var layoutAttributesClass: AnyClass {
        return SectionBackgroundAttributes.self
    }

    override init() {
        super.init()
        itemSize = CGSize(width: 80, height: 80)
        sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        register(SectionBackgroundView.self, forDecorationViewOfKind: DecorationRowsFlowLayout.backgroundKind)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        decorationAttributes = [:]
        guard let collectionView = collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            guard count > 0,
                  let first = layoutAttributesForItem(at: IndexPath(item: 0, section: section)),
                  let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else { continue }
            let attributes = SectionBackgroundAttributes(forDecorationViewOfKind: DecorationRowsFlowLayout.backgroundKind,
                                                         with: IndexPath(item: 0, section: section))
            attributes.frame = CGRect(x: 8, y: first.frame.minY - 8,
                                      width: collectionView.bounds.width - 16, height: last.frame.maxY - first.frame.minY + 16)
            attributes.zIndex = -1
            attributes.color = section % 2 == 0 ? .systemGray6 : UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
            attributes.cornerRadius = 12
            decorationAttributes[section] = attributes
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var attributes = super.layoutAttributesForElements(in: rect) ?? []
        for decoration in decorationAttributes.values where decoration.frame.intersects(rect) {
            attributes.append(decoration)
        }
        return attributes
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard elementKind == DecorationRowsFlowLayout.backgroundKind else { return nil }
        return decorationAttributes[indexPath.section]
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems where update.indexPathAfterUpdate?.item == NSNotFound || update.indexPathBeforeUpdate?.item == NSNotFound {
            if update.updateAction == .insert, let section = update.indexPathAfterUpdate?.section { insertedSections.insert(section) }
            if update.updateAction == .delete, let section = update.indexPathBeforeUpdate?.section { deletedSections.insert(section) }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedSections = []
        deletedSections = []
    }

    override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        return insertedSections.map { IndexPath(item: 0, section: $0) }
    }

    override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
        return deletedSections.map { IndexPath(item: 0, section: $0) }
    }

    override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                       at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)?.copy()
            as? UICollectionViewLayoutAttributes
        if insertedSections.contains(decorationIndexPath.section) {
            attributes?.alpha = 0
        }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                        at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)?.copy()
            as? UICollectionViewLayoutAttributes
        if deletedSections.contains(decorationIndexPath.section) {
            attributes?.alpha = 0
        }
        return attributes
    }
}
