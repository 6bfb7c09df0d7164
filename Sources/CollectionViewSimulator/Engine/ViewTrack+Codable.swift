import Foundation
import Keyframes

/// A track is a value: equal when everything it reports is equal (element, index paths, fate,
/// view identity, motion, keyframes and the view properties its cell applied), and encoded as
/// exactly that (the applied properties only when there are any, so older files read unchanged). The layout attributes
/// behind ``ViewTrack/layoutAttributes(at:)`` are not encoded: a decoded track rebuilds plain
/// attributes from its start and end values, so an attributes subclass's own properties are lost.
/// Nor is the ``ViewTrack/cellID``, a note of which object showed the track in the run.
extension ViewTrack: Equatable, Codable {
    private enum CodingKeys: String, CodingKey {
        case element, indexPathBeforeUpdate, indexPathAfterUpdate, fate, viewID, track, keyframes, appliedProperties
    }

    /// Whether the two tracks report the same element, fate, view identity, motion and keyframes.
    public static func == (lhs: ViewTrack, rhs: ViewTrack) -> Bool {
        lhs.element == rhs.element && lhs.indexPathBeforeUpdate == rhs.indexPathBeforeUpdate
            && lhs.indexPathAfterUpdate == rhs.indexPathAfterUpdate && lhs.fate == rhs.fate && lhs.viewID == rhs.viewID
            && lhs.track == rhs.track && lhs.keyframes == rhs.keyframes && lhs.appliedProperties == rhs.appliedProperties
    }

    /// Decodes a track.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(element: try container.decode(ElementID.self, forKey: .element),
                  indexPathBeforeUpdate: try container.decodeIfPresent(IndexPath.self, forKey: .indexPathBeforeUpdate),
                  indexPathAfterUpdate: try container.decodeIfPresent(IndexPath.self, forKey: .indexPathAfterUpdate),
                  fate: try container.decode(ViewFate.self, forKey: .fate),
                  viewID: try container.decode(Int.self, forKey: .viewID), cellID: 0,
                  track: try container.decode(Track<AnimatedAttributes>.self, forKey: .track),
                  keyframes: try container.decode([Keyframe].self, forKey: .keyframes), frozenEndpoints: nil,
                  appliedProperties: try container.decodeIfPresent(AppliedPropertiesTrack.self, forKey: .appliedProperties))
    }

    /// Encodes a track; an index path missing on one side is left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(element, forKey: .element)
        try container.encodeIfPresent(indexPathBeforeUpdate, forKey: .indexPathBeforeUpdate)
        try container.encodeIfPresent(indexPathAfterUpdate, forKey: .indexPathAfterUpdate)
        try container.encode(fate, forKey: .fate)
        try container.encode(viewID, forKey: .viewID)
        try container.encode(track, forKey: .track)
        try container.encode(keyframes, forKey: .keyframes)
        try container.encodeIfPresent(appliedProperties, forKey: .appliedProperties)
    }

    /// The start and end layout attributes: the ones the run made, or for a decoded track plain
    /// attributes showing its start and end values.
    @MainActor var endpoints: FrozenAttributes {
        frozenEndpoints ?? FrozenAttributes(start: Self.attributes(element, track.from), end: Self.attributes(element, track.to))
    }

    /// Plain layout attributes for `element` showing `values`.
    @MainActor private static func attributes(_ element: ElementID, _ values: AnimatedAttributes) -> CollectionViewLayoutAttributes {
        let attributes: CollectionViewLayoutAttributes = switch element.role {
        case .cell: CollectionViewLayoutAttributes(forCellWith: element.indexPath)
        case .supplementary(let kind): CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: element.indexPath)
        case .decoration(let kind): CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: element.indexPath)
        }
        return attributes.applying(values)
    }
}
