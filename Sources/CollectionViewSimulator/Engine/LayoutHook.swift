import BatchUpdates
import Foundation

/// One call the collection view made to its layout, with its arguments: an entry of the hook trace.
///
/// ``name`` is UIKit's Swift name of the method, with argument labels when it takes arguments
/// (`prepare`, `layoutAttributesForElements(in:)`, `prepare(forCollectionViewUpdates:)`), so traces
/// read like the UIKit documentation; ``description`` adds the arguments.
public enum LayoutHook: Sendable, Hashable, CustomStringConvertible {
    case prepare
    case collectionViewContentSize
    case layoutAttributesForElements(in: CGRect)
    case layoutAttributesForItem(at: IndexPath)
    case layoutAttributesForSupplementaryView(ofKind: String, at: IndexPath)
    case layoutAttributesForDecorationView(ofKind: String, at: IndexPath)
    case prepareForCollectionViewUpdates([CollectionViewUpdateItem])
    case indexPathsToDeleteForSupplementaryView(ofKind: String)
    case indexPathsToInsertForSupplementaryView(ofKind: String)
    case indexPathsToDeleteForDecorationView(ofKind: String)
    case indexPathsToInsertForDecorationView(ofKind: String)
    case targetContentOffset(forProposedContentOffset: CGPoint)
    case targetContentOffsetWithVelocity(forProposedContentOffset: CGPoint, velocity: CGPoint)
    case finalLayoutAttributesForDisappearingItem(at: IndexPath)
    case initialLayoutAttributesForAppearingItem(at: IndexPath)
    case finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: String, at: IndexPath)
    case initialLayoutAttributesForAppearingSupplementaryElement(ofKind: String, at: IndexPath)
    case finalLayoutAttributesForDisappearingDecorationElement(ofKind: String, at: IndexPath)
    case initialLayoutAttributesForAppearingDecorationElement(ofKind: String, at: IndexPath)
    case finalizeCollectionViewUpdates
    case shouldInvalidateLayout(forBoundsChange: CGRect)
    case invalidateLayout
    case prepareForAnimatedBoundsChange(CGRect)
    case finalizeAnimatedBoundsChange
    case prepareForTransitionTo
    case prepareForTransitionFrom
    case finalizeLayoutTransition

    /// UIKit's Swift name of the method: `prepare(forCollectionViewUpdates:)`.
    public var name: String {
        switch self {
        case .prepare: "prepare"
        case .collectionViewContentSize: "collectionViewContentSize"
        case .layoutAttributesForElements: "layoutAttributesForElements(in:)"
        case .layoutAttributesForItem: "layoutAttributesForItem(at:)"
        case .layoutAttributesForSupplementaryView: "layoutAttributesForSupplementaryView(ofKind:at:)"
        case .layoutAttributesForDecorationView: "layoutAttributesForDecorationView(ofKind:at:)"
        case .prepareForCollectionViewUpdates: "prepare(forCollectionViewUpdates:)"
        case .indexPathsToDeleteForSupplementaryView: "indexPathsToDeleteForSupplementaryView(ofKind:)"
        case .indexPathsToInsertForSupplementaryView: "indexPathsToInsertForSupplementaryView(ofKind:)"
        case .indexPathsToDeleteForDecorationView: "indexPathsToDeleteForDecorationView(ofKind:)"
        case .indexPathsToInsertForDecorationView: "indexPathsToInsertForDecorationView(ofKind:)"
        case .targetContentOffset: "targetContentOffset(forProposedContentOffset:)"
        case .targetContentOffsetWithVelocity: "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)"
        case .finalLayoutAttributesForDisappearingItem: "finalLayoutAttributesForDisappearingItem(at:)"
        case .initialLayoutAttributesForAppearingItem: "initialLayoutAttributesForAppearingItem(at:)"
        case .finalLayoutAttributesForDisappearingSupplementaryElement: "finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)"
        case .initialLayoutAttributesForAppearingSupplementaryElement: "initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)"
        case .finalLayoutAttributesForDisappearingDecorationElement: "finalLayoutAttributesForDisappearingDecorationElement(ofKind:at:)"
        case .initialLayoutAttributesForAppearingDecorationElement: "initialLayoutAttributesForAppearingDecorationElement(ofKind:at:)"
        case .finalizeCollectionViewUpdates: "finalizeCollectionViewUpdates"
        case .shouldInvalidateLayout: "shouldInvalidateLayout(forBoundsChange:)"
        case .invalidateLayout: "invalidateLayout"
        case .prepareForAnimatedBoundsChange: "prepareForAnimatedBoundsChange(_:)"
        case .finalizeAnimatedBoundsChange: "finalizeAnimatedBoundsChange"
        case .prepareForTransitionTo: "prepareForTransition(to:)"
        case .prepareForTransitionFrom: "prepareForTransition(from:)"
        case .finalizeLayoutTransition: "finalizeLayoutTransition"
        }
    }

    /// The name with the arguments: `layoutAttributesForElements(in: [0, 0, 320, 480])`,
    /// `initialLayoutAttributesForAppearingItem(at: 0-3)`.
    public var description: String {
        guard let arguments else { return name }
        return name.prefix { $0 != "(" } + "(" + arguments + ")"
    }

    private var arguments: String? {
        switch self {
        case .layoutAttributesForElements(let rect): "in: \(TraceFormat.rect(rect))"
        case .layoutAttributesForItem(let indexPath), .finalLayoutAttributesForDisappearingItem(let indexPath),
             .initialLayoutAttributesForAppearingItem(let indexPath):
            "at: \(indexPath.compactDescription)"
        case .layoutAttributesForSupplementaryView(let kind, let indexPath), .layoutAttributesForDecorationView(let kind, let indexPath),
             .finalLayoutAttributesForDisappearingSupplementaryElement(let kind, let indexPath),
             .initialLayoutAttributesForAppearingSupplementaryElement(let kind, let indexPath),
             .finalLayoutAttributesForDisappearingDecorationElement(let kind, let indexPath),
             .initialLayoutAttributesForAppearingDecorationElement(let kind, let indexPath):
            "ofKind: \(kind), at: \(indexPath.compactDescription)"
        case .prepareForCollectionViewUpdates(let items): "forCollectionViewUpdates: [\(items.map(\.description).joined(separator: ", "))]"
        case .indexPathsToDeleteForSupplementaryView(let kind), .indexPathsToInsertForSupplementaryView(let kind),
             .indexPathsToDeleteForDecorationView(let kind), .indexPathsToInsertForDecorationView(let kind):
            "ofKind: \(kind)"
        case .targetContentOffset(let point): "forProposedContentOffset: \(TraceFormat.point(point))"
        case .targetContentOffsetWithVelocity(let point, let velocity):
            "forProposedContentOffset: \(TraceFormat.point(point)), withScrollingVelocity: \(TraceFormat.point(velocity))"
        case .shouldInvalidateLayout(let rect): "forBoundsChange: \(TraceFormat.rect(rect))"
        case .prepareForAnimatedBoundsChange(let rect): TraceFormat.rect(rect)
        default: nil
        }
    }
}

/// Fixed-decimal formatting for traces and listings: at most 3 decimals, no `-0`.
package enum TraceFormat {
    package static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    package static func point(_ point: CGPoint) -> String {
        "[\(number(point.x)), \(number(point.y))]"
    }

    package static func rect(_ rect: CGRect) -> String {
        "[\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height))]"
    }
}
