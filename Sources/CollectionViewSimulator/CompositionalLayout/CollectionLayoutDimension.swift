import Foundation

/// One side of a compositional layout element's size: the twin of `NSCollectionLayoutDimension`.
///
/// A dimension is absolute (points), estimated (points that the element's fitted size replaces),
/// or a fraction of its container's width or height. The container of an item is its group; of a
/// group, its enclosing group or the section's content area (the section's container minus its
/// ``CollectionLayoutSection/contentInsets``); of a boundary supplementary item, the section.
///
/// ```swift
/// let half = CollectionLayoutDimension.fractionalWidth(0.5)
/// half.resolved(in: CGSize(width: 300, height: 600))   // 150
/// ```
public struct CollectionLayoutDimension: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What the dimension is measured in.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A fraction of the container's width.
        case fractionalWidth
        /// A fraction of the container's height.
        case fractionalHeight
        /// A fixed number of points.
        case absolute
        /// A first guess in points, replaced by the element's fitted size once it is known.
        case estimated
        /// An estimate shared by siblings: every item of the group takes the largest fitted size
        /// (iOS 17 `uniformAcrossSiblings(estimate:)`).
        case uniformAcrossSiblings
    }

    /// What ``dimension`` is measured in.
    public let kind: Kind
    /// The fraction or the number of points.
    public let dimension: CGFloat

    /// Creates a dimension of a kind (the static constructors read better at the call site).
    public init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { Self(kind: .fractionalWidth, dimension: fractionalWidth) }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { Self(kind: .fractionalHeight, dimension: fractionalHeight) }
    /// A fixed number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> Self { Self(kind: .absolute, dimension: absoluteDimension) }
    /// An estimate in points, replaced by the fitted size the cell reports.
    public static func estimated(_ estimatedDimension: CGFloat) -> Self { Self(kind: .estimated, dimension: estimatedDimension) }
    /// An estimate whose fitted size is the largest of the item's siblings in its group.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate (plain or uniform across siblings).
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// The dimension in points inside a container of `container` size (estimates give the estimate).
    public func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * container.width
        case .fractionalHeight: dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }

    /// `kind(dimension)`, for example `fractionalWidth(0.5)`.
    public var description: String { "\(kind.rawValue)(\(dimension))" }
}

/// The width and height of a compositional layout element: the twin of `NSCollectionLayoutSize`.
public struct CollectionLayoutSize: Sendable, Hashable, Codable {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// Creates a size from its two dimensions.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in points inside a container of `container` size (estimates give the estimate).
    public func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    /// Whether either dimension is an estimate, which the element's fitted size replaces.
    var isEstimated: Bool { widthDimension.isEstimated || heightDimension.isEstimated }
}
