import Foundation

/// A resolved batch is encoded as what it was resolved from (the batch and the counts before and
/// after) plus its warnings; decoding resolves it again, which is deterministic, so the decoded
/// value equals the encoded one. The internal maps never reach the encoded form.
extension ResolvedBatchUpdate: Codable {
    private enum CodingKeys: String, CodingKey {
        case batch, itemCountsBefore, itemCountsAfter, warnings
    }

    /// Decodes the batch and its counts and resolves the batch again.
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the batch does not resolve against the counts
    ///   (with UIKit's message), or when no validation behaviour reproduces the encoded warnings.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let batch = try container.decode(BatchUpdate.self, forKey: .batch)
        let before = try container.decode([Int].self, forKey: .itemCountsBefore)
        let after = try container.decode([Int].self, forKey: .itemCountsAfter)
        let warnings = try container.decode([BatchUpdateWarning].self, forKey: .warnings)
        var firstError: (any Error)?
        for behavior in ValidationBehavior.allCases {
            do {
                let resolved = try batch.resolved(itemCountsBefore: before, itemCountsAfter: after, behavior: behavior)
                if resolved.warnings == warnings {
                    self = resolved
                    return
                }
            } catch {
                firstError = firstError ?? error
            }
        }
        let why = firstError.map { "\($0)" } ?? "its warnings differ from the encoded ones"
        throw DecodingError.dataCorruptedError(forKey: .batch, in: container,
                                               debugDescription: "the batch does not resolve again: \(why)")
    }

    /// Encodes the batch, the counts before and after, and the warnings.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(batch, forKey: .batch)
        try container.encode(itemCountsBefore, forKey: .itemCountsBefore)
        try container.encode(itemCountsAfter, forKey: .itemCountsAfter)
        try container.encode(warnings, forKey: .warnings)
    }
}
