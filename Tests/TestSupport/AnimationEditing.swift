import CollectionViewSimulator
import Foundation

/// Hand-made broken animations for invariant tests: a real animation encoded to JSON, its tracks'
/// JSON objects edited, decoded back. NaN and infinities are written `"nan"`, `"inf"`, `"-inf"`.
package enum AnimationEditing {
    /// The JSON shapes the edits expect were not there.
    package struct UnexpectedShape: Error {}

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }()

    private static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }()

    /// `animation` with `edit` applied to the JSON objects of its tracks.
    package static func edited(_ animation: UpdateAnimation, tracks edit: (inout [[String: Any]]) throws -> Void) throws -> UpdateAnimation {
        guard var object = try JSONSerialization.jsonObject(with: encoder.encode(animation)) as? [String: Any],
              var tracks = object["tracks"] as? [[String: Any]] else { throw UnexpectedShape() }
        try edit(&tracks)
        object["tracks"] = tracks
        return try decoder.decode(UpdateAnimation.self, from: JSONSerialization.data(withJSONObject: object))
    }

    /// `animation` with `edit` applied to the JSON object of the track named `name` (`cell 0-1 (before)`).
    package static func edited(_ animation: UpdateAnimation, track name: String, _ edit: (inout [String: Any]) throws -> Void) throws -> UpdateAnimation {
        guard let index = animation.tracks.firstIndex(where: { $0.name == name }) else { throw UnexpectedShape() }
        return try edited(animation) { tracks in try edit(&tracks[index]) }
    }

    /// An edit that sets `key` of a track's `end` values (`"from"` or `"to"`) to `value`.
    package static func set(_ key: String, of end: String, to value: Any) -> (inout [String: Any]) -> Void {
        { track in
            var motion = track["track"] as? [String: Any] ?? [:]
            var values = motion[end] as? [String: Any] ?? [:]
            values[key] = value
            motion[end] = values
            track["track"] = motion
        }
    }

    /// `attributes` as the JSON object a track holds.
    package static func object(_ attributes: AnimatedAttributes) throws -> Any {
        try JSONSerialization.jsonObject(with: encoder.encode(attributes))
    }
}
