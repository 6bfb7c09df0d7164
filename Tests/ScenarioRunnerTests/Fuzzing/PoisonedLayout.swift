import CollectionViewSimulator
import Foundation

/// A deliberately broken row-decoration flow layout (with section headers): it puts one
/// non-finite (or huge) number into one property of the attributes of one element, in every
/// answer or only in the appearing and disappearing providers, so that it reaches the screen only
/// in the middle of an animation.
final class PoisonedLayout: RowDecorationFlowLayout {
    /// Which element's attributes are changed: item 0, header 0, or the decoration of row 0, each
    /// in section 0.
    enum Target: String, Sendable, CaseIterable { case cell, header, decoration }
    /// Which number is changed.
    enum Property: String, Sendable { case centerX, width, height, alpha, transformM34 }
    /// Where the number appears: in every answer, or only in the providers of appearing and
    /// disappearing elements (`initialLayoutAttributesFor…`, `finalLayoutAttributesFor…`).
    enum Answers: String, Sendable { case all, transitionsOnly }

    /// One poison: which element, which numbers, which value, in which answers.
    struct Poison: Sendable, CustomStringConvertible {
        var target: Target
        var properties: [Property]
        var value: CGFloat
        var answers: Answers = .all
        /// Whether the value changes sign at every `prepare()`, so that each animated change moves
        /// the element from `value` to `-value` or back.
        var alternatesSign = false

        init(_ target: Target, _ properties: Property..., value: CGFloat, in answers: Answers = .all, alternatesSign: Bool = false) {
            self.target = target
            self.properties = properties
            self.value = value
            self.answers = answers
            self.alternatesSign = alternatesSign
        }

        var description: String {
            "\(properties.map(\.rawValue)) = \(alternatesSign ? "±" : "")\(value) on \(target), \(answers)"
        }
    }

    private let poison: Poison
    /// The value the poison puts in now.
    private var value: CGFloat

    init(_ poison: Poison) {
        self.poison = poison
        value = poison.value
        super.init()
        itemSize = CGSize(width: 50, height: 50)
        headerReferenceSize = CGSize(width: 40, height: 30)
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        super.prepare()
        if poison.alternatesSign { value = -value }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { poisoned($0, in: .all) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map { poisoned($0, in: .all) }
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map { poisoned($0, in: .all) }
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath).map { poisoned($0, in: .all) }
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingItem(at: itemIndexPath).map { poisoned($0, in: .transitionsOnly) }
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath).map { poisoned($0, in: .transitionsOnly) }
    }

    override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
            .map { poisoned($0, in: .transitionsOnly) }
    }

    override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
            .map { poisoned($0, in: .transitionsOnly) }
    }

    override func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        super.initialLayoutAttributesForAppearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
            .map { poisoned($0, in: .transitionsOnly) }
    }

    override func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        super.finalLayoutAttributesForDisappearingDecorationElement(ofKind: elementKind, at: decorationIndexPath)
            .map { poisoned($0, in: .transitionsOnly) }
    }

    /// Whether `attributes` are the target's.
    private func isTarget(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        guard attributes.indexPath.count == 2, attributes.indexPath.section == 0, attributes.indexPath.item == 0 else { return false }
        switch (poison.target, attributes.representedElementCategory) {
        case (.cell, .cell): return true
        case (.header, .supplementaryView): return attributes.representedElementKind == CollectionView.elementKindSectionHeader
        case (.decoration, .decorationView): return attributes.representedElementKind == Self.rowDecorationKind
        default: return false
        }
    }

    /// A copy of `attributes` with the poison when they are the target's and come from `answers`.
    private func poisoned(_ attributes: CollectionViewLayoutAttributes, in answers: Answers) -> CollectionViewLayoutAttributes {
        guard answers == poison.answers, isTarget(attributes),
              let copy = attributes.copy() as? CollectionViewLayoutAttributes else { return attributes }
        for property in poison.properties {
            switch property {
            case .centerX: copy.center.x = value
            case .width: copy.size.width = value
            case .height: copy.size.height = value
            case .alpha: copy.alpha = value
            case .transformM34: copy.transform3D.m34 = value
            }
        }
        return copy
    }
}
