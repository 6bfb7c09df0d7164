/// What UIKit's `UICollectionViewDiffableDataSource` raises an exception for beyond its
/// snapshots' own rules (``DiffableSnapshotError``), as an error the caller can catch. The texts
/// are UIKit's, as public crash reports quote them (Apple documents neither).
public enum DiffableDataSourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A mutation method (`insertItems(at:)`, `reloadItems(at:)` …) called on a view that a
    /// diffable data source drives: the view must change through the data source's `apply`.
    case updatedDirectly
    /// Item identifiers that compare equal but hash differently (iOS 15 and later raise when an
    /// apply meets them), as their descriptions.
    case equalIdentifiersWithDifferentHashes([String])

    /// The message.
    public var description: String {
        switch self {
        case .updatedDirectly:
            "UICollectionView must be updated via the UICollectionViewDiffableDataSource APIs when acting as the "
                + "UICollectionView's dataSource: please do not call mutation APIs directly on UICollectionView."
        case .equalIdentifiersWithDifferentHashes(let identifiers):
            "Diffable data source detected item identifiers that are equal but have different hash values. Two "
                + "identifiers which compare as equal must return the same hash value. You must fix this in the "
                + "Hashable (Swift) or hash property (Objective-C) implementation for the type of these identifiers. "
                + "Identifiers that are equal but have different hash values: (\(identifiers.joined(separator: ", ")))"
        }
    }
}
