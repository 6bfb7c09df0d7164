import CollectionViewSimulator
import Foundation
import Keyframes

/// A self-sizing cell whose height follows its text: 20 points per started ten characters, plus
/// 10 (an empty text is 10 high); its width is the layout's.
final class TextCell: CollectionViewCell {
    var text = ""
    /// The text of each time the collection view asked this cell to fit itself, in order.
    private(set) var fittedTexts: [String] = []

    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        fittedTexts.append(text)
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.size.height = Self.height(of: text)
        return attributes
    }

    /// The height a text fits in.
    static func height(of text: String) -> CGFloat {
        CGFloat((text.count + 9) / 10 * 20 + 10)
    }
}

/// One section of texts, shown by ``TextCell``s registered as `text`.
final class TextDataSource: CollectionViewDataSource {
    var texts: [String]
    /// How many times the collection view asked for a cell.
    private(set) var cellRequests = 0

    init(_ texts: [String]) {
        self.texts = texts
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        texts.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "text", for: indexPath)
        (cell as? TextCell)?.text = texts.indices.contains(indexPath.item) ? texts[indexPath.item] : ""
        return cell
    }
}

/// Attributes that carry the anchor point and corner radius a ``CardCell`` applies.
final class CardAttributes: CollectionViewLayoutAttributes {
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var cornerRadius: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? CardAttributes)?.anchorPoint = anchorPoint
        (copy as? CardAttributes)?.cornerRadius = cornerRadius
        return copy
    }
}

/// A cell that turns custom attributes into layer properties, counting its `apply(_:)` calls.
final class CardCell: CollectionViewCell {
    private(set) var applyCount = 0

    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        applyCount += 1
        guard let attributes = layoutAttributes as? CardAttributes else { return }
        layer.anchorPoint = attributes.anchorPoint
        layer.cornerRadius = attributes.cornerRadius
        backgroundColor = .orange
    }
}

/// A fan of 80 × 120 cards around one point of the view, card `i` turned by `i × 0.3` radians
/// about a point two card heights below its middle (anchor point (0.5, 2.5)), its corners rounded
/// by `i` points.
final class CardFanLayout: CollectionViewLayout {
    override class var layoutAttributesClass: AnyClass { CardAttributes.self }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let view = collectionView, indexPath.item < view.numberOfItems(inSection: 0) else { return nil }
        let attributes = CardAttributes(forCellWith: indexPath)
        attributes.size = CGSize(width: 80, height: 120)
        attributes.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        attributes.transform3D = Transform3D(rotationAngle: CGFloat(indexPath.item) * 0.3, x: 0, y: 0, z: 1)
        attributes.anchorPoint = CGPoint(x: 0.5, y: 2.5)
        attributes.cornerRadius = CGFloat(indexPath.item)
        return attributes
    }
}

/// Counts only, showing ``CardCell``s registered as `card`.
final class CardDataSource: CollectionViewDataSource {
    var count: Int

    init(_ count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }
}
