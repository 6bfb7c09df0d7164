import Foundation

/// One call the collection view made to its delegate's selection and highlighting methods: the
/// delegate trace of a simulated touch, a value like the layout's hook trace.
///
/// The cases carry UIKit's method names; ``description`` prints them as a trace line:
///
/// ```swift
/// collectionView.tapItem(at: IndexPath(item: 2, section: 0)).map(\.description)
/// // ["collectionView(_:shouldHighlightItemAt:) 0-2", "collectionView(_:didHighlightItemAt:) 0-2",
/// //  "collectionView(_:shouldSelectItemAt:) 0-2", "collectionView(_:didSelectItemAt:) 0-2",
/// //  "collectionView(_:didUnhighlightItemAt:) 0-2"]
/// ```
public enum CollectionViewDelegateCall: Sendable, Hashable, Codable, CustomStringConvertible {
    /// `collectionView(_:shouldHighlightItemAt:)` and what the delegate answered.
    case shouldHighlightItemAt(IndexPath, answer: Bool)
    /// `collectionView(_:didHighlightItemAt:)`.
    case didHighlightItemAt(IndexPath)
    /// `collectionView(_:didUnhighlightItemAt:)`.
    case didUnhighlightItemAt(IndexPath)
    /// `collectionView(_:shouldSelectItemAt:)` and what the delegate answered.
    case shouldSelectItemAt(IndexPath, answer: Bool)
    /// `collectionView(_:didSelectItemAt:)`.
    case didSelectItemAt(IndexPath)
    /// `collectionView(_:shouldDeselectItemAt:)` and what the delegate answered.
    case shouldDeselectItemAt(IndexPath, answer: Bool)
    /// `collectionView(_:didDeselectItemAt:)`.
    case didDeselectItemAt(IndexPath)

    /// UIKit's Swift name of the method, with its argument labels.
    public var methodName: String {
        switch self {
        case .shouldHighlightItemAt: "collectionView(_:shouldHighlightItemAt:)"
        case .didHighlightItemAt: "collectionView(_:didHighlightItemAt:)"
        case .didUnhighlightItemAt: "collectionView(_:didUnhighlightItemAt:)"
        case .shouldSelectItemAt: "collectionView(_:shouldSelectItemAt:)"
        case .didSelectItemAt: "collectionView(_:didSelectItemAt:)"
        case .shouldDeselectItemAt: "collectionView(_:shouldDeselectItemAt:)"
        case .didDeselectItemAt: "collectionView(_:didDeselectItemAt:)"
        }
    }

    /// The index path the call was about.
    public var indexPath: IndexPath {
        switch self {
        case .shouldHighlightItemAt(let indexPath, _), .didHighlightItemAt(let indexPath),
             .didUnhighlightItemAt(let indexPath), .shouldSelectItemAt(let indexPath, _),
             .didSelectItemAt(let indexPath), .shouldDeselectItemAt(let indexPath, _),
             .didDeselectItemAt(let indexPath):
            indexPath
        }
    }

    /// The method's name and the index path as `section-item`, as scenario files name them.
    public var description: String {
        "\(methodName) \(indexPath.section)-\(indexPath.item)"
    }
}
