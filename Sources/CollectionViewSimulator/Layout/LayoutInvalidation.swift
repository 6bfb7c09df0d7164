import BatchUpdates
import Foundation

/// What one `invalidateLayout(with:)` call covered, as a value for the hook trace: the context's
/// class and everything it invalidates (UIKit's `UICollectionViewLayoutInvalidationContext`
/// properties, and the flow layout's two flags for a flow context).
///
/// ```swift
/// LayoutInvalidation(context).description
/// // UICollectionViewFlowLayoutInvalidationContext [invalidateFlowLayoutDelegateMetrics, invalidateFlowLayoutAttributes]
/// ```
public struct LayoutInvalidation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The context's class: UIKit's name for the two built-in classes, the Swift name of a subclass.
    public var contextClass: String
    /// `invalidateEverything`.
    public var invalidateEverything: Bool
    /// `invalidateDataSourceCounts`.
    public var invalidateDataSourceCounts: Bool
    /// `invalidatedItemIndexPaths`, in the order they were added; empty when none.
    public var invalidatedItemIndexPaths: [IndexPath]
    /// `invalidatedSupplementaryIndexPaths`, by kind; empty when none.
    public var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]
    /// `invalidatedDecorationIndexPaths`, by kind; empty when none.
    public var invalidatedDecorationIndexPaths: [String: [IndexPath]]
    /// `contentOffsetAdjustment`.
    public var contentOffsetAdjustment: CGPoint
    /// `contentSizeAdjustment`.
    public var contentSizeAdjustment: CGSize
    /// A flow context's `invalidateFlowLayoutDelegateMetrics`; `nil` for another context.
    public var invalidateFlowLayoutDelegateMetrics: Bool?
    /// A flow context's `invalidateFlowLayoutAttributes`; `nil` for another context.
    public var invalidateFlowLayoutAttributes: Bool?

    /// The values a context holds now.
    ///
    /// - Parameter context: The context passed to `invalidateLayout(with:)`.
    @MainActor public init(_ context: CollectionViewLayoutInvalidationContext) {
        let contextType = type(of: context)
        contextClass = contextType == CollectionViewFlowLayoutInvalidationContext.self ? "UICollectionViewFlowLayoutInvalidationContext"
            : contextType == CollectionViewLayoutInvalidationContext.self ? "UICollectionViewLayoutInvalidationContext"
            : String(describing: contextType)
        invalidateEverything = context.invalidateEverything
        invalidateDataSourceCounts = context.invalidateDataSourceCounts
        invalidatedItemIndexPaths = context.invalidatedItemIndexPaths ?? []
        invalidatedSupplementaryIndexPaths = context.invalidatedSupplementaryIndexPaths ?? [:]
        invalidatedDecorationIndexPaths = context.invalidatedDecorationIndexPaths ?? [:]
        contentOffsetAdjustment = context.contentOffsetAdjustment
        contentSizeAdjustment = context.contentSizeAdjustment
        let flow = context as? CollectionViewFlowLayoutInvalidationContext
        invalidateFlowLayoutDelegateMetrics = flow?.invalidateFlowLayoutDelegateMetrics
        invalidateFlowLayoutAttributes = flow?.invalidateFlowLayoutAttributes
    }

    /// The class, then in brackets what it invalidates (the properties that are set, in UIKit's
    /// names, index paths as `section-item`, kinds in alphabetical order):
    /// `UICollectionViewFlowLayoutInvalidationContext [items 0-3, contentSizeAdjustment [0, 30], invalidateFlowLayoutAttributes]`.
    public var description: String {
        var parts: [String] = []
        if invalidateEverything { parts.append("invalidateEverything") }
        if invalidateDataSourceCounts { parts.append("invalidateDataSourceCounts") }
        if !invalidatedItemIndexPaths.isEmpty { parts.append("items \(Self.list(invalidatedItemIndexPaths))") }
        for (kind, paths) in invalidatedSupplementaryIndexPaths.sorted(by: { $0.key < $1.key }) {
            parts.append("supplementary \(kind) \(Self.list(paths))")
        }
        for (kind, paths) in invalidatedDecorationIndexPaths.sorted(by: { $0.key < $1.key }) {
            parts.append("decoration \(kind) \(Self.list(paths))")
        }
        if contentOffsetAdjustment != .zero { parts.append("contentOffsetAdjustment \(TraceFormat.point(contentOffsetAdjustment))") }
        if contentSizeAdjustment != .zero {
            parts.append("contentSizeAdjustment \(TraceFormat.point(CGPoint(x: contentSizeAdjustment.width, y: contentSizeAdjustment.height)))")
        }
        if invalidateFlowLayoutDelegateMetrics == true { parts.append("invalidateFlowLayoutDelegateMetrics") }
        if invalidateFlowLayoutAttributes == true { parts.append("invalidateFlowLayoutAttributes") }
        return contextClass + " [" + parts.joined(separator: ", ") + "]"
    }

    private enum CodingKeys: String, CodingKey {
        case contextClass, invalidateEverything, invalidateDataSourceCounts, invalidatedItemIndexPaths
        case invalidatedSupplementaryIndexPaths, invalidatedDecorationIndexPaths, contentOffsetAdjustment, contentSizeAdjustment
        case invalidateFlowLayoutDelegateMetrics, invalidateFlowLayoutAttributes
    }

    /// Reads an invalidation; a value left out is its default (`false`, empty, zero, `nil`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        contextClass = try container.decode(String.self, forKey: .contextClass)
        invalidateEverything = try container.decodeIfPresent(Bool.self, forKey: .invalidateEverything) ?? false
        invalidateDataSourceCounts = try container.decodeIfPresent(Bool.self, forKey: .invalidateDataSourceCounts) ?? false
        invalidatedItemIndexPaths = try container.decodeIfPresent([IndexPath].self, forKey: .invalidatedItemIndexPaths) ?? []
        invalidatedSupplementaryIndexPaths = try container.decodeIfPresent(
            [String: [IndexPath]].self, forKey: .invalidatedSupplementaryIndexPaths) ?? [:]
        invalidatedDecorationIndexPaths = try container.decodeIfPresent(
            [String: [IndexPath]].self, forKey: .invalidatedDecorationIndexPaths) ?? [:]
        contentOffsetAdjustment = try container.decodeIfPresent(CGPoint.self, forKey: .contentOffsetAdjustment) ?? .zero
        contentSizeAdjustment = try container.decodeIfPresent(CGSize.self, forKey: .contentSizeAdjustment) ?? .zero
        invalidateFlowLayoutDelegateMetrics = try container.decodeIfPresent(Bool.self, forKey: .invalidateFlowLayoutDelegateMetrics)
        invalidateFlowLayoutAttributes = try container.decodeIfPresent(Bool.self, forKey: .invalidateFlowLayoutAttributes)
    }

    /// Writes the class and only the values that are not their defaults, so traces stay short.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(contextClass, forKey: .contextClass)
        if invalidateEverything { try container.encode(true, forKey: .invalidateEverything) }
        if invalidateDataSourceCounts { try container.encode(true, forKey: .invalidateDataSourceCounts) }
        if !invalidatedItemIndexPaths.isEmpty { try container.encode(invalidatedItemIndexPaths, forKey: .invalidatedItemIndexPaths) }
        if !invalidatedSupplementaryIndexPaths.isEmpty {
            try container.encode(invalidatedSupplementaryIndexPaths, forKey: .invalidatedSupplementaryIndexPaths)
        }
        if !invalidatedDecorationIndexPaths.isEmpty {
            try container.encode(invalidatedDecorationIndexPaths, forKey: .invalidatedDecorationIndexPaths)
        }
        if contentOffsetAdjustment != .zero { try container.encode(contentOffsetAdjustment, forKey: .contentOffsetAdjustment) }
        if contentSizeAdjustment != .zero { try container.encode(contentSizeAdjustment, forKey: .contentSizeAdjustment) }
        try container.encodeIfPresent(invalidateFlowLayoutDelegateMetrics, forKey: .invalidateFlowLayoutDelegateMetrics)
        try container.encodeIfPresent(invalidateFlowLayoutAttributes, forKey: .invalidateFlowLayoutAttributes)
    }

    private static func list(_ indexPaths: [IndexPath]) -> String {
        indexPaths.map(\.compactDescription).joined(separator: " ")
    }

    /// Hashes every stored value, the geometry by its numbers (Core Graphics' geometry is not
    /// `Hashable` before the macOS 15 SDK).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(contextClass)
        hasher.combine(invalidateEverything)
        hasher.combine(invalidateDataSourceCounts)
        hasher.combine(invalidatedItemIndexPaths)
        hasher.combine(invalidatedSupplementaryIndexPaths)
        hasher.combine(invalidatedDecorationIndexPaths)
        hasher.combine(point: contentOffsetAdjustment)
        hasher.combine(size: contentSizeAdjustment)
        hasher.combine(invalidateFlowLayoutDelegateMetrics)
        hasher.combine(invalidateFlowLayoutAttributes)
    }
}
