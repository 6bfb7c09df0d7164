import Foundation

/// One of UIKit's layout questions that come in three twins, one per element role: the item's,
/// the supplementary view's and the decoration view's (`layoutAttributesForItem(at:)`,
/// `layoutAttributesForSupplementaryView(ofKind:at:)`, `layoutAttributesForDecorationView(ofKind:at:)`,
/// and likewise the appearing and disappearing questions of an update).
///
/// The one place an element's role picks the method: the engine, its hook recorder, the update
/// defaults, the scenario runner and the invariants all ask through it.
package enum ElementQuery: Sendable, Hashable {
    /// The element's attributes in the layout's current state.
    case attributes
    /// The element's attributes as it appears in an update (`initialLayoutAttributesForAppearing…`).
    case appearing
    /// The element's attributes as it disappears in an update (`finalLayoutAttributesForDisappearing…`).
    case disappearing
}

extension CollectionViewLayout {
    /// The layout's answer to `query` for `element`: the twin of the question for its role.
    package func answer(_ query: ElementQuery, for element: ElementID) -> CollectionViewLayoutAttributes? {
        let indexPath = element.indexPath
        return switch (query, element.role) {
        case (.attributes, .cell): layoutAttributesForItem(at: indexPath)
        case (.attributes, .supplementary(let kind)): layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case (.attributes, .decoration(let kind)): layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        case (.appearing, .cell): initialLayoutAttributesForAppearingItem(at: indexPath)
        case (.appearing, .supplementary(let kind)): initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)
        case (.appearing, .decoration(let kind)): initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)
        case (.disappearing, .cell): finalLayoutAttributesForDisappearingItem(at: indexPath)
        case (.disappearing, .supplementary(let kind)):
            finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath)
        case (.disappearing, .decoration(let kind)):
            finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath)
        }
    }

    /// What the layout returns now for `element`: `layoutAttributesForItem(at:)` or its
    /// supplementary or decoration twin, in the layout's own coordinates.
    package func layoutAttributes(for element: ElementID) -> CollectionViewLayoutAttributes? {
        answer(.attributes, for: element)
    }

    /// ``layoutAttributes(for:)`` as the collection view shows it: mirrored where the view flips
    /// the layout (``horizontalMirror``).
    package func shownLayoutAttributes(for element: ElementID) -> CollectionViewLayoutAttributes? {
        guard let answer = layoutAttributes(for: element) else { return nil }
        return horizontalMirror?.attributes(answer) ?? answer
    }
}

extension LayoutHook {
    /// The hook that asks `query` for `element`.
    init(_ query: ElementQuery, for element: ElementID) {
        let indexPath = element.indexPath
        self = switch (query, element.role) {
        case (.attributes, .cell): .layoutAttributesForItem(at: indexPath)
        case (.attributes, .supplementary(let kind)): .layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        case (.attributes, .decoration(let kind)): .layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        case (.appearing, .cell): .initialLayoutAttributesForAppearingItem(at: indexPath)
        case (.appearing, .supplementary(let kind)): .initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)
        case (.appearing, .decoration(let kind)): .initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)
        case (.disappearing, .cell): .finalLayoutAttributesForDisappearingItem(at: indexPath)
        case (.disappearing, .supplementary(let kind)): .finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath)
        case (.disappearing, .decoration(let kind)): .finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath)
        }
    }
}
